import { HeadedSection } from '@/components/sales/sales-section'
import { ChevronDownIcon } from '@/components/ui/icons'
import { Line } from '@/components/ui/kept-words'
import type { VslContent } from '@/content/vsl'
import { cn } from '@/lib/cn'

const barWidth = 600
const barHeight = 24

/** A row of the chart: the stage's years, then its bar (or the axis's labels, under the bars). */
const rowGrid = (more: string) => `grid grid-cols-[9rem_1fr] ${more}`

const stageStyles = [
  { bar: 'fill-brand-500', dot: 'bg-brand-500', tag: 'text-brand-800' },
  { bar: 'fill-gold-400', dot: 'bg-gold-400', tag: '' },
  { bar: 'fill-danger-600', dot: 'bg-danger-600', tag: 'text-danger-700' },
]

/** Where a year falls on an axis of `span` years, as a fraction: the bars' and the labels' scale. */
function along(year: number, span: number): number {
  return year / span
}

/** Years on the axis: every fifth, from 0 to the span. */
function axisYears(span: number): number[] {
  return Array.from({ length: Math.floor(span / 5) + 1 }, (_, index) => index * 5)
}

/** A stage's years on the axis (the whole span in sand), to scale; `flat` stretches it thin. */
function StageBar({
  stage,
  index,
  span,
  flat = false,
  className,
}: {
  stage: VslContent['testingGap']['stages'][number]
  index: number
  span: number
  flat?: boolean
  className: string
}) {
  // From its first year's mark on the axis to its last's, as the axis reads them (round 17b:
  // counted as whole years, 'Years 3–8' began at the mark for year 2).
  const x = along(stage.years.min, span) * barWidth
  const width = (along(stage.years.max, span) - along(stage.years.min, span)) * barWidth
  return (
    <svg
      viewBox={`0 0 ${barWidth} ${barHeight}`}
      preserveAspectRatio={flat ? 'none' : undefined}
      aria-hidden="true"
      className={className}
    >
      <rect width={barWidth} height={barHeight} rx={barHeight / 2} className="fill-sand-200" />
      <rect
        x={x}
        width={width}
        height={barHeight}
        rx={barHeight / 2}
        className={stageStyles[index]?.bar}
      />
    </svg>
  )
}

/**
 * The testing gap: three overlapping stages drawn to scale on a shared axis of years
 * (from the offer's claims), each with what standard bloodwork shows at that point; what each
 * stage feels like is a tap away (a native disclosure, in the HTML all along). A phone draws
 * each stage's years as a thin bar over its card instead of the chart: the same scale, the
 * chart's height saved.
 */
