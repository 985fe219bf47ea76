import { FoldedParagraphs } from '@/components/sales/fold'
import { FoldCard } from '@/components/sales/fold-card'
import { IconTile } from '@/components/sales/icon-tile'
import { Container, SalesSection, SectionHeading } from '@/components/sales/sales-section'
import { BoxIcon, BrainIcon, FlameIcon } from '@/components/ui/icons'
import { Line } from '@/components/ui/kept-words'
import type { VslContent } from '@/content/vsl'

const triggerIcons = [FlameIcon, BrainIcon, BoxIcon]

/**
 * What the condition is, and the three triggers that drive it; on a page this long, the second
 * paragraph (open from lg, where it has room) and each trigger's explanation are a tap away
 * (native disclosures, in the HTML).
 */
export function Condition({ copy }: { copy: VslContent['condition'] }) {
  return (
    <SalesSection id={copy.id} tone="white" standIn="short">
      <Container className="grid gap-3 sm:gap-12 lg:grid-cols-[0.9fr_1.1fr] lg:gap-16">
        <div>
          <SectionHeading copy={copy} align="start" />
          <FoldedParagraphs
            copy={copy}
            className="mt-3 text-[0.9375rem] leading-normal text-muted sm:mt-6 sm:text-lg sm:leading-relaxed"
            // Open at lg, its summary gone, where the engine has `::details-content` (Chromium 131,
            // Safari 18.4, Firefox 143; elsewhere the summary stays, as /privacy's contents do):
            // beside the triggers, a summary under them sent the tab order back up (review 18).
            foldClassName="mt-1 sm:mt-3 lg:mt-5 lg:details-content:[content-visibility:visible]"
            summaryClassName="supports-[selector(::details-content)]:lg:hidden"
          />
        </div>
        <div>
          <h3 className="font-display text-xl font-semibold text-brand-950 sm:text-2xl">
            {copy.triggersHeading}
          </h3>
          {/* A container: at 200 % text its width in rem halves, and each trigger's title goes
              under its icon rather than beside it a few letters a line. */}
          <ol className="@container mt-3 space-y-2 sm:mt-6 sm:space-y-4">
            {copy.triggers.map((trigger, index) => (
              <FoldCard
                key={trigger.title}
                heading="h4"
                className="rounded-2xl bg-brand-50 ring-1 ring-brand-100 sm:p-6"
                marker={
                  <IconTile
                    icon={triggerIcons[index] ?? FlameIcon}
                    tone="deep"
                    className="mt-1 sm:mt-0"
                  />
                }
                title={
                  <>
                    <span className="text-brand-600">{index + 1}. </span>
                    <Line text={trigger.title} phrase={trigger.held} />
                  </>
                }
                text={trigger.text}
              />
            ))}
          </ol>
        </div>
      </Container>
    </SalesSection>
  )
}
