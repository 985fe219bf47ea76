import { FoldCard } from '@/components/sales/fold-card'
import { HeadedSection } from '@/components/sales/sales-section'
import type { VslContent } from '@/content/vsl'

/** Why routine panels miss the early years: each reason's title, its explanation a tap away. */
export function StandardTests({ copy }: { copy: VslContent['standardTests'] }) {
  return (
    <HeadedSection copy={copy} tone="sand" standIn="short">
      <ul className="@container mx-auto mt-3 grid gap-2 sm:mt-8 lg:mt-6 sm:gap-4 md:grid-cols-2">
        {copy.reasons.map((reason) => (
          <FoldCard
            key={reason.title}
            className="rounded-2xl bg-white shadow-sm ring-1 ring-sand-200 sm:p-7"
            marker={
              <span
                aria-hidden="true"
                className="mt-1.5 grid size-8 shrink-0 place-items-center rounded-full bg-danger-50 font-bold text-danger-700 sm:mt-0 sm:size-10 sm:text-xl"
              >
                ✕
              </span>
            }
            title={reason.title}
            text={reason.text}
          />
        ))}
      </ul>
    </HeadedSection>
  )
}
