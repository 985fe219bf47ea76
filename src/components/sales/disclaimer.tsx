import type { DisclaimerCopy } from '@/content/sales-types'

/** The sales pages' small print in their footer: the FDA-style statement, then the rest. */
export function Disclaimer({ copy }: { copy: DisclaimerCopy }) {
  return (
    <>
      <p className="mt-8 rounded-2xl border border-white/15 p-5 text-sm leading-relaxed font-semibold text-white sm:text-base">
        {copy.fda}
      </p>
      <div className="mt-6 space-y-3 text-sm leading-relaxed text-brand-200">
        {copy.smallPrint.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </>
  )
}
