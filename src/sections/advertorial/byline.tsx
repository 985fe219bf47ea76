import { LabLine } from '@/components/sales/lab-line'
import { ReviewScore } from '@/components/sales/review-score'
import { SalesImage } from '@/components/sales/sales-image'
import { Container, SalesSection, SectionTitle } from '@/components/sales/sales-section'
import { StoryLink } from '@/components/sales/story-link'
import { BadgeCheckIcon } from '@/components/ui/icons'
import type { AdvertorialContent } from '@/content/advertorial'
import { labLine, reviewLine } from '@/content/proof'

/** An ISO date (YYYY-MM-DD) in US English words, the same wherever the page is built. */
const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))

/**
 * The article's opening, as an editorial sets it: the headline, the standfirst with its way down
 * to the offer ("how to check ... for $97"), the byline with the author's face, and, when the brand
 * set them, the laboratory and the review score, so something independent comes before any order
 * button; all of it on a laptop's first 800 px, the offer's line on a phone's first screen
 * (e2e/first-screen.spec.ts). Then the lead picture: the story's photograph (`photo`, the brand's,
 * landscape) or the story's drawing.
 */
export function Byline({
  copy,
  advertisement,
  photo,
  offerHref,
}: {
  copy: AdvertorialContent['byline']
  advertisement: AdvertorialContent['advertisement']
  photo: AdvertorialContent['story']['photo']
  offerHref: string
}) {
  // At its own landscape shape: the brand's photograph is made 3:2 (src/content/photos.ts), the
  // drawing is 2:1; neither is cut to the other's.
  const lead = 'h-auto w-full rounded-xl bg-brand-50 ring-1 ring-brand-100'
  return (
    <SalesSection
      id={copy.id}
      tone="white"
      space="none"
      firstScreen
      className="pt-4 pb-6 sm:pt-8 sm:pb-8"
    >
      <Container size="narrow">
        {/* By the headline, in words, as an ad formatted like an article must say (FTC 2015). */}
        <p className="mb-2 flex flex-wrap items-center gap-x-2 text-xs text-muted sm:mb-3 sm:text-sm">
          <span className="rounded border border-muted/40 px-1.5 font-bold tracking-wide text-ink uppercase">
            {advertisement.label}
          </span>{' '}
          {advertisement.sponsor}
        </p>
        <SectionTitle
          as="h1"
          copy={copy}
          eyebrowClassName="text-[0.6875rem] font-bold tracking-[0.08em] text-brand-700 uppercase sm:text-sm sm:tracking-[0.12em]"
          className="mt-1.5 font-display text-fit-[1.3125] leading-[1.15] font-semibold tracking-tight text-balance text-brand-950 sm:mt-3 sm:text-[2.25rem] sm:leading-[1.12]"
        />
        <p className="mt-3 text-[1.0625rem] leading-normal text-pretty text-ink sm:mt-4 sm:text-xl sm:leading-normal">
          {copy.lede}
        </p>
        <p className="mt-2 sm:mt-3 sm:text-lg">
          <StoryLink href={offerHref}>{copy.offerLink}</StoryLink>
        </p>
        <div data-slot="byline" className="mt-5 border-t border-sand-200 pt-4 sm:mt-6">
          {/* The face and the lines beside it centred on each other; at 200 % text the lines
              go under the face rather than be squeezed under 12em. */}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {copy.authorPhoto ? (
              <SalesImage
                image={copy.authorPhoto}
                sizes="4rem"
                className="size-16 shrink-0 rounded-full bg-brand-100 object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="grid size-16 shrink-0 place-items-center rounded-full bg-brand-800 font-display text-xl font-semibold text-white"
              >
                {copy.authorInitials}
              </span>
            )}
            <p className="min-w-[min(100%,12em)] grow basis-0 text-sm leading-snug sm:text-base">
              <span className="block font-semibold text-ink">
                {copy.author}
                <span className="font-normal text-muted"> · {copy.authorRole}</span>
              </span>
              <span className="block text-muted">
                {copy.publishedLabel}{' '}
                <time dateTime={copy.published}>{formatDate(copy.published)}</time>
              </span>
              <span className="mt-0.5 flex items-center gap-1 font-medium text-brand-700">
                <BadgeCheckIcon className="size-4 shrink-0" />
                {copy.reviewer}
              </span>
            </p>
          </div>
          <p className="mt-2 text-sm leading-snug text-muted">{copy.connection}</p>
        </div>
        {labLine || reviewLine ? (
          <div className="mt-4 space-y-2 rounded-xl bg-sand-50 p-fit-3 ring-1 ring-sand-200 sm:p-4">
            <ReviewScore align="start" />
            <LabLine className="font-medium" />
          </div>
        ) : null}
        <figure className="mt-5 sm:mt-8">
          {photo ? (
            <SalesImage
              image={photo}
              priority="low"
              sizes="(min-width: 48rem) 44rem, 100vw"
              className={`${lead} aspect-[3/2] object-cover`}
            />
          ) : (
            <SalesImage image={copy.leadImage} priority="low" className={lead} />
          )}
          <figcaption className="mt-2 text-sm leading-snug text-muted">
            {photo ? copy.leadPhotoCaption : copy.leadCaption}
          </figcaption>
        </figure>
      </Container>
    </SalesSection>
  )
}
