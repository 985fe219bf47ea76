import { Container, SalesSection } from '@/components/sales/sales-section'
import { SectionHeading } from '@/components/sales/section-heading'
import type { AdvertorialContent } from '@/content/advertorial'

export function PersonalStory({ copy }: { copy: AdvertorialContent['story'] }) {
  return (
    <SalesSection id={copy.id} tone="white" space="compact">
      <Container size="narrow">
        <SectionHeading sectionId={copy.id} heading={copy.heading} align="start" />
        <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink sm:text-xl sm:leading-relaxed">
          {copy.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <blockquote className="mt-8 border-l-4 border-cta-600 py-1 pl-5 font-display text-2xl leading-snug text-brand-900 sm:text-[1.75rem]">
          <p>{copy.pullQuote}</p>
        </blockquote>
      </Container>
    </SalesSection>
  )
}
