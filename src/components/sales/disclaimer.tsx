import type { DisclaimerCopy } from '@/content/sales-types'

/** The sales pages' small print in their footer: the FDA-style statement, then the rest. */
export function Disclaimer({ copy }: { copy: DisclaimerCopy }) {
  return (
    <>
      <p className="mt-5 rounded-2xl border border-white/15 p-3.5 text-sm leading-normal font-semibold text-white sm:mt-8 sm:p-5 sm:text-base sm:leading-relaxed">
        {copy.fda}
      </p>
      <div className="mt-4 space-y-2 text-xs leading-normal text-brand-200 sm:mt-6 sm:space-y-3 sm:text-sm sm:leading-relaxed">
        {copy.smallPrint.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </>
  )
}
