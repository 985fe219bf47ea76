import { PortraitName } from '@/components/sales/portrait'
import { Container, SalesSection, SectionTitle } from '@/components/sales/sales-section'
import type { AdvertorialContent } from '@/content/advertorial'

/** A physician's words, set as a pull quote. */
export function ExpertQuote({ copy }: { copy: AdvertorialContent['expertQuote'] }) {
  return (
    <SalesSection id={copy.id} tone="white" space="none" firstScreen className="pb-5 sm:pb-12">
      <Container size="narrow">
        <SectionTitle
          copy={copy}
          className="text-sm font-bold tracking-[0.14em] text-brand-700 uppercase"
        />
        <figure className="mt-1.5 rounded-3xl bg-brand-50 p-fit-3 ring-1 ring-brand-100 sm:mt-4 sm:p-8">
          <blockquote className="font-display text-base leading-[1.3] sm:leading-snug text-brand-950 sm:text-fit-[1.75]">
            <p>“{copy.quote}”</p>
          </blockquote>
          <PortraitName
            as="figcaption"
            person={copy.person}
            // Her role with the disclosure in it (the byline said it whole).
            detail="role"
            className="mt-2 gap-3 sm:mt-6"
            portraitClassName="size-11 ring-2 sm:size-14"
            textClassName="text-sm text-pretty"
          />
        </figure>
      </Container>
    </SalesSection>
  )
}
