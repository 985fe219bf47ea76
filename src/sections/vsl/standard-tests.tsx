import { HeadedSection } from '@/components/sales/sales-section'
import { ChevronDownIcon } from '@/components/ui/icons'
import type { VslContent } from '@/content/vsl'

/** Why routine panels miss the early years: each reason's title, its explanation a tap away. */
export function StandardTests({ copy }: { copy: VslContent['standardTests'] }) {
  return (
    <HeadedSection copy={copy} tone="sand">
      <ul className="@container mx-auto mt-4 grid max-w-5xl gap-2 sm:mt-8 lg:mt-6 sm:gap-4 md:grid-cols-2">
        {copy.reasons.map((reason) => (
          <li
            key={reason.title}
            className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 @max-[14rem]:grid-cols-1 rounded-2xl bg-white px-fit-3 py-1.5 shadow-sm ring-1 ring-sand-200 sm:gap-5 sm:p-7"
          >
            <span
              aria-hidden="true"
              className="mt-1.5 grid size-8 shrink-0 place-items-center rounded-full bg-danger-50 font-bold text-danger-700 sm:mt-0 sm:size-10 sm:text-xl"
            >
              ✕
            </span>
            <details className="group/reason min-w-0">
              <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center justify-between gap-2 font-bold text-brand-950 marker:hidden sm:text-lg [&::-webkit-details-marker]:hidden">
                <h3 className="min-w-[min(100%,7em)] grow basis-0">{reason.title}</h3>
                <ChevronDownIcon className="ml-auto size-4 shrink-0 text-brand-700 transition-transform group-open/reason:rotate-180" />
              </summary>
              <p className="text-sm leading-snug text-muted sm:mt-2 sm:text-base sm:leading-relaxed">
                {reason.text}
              </p>
            </details>
          </li>
        ))}
      </ul>
    </HeadedSection>
  )
}
