import { SalesImage } from '@/components/sales/sales-image'
import { Container, SalesSection, SectionTitle } from '@/components/sales/sales-section'
import { StoryLink } from '@/components/sales/story-link'
import { BadgeCheckIcon } from '@/components/ui/icons'
import type { AdvertorialContent } from '@/content/advertorial'

/** An ISO date (YYYY-MM-DD) in US English words, the same wherever the page is built. */
const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))

/**
 * The article's headline, the standfirst with a way down to the offer (on every first screen), the
 * byline with its date, and the lead picture.
 */
export function Byline({
  copy,
  advertisement,
  offerHref,
}: {
  copy: AdvertorialContent['byline']
  advertisement: AdvertorialContent['advertisement']
  offerHref: string
}) {
  return (
    <SalesSection id={copy.id} tone="white" space="none" firstScreen className="pt-5 pb-8 sm:pt-12">
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
          eyebrowClassName="text-[0.6875rem] font-bold tracking-[0.08em] text-danger-700 uppercase sm:text-sm sm:tracking-[0.12em]"
          className="mt-2 font-display text-fit-[1.625] leading-[1.12] font-semibold tracking-tight text-balance text-brand-950 sm:mt-4 sm:text-5xl sm:leading-[1.1]"
        />
        <p className="mt-3 text-base leading-normal text-pretty text-muted sm:mt-5 sm:text-xl sm:leading-relaxed">
          {copy.lede}
        </p>
        <p className="mt-2 sm:mt-3 sm:text-lg">
          <StoryLink href={offerHref}>{copy.offerLink}</StoryLink>
        </p>
        {/* The author goes under the initials rather than be squeezed under 12em (at 200 % text). */}
        <div className="mt-5 flex flex-wrap items-center gap-4 border-y border-sand-200 py-4 sm:mt-8">
          {copy.authorPhoto ? (
            <SalesImage
              image={copy.authorPhoto}
              sizes="3rem"
              className="size-12 shrink-0 rounded-full bg-brand-100 object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-800 font-display text-lg font-semibold text-white"
            >
              {copy.authorInitials}
            </span>
          )}
          <p className="min-w-[min(100%,12em)] grow basis-0 text-sm leading-snug">
            <span className="block font-semibold text-ink">
              {copy.author}
              <span className="font-normal text-muted"> · {copy.authorRole}</span>
            </span>
            <span className="block text-muted">
              {copy.publishedLabel}{' '}
              <time dateTime={copy.published}>{formatDate(copy.published)}</time>
            </span>
            <span className="mt-0.5 inline-flex items-center gap-1 text-brand-700">
              <BadgeCheckIcon className="size-4 shrink-0" />
              {copy.reviewer}
            </span>
            <span className="block text-muted">{copy.connection}</span>
          </p>
        </div>
        <figure className="mt-6 sm:mt-8">
          <SalesImage
            image={copy.leadImage}
            priority
            className="aspect-video h-auto w-full rounded-2xl bg-brand-50 object-cover ring-1 ring-brand-100"
          />
          <figcaption className="mt-2 text-sm text-muted">{copy.leadCaption}</figcaption>
        </figure>
      </Container>
    </SalesSection>
  )
}
