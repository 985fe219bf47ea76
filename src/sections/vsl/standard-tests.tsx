import { HeadedSection } from '@/components/sales/sales-section'
import type { VslContent } from '@/content/vsl'

/** Why routine panels miss the early years. */
export function StandardTests({ copy }: { copy: VslContent['standardTests'] }) {
  return (
    <HeadedSection copy={copy} tone="sand">
      <ul className="mx-auto mt-5 grid max-w-5xl gap-2 sm:mt-12 sm:gap-4 md:grid-cols-2">
        {copy.reasons.map((reason) => (
          <li
            key={reason.title}
            className="grid grid-cols-[auto_1fr] items-center gap-x-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-sand-200 sm:flex sm:items-start sm:gap-5 sm:p-7"
          >
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-full bg-danger-50 font-bold text-danger-700 sm:size-10 sm:text-xl"
            >
              ✕
            </span>
            <div className="contents sm:block">
              <h3 className="font-bold text-brand-950 sm:text-lg">{reason.title}</h3>
              <p className="col-span-2 mt-1 text-sm leading-normal text-muted sm:mt-2 sm:text-base sm:leading-relaxed">
                {reason.text}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </HeadedSection>
  )
}
