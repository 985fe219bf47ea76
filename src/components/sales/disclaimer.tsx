import type { DisclaimerCopy } from '@/content/sales-types'

/** The sales pages' small print in their footer: the FDA-style statement, then the rest. */
export function Disclaimer({ copy }: { copy: DisclaimerCopy }) {
  return (
    <>
      <p className="mt-6 rounded-2xl border border-white/15 p-4 text-sm sm:mt-8 sm:p-5 leading-relaxed font-semibold text-white sm:text-base">
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
