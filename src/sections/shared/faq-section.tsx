import { FaqList } from '@/components/sales/faq-list'
import { Container, SalesSection } from '@/components/sales/sales-section'
import { SectionHeading } from '@/components/sales/section-heading'
import type { FaqItem, SectionCopy } from '@/content/sales-types'

export function FaqSection({ copy }: { copy: SectionCopy & { items: readonly FaqItem[] } }) {
  return (
    <SalesSection id={copy.id} tone="sand">
      <Container size="narrow">
        <SectionHeading sectionId={copy.id} eyebrow={copy.eyebrow} heading={copy.heading} />
        <FaqList items={copy.items} className="mt-10" />
      </Container>
    </SalesSection>
  )
}