export function TestingGap({ copy }: { copy: VslContent['testingGap'] }) {
  return (
    <HeadedSection copy={copy} tone="white" standIn="tall">
      <figure className="mt-8 rounded-[2rem] bg-sand-50 p-10 ring-1 ring-sand-200 max-sm:hidden lg:mt-6 lg:p-8">
        <div className="space-y-5" aria-hidden="true">
          {copy.stages.map((stage, index) => (
            <div key={stage.title} className={rowGrid('items-center gap-4')}>
              <p className="text-sm font-bold text-brand-950">{stage.label}</p>
              <StageBar stage={stage} index={index} span={copy.span} className="h-auto w-full" />
            </div>
          ))}
          {/* Each year's label centred on its mark, at the bars' scale (rsales25: spread edge
              to edge, 'Year 10' sat 14 px off its mark at 1280). An svg in the bars' column, in
              CSS pixels, its labels placed by percentage: the words at their own size, and no
              style attribute (the CSP allows none). */}
          <div className={rowGrid('gap-4')}>
            <svg
              aria-hidden="true"
              textAnchor="middle"
              className="col-start-2 h-4 w-full overflow-visible fill-current text-xs font-semibold text-muted"
            >
              {axisYears(copy.span).map((year) => (
                <text key={year} x={`${Math.round(along(year, copy.span) * 1e4) / 100}%`} y="12">
                  {`${copy.axisLabel} ${year}`}
                </text>
              ))}
            </svg>
          </div>
        </div>
        <figcaption className="sr-only">{copy.lede}</figcaption>
      </figure>
      <ol className="mt-3 grid divide-y divide-sand-200 rounded-2xl bg-white shadow-sm ring-1 ring-sand-200 sm:mt-8 lg:mt-6 md:grid-cols-3 md:gap-4 md:divide-y-0 md:bg-transparent md:shadow-none md:ring-0">
        {copy.stages.map((stage, index) => (
          <li
            key={stage.title}
            className="flex flex-col px-fit-3 py-1.5 sm:p-6 md:row-span-2 md:grid md:grid-rows-subgrid md:gap-y-0 md:rounded-2xl md:bg-white md:shadow-sm md:ring-1 md:ring-sand-200"
          >
            <StageBar
              stage={stage}
              index={index}
              span={copy.span}
              flat
              className="mt-1.5 h-1.5 w-full sm:hidden"
            />
            <details className="group/stage">
              {/* On a phone the years and the title share a line; in the row of cards, the title
                  goes under them. Under 360 px the years stand over the title and the chevron
                  keeps a column of its own on the title's line (rsales32: at 320 it dropped to a
                  row of its own, and 'Cellular / stress begins' wrapped beside the years). */}
              <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center gap-x-2 marker:hidden max-[22.5rem]:grid max-[22.5rem]:grid-cols-[1fr_auto] max-[22.5rem]:py-1 [&::-webkit-details-marker]:hidden">
                <span className="flex items-center gap-2 text-xs font-bold tracking-wide text-muted uppercase max-[22.5rem]:col-span-2 sm:text-sm">
                  <span
                    aria-hidden="true"
                    className={cn('size-3 rounded-full', stageStyles[index]?.dot)}
                  />
                  {stage.label}
                </span>
                <h3 className="min-w-[min(100%,9em)] grow basis-0 font-display text-base leading-snug font-semibold text-brand-950 sm:text-xl md:order-1 md:mt-3 md:basis-full">
                  {stage.title}
                </h3>
                <ChevronDownIcon className="ml-auto size-4 shrink-0 text-brand-700 transition-transform group-open/stage:rotate-180" />
              </summary>
              <p className="text-sm leading-snug text-muted sm:mt-2 sm:text-base sm:leading-relaxed">
                {stage.text}
              </p>
            </details>
            {/* What it shows an inline block after its label: it goes whole under 'Standard
                bloodwork:' where the line has no room for it, and breaks within itself only where
                it is wider than a line, so every engine breaks at the colon and none runs it out
                of its card (rsales34: a held span broke '…: flagged, / years late' in Gecko and
                WebKit at 320, and a nowrap hold ran 4 px out of WebKit's card at 375). Its last
                two words held: Gecko left 'late' and '“borderline”' alone at 375 (round 16b). */}
            {/* The card's foot, one row of the row of cards (a subgrid): the bloodwork line right
                under the divider, the coloured line at the foot, level across the cards (review
                35: as rows of their own, the bloodwork row took the longest finding's height and
                left a blank line under card 1's). There each finding has a line of its own under
                'Standard bloodwork:', as the longest needs from 768 to 1280 in Chromium and Gecko,
                so the coloured lines at the foot leave no blank line over them. */}
            <div className="sm:mt-4 sm:border-t sm:border-sand-200 sm:pt-4 md:flex md:flex-col md:gap-2">
              <p className="text-sm leading-snug font-semibold text-ink">
                {copy.bloodworkLabel}{' '}
                <span className="inline-block md:block">
                  <Line text={stage.bloodwork} />
                </span>
              </p>
              {stage.seenBy ? (
                // Balanced: in a card of the row 'Routine bloodwork sees it / here' (round 15). In the
                // row of cards at the card's foot, level however long each card's text above it.
                <p
                  className={cn(
                    'text-sm leading-snug font-bold text-balance sm:mt-2 md:mt-auto',
                    stageStyles[index]?.tag,
                  )}
                >
                  {stage.seenBy}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      <p className="mx-auto mt-2 max-w-3xl text-center text-sm leading-snug font-semibold text-balance text-brand-900 sm:mt-7 sm:text-xl lg:text-lg">
        {copy.closing}
      </p>
    </HeadedSection>
  )
}
