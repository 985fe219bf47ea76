import { FoldedParagraphs } from '@/components/sales/fold'
import { IconTile } from '@/components/sales/icon-tile'
import { Container, SalesSection, SectionHeading } from '@/components/sales/sales-section'
import { BoxIcon, BrainIcon, ChevronDownIcon, FlameIcon } from '@/components/ui/icons'
import type { VslContent } from '@/content/vsl'

const triggerIcons = [FlameIcon, BrainIcon, BoxIcon]

/**
 * What the condition is, and the three triggers that drive it; on a page this long, the second
 * paragraph and each trigger's explanation are a tap away (native disclosures, in the HTML).
 */
export function Condition({ copy }: { copy: VslContent['condition'] }) {
  return (
    <SalesSection id={copy.id} tone="white">
      <Container className="grid gap-4 sm:gap-12 lg:grid-cols-[0.9fr_1.1fr] lg:gap-16">
        <div>
          <SectionHeading copy={copy} align="start" />
          <FoldedParagraphs
            copy={copy}
            className="mt-3 leading-normal text-muted sm:mt-6 sm:text-lg sm:leading-relaxed"
            foldClassName="mt-1 sm:mt-3"
          />
        </div>
        <div>
          <h3 className="font-display text-xl font-semibold text-brand-950 sm:text-2xl">
            {copy.triggersHeading}
          </h3>
          {/* A container: at 200 % text its width in rem halves, and each trigger's title goes
              under its icon rather than beside it a few letters a line. */}
          <ol className="@container mt-3 space-y-2 sm:mt-6 sm:space-y-4">
            {copy.triggers.map((trigger, index) => {
              return (
                <li
                  key={trigger.title}
                  className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 @max-[14rem]:grid-cols-1 rounded-2xl bg-brand-50 px-fit-3 py-1.5 ring-1 ring-brand-100 sm:gap-5 sm:p-6"
                >
                  <IconTile
                    icon={triggerIcons[index] ?? FlameIcon}
                    tone="deep"
                    className="mt-1 sm:mt-0"
                  />
                  <details className="group/trigger min-w-0">
                    <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center justify-between gap-2 marker:hidden [&::-webkit-details-marker]:hidden">
                      <h4 className="min-w-[min(100%,7em)] grow basis-0 font-bold text-brand-950 sm:text-lg">
                        <span className="text-brand-600">{index + 1}. </span>
                        {trigger.title}
                      </h4>
                      <ChevronDownIcon className="ml-auto size-4 shrink-0 text-brand-700 transition-transform group-open/trigger:rotate-180" />
                    </summary>
                    <p className="pb-1.5 text-sm leading-snug text-muted sm:text-base sm:leading-relaxed">
                      {trigger.text}
                    </p>
                  </details>
                </li>
              )
            })}
          </ol>
        </div>
      </Container>
    </SalesSection>
  )
}
