import { HeadedSection } from '@/components/sales/sales-section'
import { ArrowDownIcon, ArrowRightIcon } from '@/components/ui/icons'
import type { VslContent } from '@/content/vsl'

/** The silent spiral: each step feeds the next, and the last feeds the first. */
export function Spiral({ copy }: { copy: VslContent['spiral'] }) {
  return (
    <HeadedSection copy={copy} tone="brand">
      <ol className="mt-12 grid gap-3 lg:grid-cols-4 lg:gap-4">
        {copy.steps.map((step, index) => (
          <li key={step.title} className="relative">
            <div className="rounded-2xl bg-white/8 p-6 ring-1 ring-white/15 lg:h-full">
              <span className="grid size-10 place-items-center rounded-full bg-gold-400 font-display text-lg font-bold text-brand-950">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold text-white">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-brand-100">{step.text}</p>
            </div>
            {index < copy.steps.length - 1 ? (
              <span
                aria-hidden="true"
                className="flex justify-center py-1 text-brand-300 lg:absolute lg:top-1/2 lg:-right-4 lg:z-10 lg:-translate-y-1/2 lg:py-0"
              >
                <ArrowDownIcon className="size-6 lg:hidden shrink-0" />
                <ArrowRightIcon className="hidden size-6 rounded-full bg-brand-900 lg:block shrink-0" />
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      <p className="mt-10 text-center font-display text-2xl font-semibold text-gold-400">
        {copy.closing}
      </p>
    </HeadedSection>
  )
}
