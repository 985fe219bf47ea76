import { Container, SalesSection, type SectionTone } from '@/components/sales/sales-section'
import { SectionHeading } from '@/components/sales/section-heading'
import { TestimonialCard } from '@/components/sales/testimonial-card'
import type { SectionCopy, Testimonial } from '@/content/sales-types'

export function TestimonialsSection({
  copy,
  tone = 'sand',
}: {
  copy: SectionCopy & { items: readonly Testimonial[]; note: string }
  tone?: SectionTone
}) {
  return (
    <SalesSection id={copy.id} tone={tone}>
      <Container>
        <SectionHeading
          sectionId={copy.id}
          eyebrow={copy.eyebrow}
          heading={copy.heading}
          lede={copy.lede}
        />
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {copy.items.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-sm text-muted">{copy.note}</p>
      </Container>
    </SalesSection>
  )
}
