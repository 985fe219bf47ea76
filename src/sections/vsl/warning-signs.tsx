import { HeadedSection } from '@/components/sales/sales-section'
import type { VslContent } from '@/content/vsl'

/**
 * The warning signs as a checklist the visitor ticks against their own days: real checkboxes,
 * which work without JavaScript. Nothing is sent or stored; the ticks are for the visitor alone.
 */
export function WarningSigns({ copy }: { copy: VslContent['warningSigns'] }) {
  return (
    <HeadedSection copy={copy} tone="sand">
      <ul className="mx-auto mt-5 grid max-w-4xl gap-2 sm:mt-12 sm:grid-cols-2 sm:gap-4">
        {copy.items.map((item) => (
          <li key={item}>
            <label className="flex h-full cursor-pointer items-start gap-3 rounded-xl bg-white px-3 py-2.5 leading-snug text-ink sm:gap-4 sm:rounded-2xl sm:p-5 sm:text-lg shadow-sm ring-1 ring-sand-200 transition-colors hover:ring-brand-300 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600">
              <input
                type="checkbox"
                className="size-5 shrink-0 cursor-pointer accent-brand-700 sm:mt-0.5 sm:size-6"
              />
              {item}
            </label>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-6 max-w-2xl text-center font-display text-xl font-semibold text-brand-900 sm:mt-10 sm:text-2xl">
        {copy.closing}
      </p>
    </HeadedSection>
  )
}
