import { HeadedSection } from '@/components/sales/sales-section'
import { ChevronDownIcon } from '@/components/ui/icons'
import type { VslContent } from '@/content/vsl'
import { cn } from '@/lib/cn'

const barWidth = 600
const barHeight = 24

const stageStyles = [
  { bar: 'fill-brand-500', dot: 'bg-brand-500', tag: 'text-brand-800' },
  { bar: 'fill-gold-400', dot: 'bg-gold-400', tag: '' },
  { bar: 'fill-danger-600', dot: 'bg-danger-600', tag: 'text-danger-700' },
]

/** Years on the axis: every fifth, from 0 to the span. */
function axisYears(span: number): number[] {
  return Array.from({ length: Math.floor(span / 5) + 1 }, (_, index) => index * 5)
}

/**
 * The testing gap: three overlapping stages drawn to scale on a shared axis of years
 * (from the offer's claims), each with what standard bloodwork shows at that point; what each
 * stage feels like is a tap away (a native disclosure, in the HTML all along).
 */
export function TestingGap({ copy }: { copy: VslContent['testingGap'] }) {
  return (
    <HeadedSection copy={copy} tone="white">
      <figure className="@container mx-auto mt-3 max-w-4xl rounded-[2rem] bg-sand-50 px-fit-3.5 py-3 ring-1 ring-sand-200 sm:mt-8 lg:mt-6 sm:p-10 lg:p-8">
        <div className="space-y-1.5 sm:space-y-5" aria-hidden="true">
          {copy.stages.map((stage, index) => {
            const x = ((stage.years.min - 1) / copy.span) * barWidth
            const width = ((stage.years.max - stage.years.min + 1) / copy.span) * barWidth
            return (
              <div
                key={stage.title}
                className="grid grid-cols-[5.5rem_1fr] items-center gap-2 @max-[14rem]:grid-cols-1 sm:grid-cols-[9rem_1fr] sm:gap-4"
              >
                <p className="text-xs font-bold text-brand-950 sm:text-sm">{stage.label}</p>
                <svg
                  viewBox={`0 0 ${barWidth} ${barHeight}`}
                  aria-hidden="true"
                  className="h-auto w-full"
                >
                  <rect
                    width={barWidth}
                    height={barHeight}
                    rx={barHeight / 2}
                    className="fill-sand-200"
                  />
                  <rect
                    x={x}
                    width={width}
                    height={barHeight}
                    rx={barHeight / 2}
                    className={stageStyles[index]?.bar}
                  />
                </svg>
              </div>
            )
          })}
          <div className="grid grid-cols-[5.5rem_1fr] gap-2 @max-[14rem]:grid-cols-1 sm:grid-cols-[9rem_1fr] sm:gap-4">
            <span className="@max-[14rem]:hidden" />
            <p className="flex justify-between text-[0.625rem] font-semibold text-muted sm:text-xs">
              {/* On a phone the word goes with the first year only, so the years never run together. */}
              {axisYears(copy.span).map((year, index) => (
                <span key={year}>
                  <span className={cn(index > 0 && 'max-sm:hidden')}>{copy.axisLabel} </span>
                  {year}
                </span>
              ))}
            </p>
          </div>
        </div>
        <figcaption className="sr-only">{copy.lede}</figcaption>
      </figure>
      <ol className="mx-auto mt-3 grid max-w-4xl divide-y divide-sand-200 rounded-2xl bg-white shadow-sm ring-1 ring-sand-200 sm:mt-8 lg:mt-6 md:grid-cols-3 md:gap-4 md:divide-y-0 md:bg-transparent md:shadow-none md:ring-0">
        {copy.stages.map((stage, index) => (
          <li
            key={stage.title}
            className="flex flex-col px-fit-3 py-1.5 sm:p-6 md:rounded-2xl md:bg-white md:shadow-sm md:ring-1 md:ring-sand-200"
          >
            <details className="group/stage flex-1">
              {/* On a phone the years and the title share a line; in the row of cards, the title
                  goes under them. */}
              <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center gap-x-2 marker:hidden [&::-webkit-details-marker]:hidden">
                <span className="flex items-center gap-2 text-xs font-bold tracking-wide text-muted uppercase sm:text-sm">
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
            <p className="text-sm leading-snug font-semibold text-ink sm:mt-4 sm:border-t sm:border-sand-200 sm:pt-4">
              {stage.bloodwork}
            </p>
            {stage.seenBy ? (
              <p className={cn('text-sm leading-snug font-bold sm:mt-2', stageStyles[index]?.tag)}>
                {stage.seenBy}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      <p className="mx-auto mt-3 max-w-2xl text-center text-sm leading-snug font-semibold text-brand-900 sm:mt-7 sm:text-xl lg:text-lg">
        {copy.closing}
      </p>
    </HeadedSection>
  )
}
