import { Fold } from '@/components/sales/fold'
import { Container, SalesSection, SectionHeading } from '@/components/sales/sales-section'
import { BoxIcon, BrainIcon, FlameIcon } from '@/components/ui/icons'
import type { VslContent } from '@/content/vsl'

const triggerIcons = [FlameIcon, BrainIcon, BoxIcon]

/** What the condition is, and the three triggers that drive it. */
export function Condition({ copy }: { copy: VslContent['condition'] }) {
  const [first, ...rest] = copy.paragraphs
  return (
    <SalesSection id={copy.id} tone="white">
      <Container className="grid gap-4 sm:gap-12 lg:grid-cols-[0.9fr_1.1fr] lg:gap-16">
        <div>
          <SectionHeading
            sectionId={copy.id}
            eyebrow={copy.eyebrow}
            heading={copy.heading}
            align="start"
          />
          <div className="mt-3 leading-normal text-muted sm:mt-6 sm:text-lg sm:leading-relaxed">
            <p>{first}</p>
            <Fold summary={copy.more} className="mt-1 sm:mt-3">
              <div className="space-y-3 sm:space-y-5">
                {rest.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </Fold>
          </div>
        </div>
        <div>
          <h3 className="font-display text-xl font-semibold text-brand-950 sm:text-2xl">
            {copy.triggersHeading}
          </h3>
          <ol className="mt-3 space-y-2 sm:mt-6 sm:space-y-4">
            {copy.triggers.map((trigger, index) => {
              const TriggerIcon = triggerIcons[index] ?? FlameIcon
              return (
                <li
                  key={trigger.title}
                  className="grid grid-cols-[auto_1fr] items-center gap-x-3 rounded-2xl bg-brand-50 p-3 ring-1 ring-brand-100 sm:flex sm:items-start sm:gap-5 sm:p-6"
                >
                  <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-brand-800 text-white sm:size-12">
                    <TriggerIcon className="size-5 shrink-0 sm:size-6" />
                  </span>
                  <div className="contents sm:block">
                    <h4 className="font-bold text-brand-950 sm:text-lg">
                      <span className="text-brand-600">{index + 1}. </span>
                      {trigger.title}
                    </h4>
                    <p className="col-span-2 mt-1 text-sm leading-snug text-muted sm:text-base sm:leading-relaxed">
                      {trigger.text}
                    </p>
                  </div>
                </li>
              )
            })}
          </ol>
        </div>
      </Container>
    </SalesSection>
  )
}
