import { CheckIcon } from 'lucide-react'
import { HeadedSection } from '@/components/sales/sales-section'
import type { VslContent } from '@/content/vsl'

/** The warning signs, as a checklist the visitor reads against their own days. */
export function WarningSigns({ copy }: { copy: VslContent['warningSigns'] }) {
  return (
    <HeadedSection copy={copy} tone="sand">
      <ul className="mx-auto mt-12 grid max-w-4xl gap-3 sm:grid-cols-2 sm:gap-4">
        {copy.items.map((item) => (
          <li
            key={item}
            className="flex items-start gap-4 rounded-2xl bg-white p-5 text-lg leading-snug text-ink shadow-sm ring-1 ring-sand-200"
          >
            <span
              aria-hidden="true"
              className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-lg border-2 border-brand-700 bg-brand-50 text-brand-800"
            >
              <CheckIcon className="size-4 shrink-0" strokeWidth={3} />
            </span>
            {item}
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-10 max-w-2xl text-center font-display text-2xl font-semibold text-brand-900">
        {copy.closing}
      </p>
    </HeadedSection>
  )
}
