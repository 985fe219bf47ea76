import { HeldName } from '@/components/sales/held-name'
import { Portrait } from '@/components/sales/portrait'
import { Container, SalesSection, SectionTitle } from '@/components/sales/sales-section'
import { Compounds } from '@/components/ui/kept-words'
import type { AdvertorialContent } from '@/content/advertorial'
import { looseLines } from '@/lib/typeset'

/** A physician's words, set as a pull quote. */
export function ExpertQuote({ copy }: { copy: AdvertorialContent['expertQuote'] }) {
  const { person } = copy
  return (
    <SalesSection id={copy.id} tone="white" space="none" firstScreen className="pb-5 sm:pb-12">
      <Container size="narrow">
        <SectionTitle
          copy={copy}
          className="text-sm font-bold tracking-[0.14em] text-brand-700 uppercase"
        />
        {/* The other cards' 20 px inside on phones (12 under 352 px, where the first order must
            be 3.35 screens down: e2e/first-screen.spec.ts), 12 px under its label (review 31: 12
            px inside, the label 6 px over it, it read cramped beside the rest). */}
        <figure className="mt-3 rounded-3xl bg-brand-50 p-fit-3 ring-1 ring-brand-100 min-[22rem]:p-fit-5 sm:mt-4 sm:p-8">
          <blockquote className="font-display text-base leading-[1.3] sm:leading-snug text-brand-950 sm:text-fit-[1.75]">
            <p>“{copy.quote}”</p>
          </blockquote>
          {/* Her portrait beside her name and her role, which says the disclosure (the byline
              said it whole), laid out as PortraitName lays a portrait and name out, with the
              role's compounds held: 'masterclass co- / host' at 375 in Chromium (round 11). The
              text goes under the portrait rather than narrower than 8em (only at 200 % text). */}
          <figcaption className="mt-2 flex flex-wrap items-center gap-3 sm:mt-6">
            <Portrait person={person} sizes="4rem" className="size-11 shrink-0 ring-2 sm:size-14" />
            <div className="max-w-max min-w-[min(100%,8em)] grow basis-0 text-sm leading-snug text-pretty">
              {/* Free to wrap at 200 % text, where whole it is wider than the text beside her. */}
              <p {...looseLines} className="font-semibold text-ink">
                <HeldName name={person.name} />
              </p>
              <p className="text-muted">
                <Compounds text={person.role} />
              </p>
            </div>
          </figcaption>
        </figure>
      </Container>
    </SalesSection>
  )
}
