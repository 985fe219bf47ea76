import { FoldCard } from '@/components/sales/fold-card'
import { IconTile } from '@/components/sales/icon-tile'
import { HeadedSection } from '@/components/sales/sales-section'
import { SampleReport } from '@/components/sales/sample-report'
import {
  ChevronDownIcon,
  DropletIcon,
  FlaskConicalIcon,
  MessageSquareTextIcon,
} from '@/components/ui/icons'
import { Line } from '@/components/ui/kept-words'
import type { VslContent } from '@/content/vsl'
import { openWhenWideAttribute } from '@/effects/open-when-wide'

const componentIcons = [DropletIcon, FlaskConicalIcon, MessageSquareTextIcon]

/**
 * The kit: its three components, what each is a tap away, then what a buyer receives from them:
 * a sample of the report of findings as text a phone can read (stamped a sample, and said so in its caption) beside what
 * the test measures, a tap away on a phone (a native disclosure, in the HTML all along) and open from lg.
 */
export function Kit({ copy }: { copy: VslContent['kit'] }) {
  const { report, measures } = copy
  return (
    <HeadedSection copy={copy} tone="white" standIn="tall">
      {/* From lg the components and what the test measures run beside the report, so no half
          of the row stands empty. */}
      <div className="mt-3 grid gap-3 sm:mt-8 lg:mt-6 sm:gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr] lg:gap-x-12">
        <ol className="@container grid min-w-0 divide-y divide-sand-200 rounded-2xl bg-sand-50 ring-1 ring-sand-200 lg:col-start-1">
          {copy.components.map((part, index) => (
            <FoldCard
              key={part.title}
              className="sm:px-6 sm:py-3"
              marker={
                <IconTile
                  icon={componentIcons[index] ?? DropletIcon}
                  tone="light"
                  className="mt-1 sm:mt-0"
                />
              }
              title={part.title}
              text={part.text}
              wideTitle
            />
          ))}
        </ol>
        <figure
          data-slot="sample-report"
          className="mx-auto w-full max-w-sm min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
        >
          <SampleReport report={report} />
          {/* Its last pair held (round 13, Gecko at 320: 'call.' alone). */}
          <figcaption className="mt-2 text-center text-xs leading-snug text-muted sm:text-sm">
            <Line text={report.caption} />
          </figcaption>
        </figure>
        <details
          data-slot="test-measures"
          // Open from lg (src/effects/open-when-wide.ts): folded beside the taller report, it left
          // a hole of some 200 px under its summary.
          {...{ [openWhenWideAttribute]: '' }}
          className="group/measures lg:col-start-1"
        >
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 marker:hidden [&::-webkit-details-marker]:hidden">
            <h3 className="font-display text-xl font-semibold text-brand-950 sm:text-2xl">
              {measures.heading}
            </h3>
            <ChevronDownIcon className="size-5 shrink-0 text-brand-700 transition-transform group-open/measures:rotate-180" />
          </summary>
          <dl className="mt-2 space-y-2 border-l-4 border-brand-200 pl-4 text-sm sm:mt-4 sm:space-y-4 sm:pl-5 sm:text-base">
            {measures.items.map((item) => (
              <div key={item.title}>
                <dt className="font-bold text-brand-900">{item.title}</dt>
                {/* Balanced: filled, 'panels leave out.' alone under a full line at 1280 (rsales17). */}
                <dd className="mt-0.5 leading-snug text-balance text-muted sm:leading-relaxed">
                  {item.text}
                </dd>
              </div>
            ))}
          </dl>
        </details>
      </div>
    </HeadedSection>
  )
}
