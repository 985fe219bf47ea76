import { HeadedSection } from '@/components/sales/sales-section'
import { ArrowRightIcon } from '@/components/ui/icons'
import type { VslContent } from '@/content/vsl'

/**
 * The silent spiral: each step feeds the next, and the last feeds the first. Numbered cards, two
 * by two on a phone (one column below 352 px), each number beside its title until sm; in a row
 * with arrows from lg.
 */
export function Spiral({ copy }: { copy: VslContent['spiral'] }) {
  return (
    <HeadedSection copy={copy} tone="brand">
      <ol className="mt-4 grid gap-2 min-[22rem]:cols-fit-2 sm:mt-8 lg:mt-6 sm:gap-3 lg:grid-cols-4 lg:gap-4">
        {copy.steps.map((step, index) => (
          <li key={step.title} className="relative">
            <div className="grid h-full grid-cols-[auto_minmax(0,1fr)] content-start items-start gap-x-2.5 rounded-2xl bg-white/8 p-fit-3 ring-1 ring-white/15 sm:block sm:p-6">
              <span className="grid size-7 place-items-center rounded-full bg-gold-400 font-display font-bold text-brand-950 sm:size-10 sm:text-lg">
                {index + 1}
              </span>
              <h3 className="text-[0.9375rem] leading-snug font-bold text-white sm:mt-4 sm:text-lg">
                {step.title}
              </h3>
              <p className="col-start-2 mt-1 text-sm leading-snug text-brand-100 min-[22rem]:col-span-2 min-[22rem]:col-start-1 large-text:col-span-2 large-text:col-start-1 sm:mt-2 sm:text-base sm:leading-relaxed">
                {step.text}
              </p>
            </div>
            {index < copy.steps.length - 1 ? (
              <span
                aria-hidden="true"
                className="hidden text-brand-300 lg:absolute lg:top-1/2 lg:-right-4 lg:z-10 lg:block lg:-translate-y-1/2"
              >
                <ArrowRightIcon className="hidden size-6 rounded-full bg-brand-900 lg:block shrink-0" />
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      <p className="mt-3 text-center font-display text-xl leading-snug font-semibold text-gold-400 sm:mt-7 sm:text-2xl">
        {copy.closing}
      </p>
    </HeadedSection>
  )
}
