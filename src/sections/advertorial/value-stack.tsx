import { CheckIcon } from '@/components/ui/icons'
import { Line } from '@/components/ui/kept-words'
import type { AdvertorialContent } from '@/content/advertorial'
import { ArticleSection } from './article-section'

/** What the order includes with each item's value, and the computed total. */
export function ValueStack({ copy }: { copy: AdvertorialContent['valueStack'] }) {
  return (
    <ArticleSection copy={copy} tone="sand">
      {/* Under 352 px 12 px inside the card (20 from 352), tighter gaps and a 20 px tick: at 320
          'Report-of-Findings' whole beside its '$297' (Chromium). */}
      <dl className="@container mt-8 divide-y divide-sand-200 rounded-3xl bg-white px-fit-3 shadow-sm ring-1 ring-sand-200 min-[22rem]:px-fit-5 large-text:px-fit-3 sm:px-8">
        {copy.items.map((item) => (
          // The name's compounds ('Root-Cause', 'Report-of-Findings') whole at every width, and
          // the name never narrower than its longest one (its min-content): where that and the
          // value do not fit a line, the value goes under the name rather than the compound
          // breaking (round 12: 'Report- / of-Findings' at 375) or running into the '$297' (round
          // 10, at 320). At 200 % text on a phone the compounds may break, the value goes under
          // the name and (the list then under 12rem wide) the name under its tick.
          <div
            key={item.id}
            className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-4 min-[22rem]:gap-x-4"
          >
            <dt className="flex min-w-min grow basis-0 items-center gap-2.5 font-semibold min-[22rem]:gap-3 text-ink large-text:basis-full @max-[12rem]:flex-wrap">
              <span className="grid size-5 shrink-0 place-items-center rounded-full bg-brand-700 text-white min-[22rem]:size-6">
                <CheckIcon className="size-3.5 shrink-0 min-[22rem]:size-4" strokeWidth={3} />
              </span>
              {/* Its last pair held too: 'Test / Kit', 'Stress / Assessment' left a word alone
                  at 320 (round 14). */}
              <span>
                <Line text={item.name} longPairWhereItFits />
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
