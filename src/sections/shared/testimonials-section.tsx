import { HeadedSection, type SectionTone } from '@/components/sales/sales-section'
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
    <HeadedSection copy={copy} tone={tone}>
      <ul className="mt-12 grid gap-5 md:grid-cols-3">
        {copy.items.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center text-sm text-muted">{copy.note}</p>
    </HeadedSection>
  )
}
