import { Compounds } from '@/components/sales/compounds'
import { CheckIcon } from '@/components/ui/icons'
import type { AdvertorialContent } from '@/content/advertorial'
import { ArticleSection } from './article-section'

/** What the order includes with each item's value, and the computed total. */
export function ValueStack({ copy }: { copy: AdvertorialContent['valueStack'] }) {
  return (
    <ArticleSection copy={copy} tone="sand">
      <dl className="@container mt-8 divide-y divide-sand-200 rounded-3xl bg-white px-fit-5 shadow-sm ring-1 ring-sand-200 large-text:px-fit-3 sm:px-8">
        {copy.items.map((item) => (
          // At 200 % text the value goes under the item rather than squeeze it under 10em, and
          // (the list then under 12rem wide) the item's name under its tick.
          <div key={item.id} className="flex flex-wrap items-center justify-between gap-4 py-4">
            <dt className="flex min-w-[min(100%,10em)] grow basis-0 items-center gap-3 font-semibold text-ink @max-[12rem]:flex-wrap">
              <span className="grid size-6 shrink-0 place-items-center rounded-full bg-brand-700 text-white">
                <CheckIcon className="size-4 shrink-0" strokeWidth={3} />
              </span>
              {/* 'Root-Cause', 'Report-of-Findings' whole where the list is 20rem wide or more. */}
              <span>
                <Compounds text={item.name} held="roomy" />
              </span>
            </dt>
            <dd className="shrink-0 text-lg font-semibold text-muted tabular-nums">{item.value}</dd>
          </div>
        ))}
        <div className="flex flex-wrap items-center justify-between gap-4 py-5">
          <dt className="font-display text-xl font-semibold text-brand-950">{copy.totalLabel}</dt>
          <dd className="font-display text-2xl font-semibold text-brand-950 tabular-nums">
            {copy.total}
          </dd>
        </div>
      </dl>
    </ArticleSection>
  )
}
