import { Container, SalesSection } from '@/components/sales/sales-section'
import { SectionHeading } from '@/components/sales/section-heading'
import { StatGrid } from '@/components/sales/stat-grid'
import type { AdvertorialContent } from '@/content/advertorial'

export function Statistics({ copy }: { copy: AdvertorialContent['statistics'] }) {
  return (
    <SalesSection id={copy.id} tone="white" space="compact">
      <Container size="narrow">
        <SectionHeading sectionId={copy.id} heading={copy.heading} align="start" />
        <StatGrid stats={copy.stats} columns={2} className="mt-8" />
        <p className="mt-5 text-sm text-muted">{copy.note}</p>
      </Container>
    </SalesSection>
  )
}
