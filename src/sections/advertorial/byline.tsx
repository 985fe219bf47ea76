import { BadgeCheckIcon } from 'lucide-react'
import { Container, headingId, SalesSection } from '@/components/sales/sales-section'
import type { AdvertorialContent } from '@/content/advertorial'

/** The article's headline, standfirst and byline. */
export function Byline({ copy }: { copy: AdvertorialContent['byline'] }) {
  return (
    <SalesSection
      id={copy.id}
      tone="white"
      space="none"
      firstScreen
      className="pt-10 pb-8 sm:pt-14"
    >
      <Container size="narrow">
        <p className="text-sm font-bold tracking-[0.14em] text-danger-700 uppercase">
          {copy.eyebrow}
        </p>
        <h1
          id={headingId(copy.id)}
          className="mt-4 font-display text-[2rem] leading-[1.12] font-semibold tracking-tight text-balance text-brand-950 sm:text-5xl"
        >
          {copy.heading}
        </h1>
        <p className="mt-5 text-xl leading-relaxed text-pretty text-muted">{copy.lede}</p>
        <div className="mt-8 flex items-center gap-4 border-y border-sand-200 py-4">
          <span
            aria-hidden="true"
            className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-800 font-display text-lg font-semibold text-white"
          >
            {copy.authorInitials}
          </span>
          <p className="text-sm leading-snug">
            <span className="block font-semibold text-ink">
              {copy.author}
              <span className="font-normal text-muted"> · {copy.authorRole}</span>
            </span>
            <span className="mt-0.5 inline-flex items-center gap-1 text-brand-700">
              <BadgeCheckIcon className="size-4 shrink-0" />
              {copy.reviewer}
            </span>
          </p>
        </div>
      </Container>
    </SalesSection>
  )
}
