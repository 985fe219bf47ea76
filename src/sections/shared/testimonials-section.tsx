import { ReviewScore } from '@/components/sales/review-score'
import { HeadedSection, type SectionTone } from '@/components/sales/sales-section'
import { TestimonialCard } from '@/components/sales/testimonial-card'
import { asOfStyle } from '@/components/ui/as-of'
import { AsOfNote } from '@/components/ui/as-of-note'
import { buttonVariants } from '@/components/ui/button-variants'
import { ArrowLeftIcon, ArrowRightIcon } from '@/components/ui/icons'
import { asOfDays } from '@/content/as-of'
import { reviewLine } from '@/content/proof'
import type { SectionCopy, Testimonial } from '@/content/sales-types'
import { testimonialLabels } from '@/content/testimonials'
import { cn } from '@/lib/cn'

/** One of the stories' steps: an outlined round button, its name for readers, hidden until live. */
function StepButton({
  slot,
  label,
  icon: Icon,
}: {
  slot: string
  label: string
  icon: typeof ArrowLeftIcon
}) {
  return (
    <button
      type="button"
      data-slot={slot}
      aria-label={label}
      className={cn(
        buttonVariants({ variant: 'outline', size: 'icon' }),
        'invisible group-data-live/carousel:visible aria-disabled:opacity-40',
      )}
    >
      <Icon className="size-5 shrink-0" />
    </button>
  )
}

export function TestimonialsSection({
  copy,
  tone = 'sand',
  score = true,
}: {
  copy: SectionCopy & { items: readonly Testimonial[]; note: string }
  tone?: SectionTone
  /** False where the page already shows the score by each price and in its first screen. */
  score?: boolean
}) {
  // The lede's figures and the score both dated: one 'Figures as of …' line under the score says
  // their days, none in the lede (round 8: '…three of them. (as of …)' then the score's own).
  const datedOnce = score && !!reviewLine && asOfDays(copy.ledeFigures ?? []).length > 0
  return (
    <HeadedSection copy={datedOnce ? { ...copy, ledeFigures: [] } : copy} tone={tone}>
      {/* The stories' header: the score in plain words, the link out stands in the hero alone
          (rsales21: six links to one site on the advertorial read as noise; sales49, adv44). */}
      {score ? <ReviewScore className="mt-3 sm:mt-6" unlinked dated={!datedOnce} /> : null}
      {datedOnce ? (
        <AsOfNote
          figures={copy.ledeFigures ?? []}
          also={[reviewLine?.asOf]}
          named
          className={cn(asOfStyle, 'mt-1 text-center text-muted sm:text-base')}
        />
      ) : null}
      {/* Over the cards, read before them, in ink as plain as theirs: what anyone can expect from
          the kit (review 18: under the grid it came after every result). */}
      <p className="mt-2 text-center text-sm text-ink sm:mt-4">{copy.note}</p>
      {/* Below lg the stories sit side by side in a row that scrolls sideways (by touch, or by
          keyboard once the row has focus), a card and a glimpse of the next one at a time, with
          where the reader is and a way to the next over the row, not under it: under a card as
          tall as a small phone's screen they sat behind the slim order bar (issue 72).
          src/components/sales/story-carousel.dom.ts brings those to life; until then they hold
          their place. The row's scrollbar hidden: its buttons, its place ('1 of 5') and the next
          card's edge say there is more, and its keys still scroll it (rsales32: WebKit drew a grey
          thumb under the cards at rest). */}
      <div data-island="story-carousel" className="group/carousel">
        <div className="mt-3 flex items-center justify-center gap-4 lg:hidden">
          <StepButton
            slot="carousel-previous"
            label={testimonialLabels.previous}
            icon={ArrowLeftIcon}
          />
          <p
            data-slot="carousel-status"
            data-position={testimonialLabels.position}
            aria-live="polite"
            className="max-w-40 min-w-0 flex-1 text-center text-sm font-semibold text-ink"
          >
            {testimonialLabels.swipe}
          </p>
          <StepButton slot="carousel-next" label={testimonialLabels.next} icon={ArrowRightIcon} />
        </div>
        <ul
          data-slot="carousel-list"
          aria-label={testimonialLabels.carousel}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a row that scrolls must take focus to scroll by keyboard
          tabIndex={0}
          className="relative -mx-4 large-text:-mx-2 mt-2 flex snap-x min-[22rem]:-mx-5 min-[22rem]:px-5 sm:-mx-8 sm:px-8 snap-mandatory gap-3 overflow-x-auto overscroll-x-contain px-fit-4 pb-2 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden lg:mt-6 lg:mx-0 lg:grid lg:grid-cols-3 lg:gap-x-5 lg:gap-y-0 lg:overflow-visible lg:px-0 lg:pb-0"
        >
          {copy.items.map((testimonial) => (
            <li
              key={testimonial.id}
              className="w-[min(100%,max(88%,15rem))] max-w-sm shrink-0 snap-center lg:row-span-4 lg:grid lg:w-auto lg:max-w-none lg:grid-rows-subgrid"
            >
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </div>
    </HeadedSection>
  )
}
