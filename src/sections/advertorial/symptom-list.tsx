import { HeadedSection } from '@/components/sales/sales-section'
import { TriangleAlertIcon } from '@/components/ui/icons'
import type { AdvertorialContent } from '@/content/advertorial'

export function SymptomList({ copy }: { copy: AdvertorialContent['symptoms'] }) {
  return (
    <HeadedSection copy={copy} tone="sand" space="compact" firstScreen width="narrow" align="start">
      <ul className="mt-8 grid gap-3">
        {copy.items.map((item) => (
          <li
            key={item}
            className="flex flex-wrap items-center gap-4 rounded-2xl bg-white p-fit-4 text-lg text-ink shadow-sm ring-1 ring-sand-200"
          >
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-danger-50 text-danger-700">
              <TriangleAlertIcon className="size-5 shrink-0" />
            </span>
            <span className="min-w-[min(100%,6em)] grow basis-0">{item}</span>
          </li>
        ))}
      </ul>
      <p className="mt-8 font-display text-2xl font-semibold text-brand-900">{copy.closing}</p>
    </HeadedSection>
  )
}
