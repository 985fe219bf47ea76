import { HeadedSection } from '@/components/sales/sales-section'
import { ArrowDownIcon, ArrowRightIcon } from '@/components/ui/icons'
import type { VslContent } from '@/content/vsl'

/** The silent spiral: each step feeds the next, and the last feeds the first. */
export function Spiral({ copy }: { copy: VslContent['spiral'] }) {
  return (
    <HeadedSection copy={copy} tone="brand">
      <ol className="mt-6 grid gap-1 sm:mt-12 sm:gap-3 lg:grid-cols-4 lg:gap-4">
        {copy.steps.map((step, index) => (
          <li key={step.title} className="relative">
            <div className="grid grid-cols-[auto_1fr] gap-x-3 rounded-2xl bg-white/8 p-3 ring-1 ring-white/15 sm:block sm:p-6 lg:h-full">
              <span className="row-span-2 grid size-8 place-items-center rounded-full bg-gold-400 font-display font-bold text-brand-950 sm:size-10 sm:text-lg">
                {index + 1}
              </span>
              <h3 className="font-bold text-white sm:mt-4 sm:text-lg">{step.title}</h3>
              <p className="text-sm leading-relaxed text-brand-100 sm:mt-2 sm:text-base">
                {step.text}
              </p>
            </div>
            {index < copy.steps.length - 1 ? (
              <span
                aria-hidden="true"
                className="flex justify-center text-brand-300 sm:py-1 lg:absolute lg:top-1/2 lg:-right-4 lg:z-10 lg:-translate-y-1/2 lg:py-0"
              >
                <ArrowDownIcon className="size-4 shrink-0 sm:size-6 lg:hidden" />
                <ArrowRightIcon className="hidden size-6 rounded-full bg-brand-900 lg:block shrink-0" />
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      <p className="mt-5 text-center font-display text-xl font-semibold text-gold-400 sm:mt-10 sm:text-2xl">
        {copy.closing}
      </p>
    </HeadedSection>
  )
}
