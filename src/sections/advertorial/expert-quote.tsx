import { Portrait } from '@/components/sales/portrait'
import { Container, headingId, SalesSection } from '@/components/sales/sales-section'
import type { AdvertorialContent } from '@/content/advertorial'

/** A physician's words, set as a pull quote. */
export function ExpertQuote({ copy }: { copy: AdvertorialContent['expertQuote'] }) {
  return (
    <SalesSection id={copy.id} tone="white" space="none" firstScreen className="pb-12">
      <Container size="narrow">
        <h2
          id={headingId(copy.id)}
          className="text-sm font-bold tracking-[0.14em] text-brand-700 uppercase"
        >
          {copy.heading}
        </h2>
        <figure className="mt-4 rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8">
          <blockquote className="font-display text-2xl leading-snug text-brand-950 sm:text-[1.75rem]">
            <p>“{copy.quote}”</p>
          </blockquote>
          <figcaption className="mt-6 flex items-center gap-3">
            <Portrait person={copy.person} className="size-14 ring-2" />
            <span className="text-sm leading-snug">
              <span className="block font-semibold text-ink">{copy.person.name}</span>
              <span className="text-muted">{copy.person.credentials}</span>
            </span>
          </figcaption>
        </figure>
      </Container>
    </SalesSection>
  )
}
