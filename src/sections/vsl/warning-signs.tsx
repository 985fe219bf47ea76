import { HeadedSection } from '@/components/sales/sales-section'
import type { VslContent } from '@/content/vsl'

/**
 * The warning signs as a checklist the visitor ticks against their own days: real checkboxes,
 * which work without JavaScript. Nothing is sent or stored; the ticks are for the visitor alone.
 */
export function WarningSigns({ copy }: { copy: VslContent['warningSigns'] }) {
  return (
    <HeadedSection copy={copy} tone="sand">
      <ul className="mx-auto mt-12 grid max-w-4xl gap-3 sm:grid-cols-2 sm:gap-4">
        {copy.items.map((item) => (
          <li key={item}>
            <label className="flex h-full cursor-pointer items-start gap-4 rounded-2xl bg-white p-5 text-lg leading-snug text-ink shadow-sm ring-1 ring-sand-200 transition-colors hover:ring-brand-300 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600">
              <input
                type="checkbox"
                className="mt-0.5 size-6 shrink-0 cursor-pointer accent-brand-700"
              />
              {item}
            </label>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-10 max-w-2xl text-center font-display text-2xl font-semibold text-brand-900">
        {copy.closing}
      </p>
    </HeadedSection>
  )
}
