import { HeadedSection } from '@/components/sales/sales-section'
import type { AdvertorialContent } from '@/content/advertorial'

export function Consequences({ copy }: { copy: AdvertorialContent['consequences'] }) {
  return (
    <HeadedSection copy={copy} tone="white" space="compact" width="narrow" align="start">
      <ol className="mt-8 space-y-6 border-l-2 border-danger-600/30 pl-6 large-text:border-l-0 large-text:pl-0">
        {copy.items.map((item, index) => (
          <li key={item.title} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-0 -left-[2.55rem] grid size-8 large-text:static large-text:mb-2 place-items-center rounded-full bg-danger-700 text-sm font-bold text-white ring-4 ring-white"
            >
              {index + 1}
            </span>
            <h3 className="text-xl font-bold text-brand-950">{item.title}</h3>
            <p className="mt-1 text-lg leading-relaxed text-muted">{item.text}</p>
          </li>
        ))}
      </ol>
      <p className="mt-8 rounded-2xl bg-danger-50 p-fit-5 text-lg font-semibold text-danger-700">
        {copy.closing}
      </p>
    </HeadedSection>
  )
}
