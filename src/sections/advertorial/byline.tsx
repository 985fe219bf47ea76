import { SalesImage } from '@/components/sales/sales-image'
import { Container, headingId, SalesSection } from '@/components/sales/sales-section'
import { StoryLink } from '@/components/sales/story-link'
import { BadgeCheckIcon } from '@/components/ui/icons'
import type { AdvertorialContent } from '@/content/advertorial'

/**
 * The article's headline, its lead picture (on the first screen of a phone), the standfirst with a
 * way down to the offer, and the byline.
 */
export function Byline({
  copy,
  offerHref,
}: {
  copy: AdvertorialContent['byline']
  offerHref: string
}) {
  return (
    <SalesSection id={copy.id} tone="white" space="none" firstScreen className="pt-5 pb-8 sm:pt-12">
      <Container size="narrow">
        <p className="text-xs font-bold tracking-[0.12em] text-danger-700 uppercase sm:text-sm">
          {copy.eyebrow}
        </p>
        <h1
          id={headingId(copy.id)}
          className="mt-2 font-display text-[1.625rem] leading-[1.15] font-semibold tracking-tight text-balance text-brand-950 sm:mt-4 sm:text-5xl sm:leading-[1.1]"
        >
          {copy.heading}
        </h1>
        <figure className="mt-4 sm:mt-8">
          <SalesImage
            image={copy.leadImage}
            priority
            className="aspect-video h-auto w-full rounded-2xl bg-brand-50 object-cover ring-1 ring-brand-100"
          />
          <figcaption className="mt-2 text-sm text-muted">{copy.leadCaption}</figcaption>
        </figure>
        <p className="mt-5 text-lg leading-relaxed text-pretty text-muted sm:text-xl">
          {copy.lede}
        </p>
        <p className="mt-3 text-lg">
          <StoryLink href={offerHref}>{copy.offerLink}</StoryLink>
        </p>
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
