import { HeadedSection } from '@/components/sales/sales-section'
import type { VslContent } from '@/content/vsl'

/** Why routine panels miss the early years. */
export function StandardTests({ copy }: { copy: VslContent['standardTests'] }) {
  return (
    <HeadedSection copy={copy} tone="sand">
      <ul className="mx-auto mt-12 grid max-w-5xl gap-4 md:grid-cols-2">
        {copy.reasons.map((reason) => (
          <li
            key={reason.title}
            className="flex gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-7"
          >
            <span
              aria-hidden="true"
              className="grid size-10 shrink-0 place-items-center rounded-full bg-danger-50 text-xl font-bold text-danger-700"
            >
              ✕
            </span>
            <div>
              <h3 className="text-lg font-bold text-brand-950">{reason.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{reason.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </HeadedSection>
  )
}
