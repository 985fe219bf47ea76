import { Container, SalesSection, SectionHeading } from '@/components/sales/sales-section'
import { BoxIcon, BrainIcon, FlameIcon } from '@/components/ui/icons'
import type { VslContent } from '@/content/vsl'

const triggerIcons = [FlameIcon, BrainIcon, BoxIcon]

/** What the condition is, and the three triggers that drive it. */
export function Condition({ copy }: { copy: VslContent['condition'] }) {
  return (
    <SalesSection id={copy.id} tone="white">
      <Container className="grid gap-12 lg:grid-cols-[0.9fr_1.1fr] lg:gap-16">
        <div>
          <SectionHeading
            sectionId={copy.id}
            eyebrow={copy.eyebrow}
            heading={copy.heading}
            align="start"
          />
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-muted">
            {copy.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div>
          <h3 className="font-display text-2xl font-semibold text-brand-950">
            {copy.triggersHeading}
          </h3>
          <ol className="mt-6 space-y-4">
            {copy.triggers.map((trigger, index) => {
              const TriggerIcon = triggerIcons[index] ?? FlameIcon
              return (
                <li
                  key={trigger.title}
                  className="flex gap-5 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:p-6"
                >
                  <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-800 text-white">
                    <TriggerIcon className="size-6 shrink-0" />
                  </span>
                  <div>
                    <h4 className="text-lg font-bold text-brand-950">
                      <span className="text-brand-600">{index + 1}. </span>
                      {trigger.title}
                    </h4>
                    <p className="mt-1 leading-relaxed text-muted">{trigger.text}</p>
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
