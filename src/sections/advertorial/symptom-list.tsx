import { HeadedSection } from '@/components/sales/sales-section'
import type { AdvertorialContent } from '@/content/advertorial'

export function SymptomList({ copy }: { copy: AdvertorialContent['symptoms'] }) {
  return (
    <HeadedSection copy={copy} tone="sand" space="compact" firstScreen width="narrow" align="start">
      <ul className="mt-4 grid gap-2 sm:mt-8 sm:gap-3">
        {copy.items.map((item) => (
          <li
            key={item}
            className="flex flex-wrap items-center gap-3 rounded-2xl bg-white px-fit-3 py-2.5 leading-snug text-ink shadow-sm ring-1 ring-sand-200 sm:gap-4 sm:p-4 sm:text-lg"
          >
            {/* A calm marker: red is kept for the page's one alert, as a native placement wants. */}
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 sm:size-10"
            >
              <span className="size-2.5 rounded-full bg-brand-600" />
            </span>
            <span className="min-w-[min(100%,6em)] grow basis-0">{item}</span>
          </li>
        ))}
      </ul>
      <p className="mt-5 font-display text-xl sm:mt-8 sm:text-2xl font-semibold text-brand-900">
        {copy.closing}
      </p>
    </HeadedSection>
  )
}
