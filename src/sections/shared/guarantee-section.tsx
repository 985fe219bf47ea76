import { GuaranteeSeal } from '@/components/sales/guarantee-seal'
import {
  Container,
  SalesSection,
  SectionHeading,
  type SectionTone,
} from '@/components/sales/sales-section'
import type { GuaranteeCopy } from '@/content/sales-types'

export function GuaranteeSection({
  copy,
  tone = 'white',
}: {
  copy: GuaranteeCopy
  tone?: SectionTone
}) {
  return (
    <SalesSection id={copy.id} tone={tone}>
      <Container size="medium">
        <div className="flex flex-col items-center gap-4 rounded-[2rem] border-2 border-dashed border-gold-400 bg-sand-50 p-4 text-center sm:gap-8 sm:p-10 md:flex-row md:items-start md:text-left">
          <GuaranteeSeal
            seal={copy.seal}
            arcId={`${copy.id}-seal-arc`}
            className="size-28 sm:size-48"
          />
          <div>
            <SectionHeading
              sectionId={copy.id}
              eyebrow={copy.eyebrow}
              heading={copy.heading}
              align="start-from-md"
            />
            <div className="mt-3 space-y-3 leading-relaxed text-muted sm:mt-5 sm:space-y-4 sm:text-lg">
              {copy.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        </div>
      </Container>
    </SalesSection>
  )
}
