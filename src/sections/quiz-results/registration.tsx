import { selectClockLength, selectRemainingSeconds } from '@machines/countdown/countdown.selectors'
import type { RiskTier } from '@machines/quiz/quiz.rules'
import { useSelector } from '@xstate/react'
import type { CountdownActorRef } from '@/actors/countdown'
import { CountdownLine } from '@/components/quiz/countdown-clock'
import { clockIcon } from '@/components/quiz/drawings'
import { checkIcon, Icon } from '@/components/quiz/icons'
import { AsOfNote } from '@/components/ui/as-of-note'
import { filledLines, keptLast } from '@/components/ui/kept-words'
import { quizFigures } from '@/content/quiz-figures'
import { quizResults, registrationFraming } from '@/content/quiz-results'
import { cn } from '@/lib/cn'
import { MasterclassStart } from './masterclass-start'
import { MasterclassLink, ReserveButton } from './reserve-button'
import { ResultsBlock } from './results-block'

/**
 * The block's urgency follows the tier, as the banner's does: a low score gets a calm panel (no
 * red timer, no red seats left) under a calm heading (`framing`), a moderate one the action
 * colour, a high one the alarm red and, while the start is under a day away, 'Registration closes
 * soon'.
 */
const tones: Record<RiskTier, { panel: string; remaining: string; bar: string }> = {
  low: { panel: 'bg-brand-50 text-brand-900', remaining: 'text-muted', bar: 'fill-brand-600' },
  moderate: { panel: 'bg-cta-100 text-cta-700', remaining: 'text-cta-700', bar: 'fill-cta-600' },
  high: {
    panel: 'bg-danger-50 text-danger-700',
    remaining: 'text-danger-700',
    bar: 'fill-cta-600',
  },
}

/** The masterclass's set start, ms since the epoch, or null: the spec's 508 s countdown. */
const startsAt = quizFigures.masterclass.startsAt
  ? Date.parse(quizFigures.masterclass.startsAt)
  : null

/**
 * The closing card: the countdown, the start in words with "Add to calendar" (when the brand set
 * the start), the seats (not for a low score), and the ways to register. Once a set start has
 * passed (`passed`) it says so: no 'closes soon', no seats left, the next session ahead.
 */
export function Registration({
  countdown,
  tier,
  passed,
}: {
  countdown: CountdownActorRef
  tier: RiskTier
  passed: boolean
}) {
  const { registration, buttons, reassurances } = quizResults
  const tone = tones[tier]
  // 'Closes soon' only while it is true: a set start a day or more away is not soon.
  const framing = useSelector(countdown, (snapshot) =>
    registrationFraming(tier, selectRemainingSeconds(snapshot)),
  )
  // Seats left are scarcity; a low score is told of none, nor once the session has started.
  const seats = !passed && tier !== 'low'
  // More than a day ahead, the start's date below says when; a count of days would not.
  const dated = useSelector(countdown, selectClockLength) === 'days'
  // The card's figures dated once, under them. No review score in the card: the kit's rating
  // under the masterclass's buttons lent a product's score to a free event's sign-up (rquiz18);
  // the intro carries it, under its counters.
  const asOf = (
    <AsOfNote
      figures={seats ? registration.figures : registration.figures.slice(0, 1)}
      className="mt-1 text-xs text-muted"
    />
  )
  return (
    <ResultsBlock
      headingId="quiz-register-heading"
      copy={passed ? registration.passed : framing}
      tone="sand"
      centred
    >
      <div
        data-slot="registration"
        className="mt-4 max-w-2xl rounded-3xl bg-white px-fit-3 py-4 text-center shadow-xl ring-1 shadow-brand-950/5 ring-sand-200 sm:mt-6 sm:p-8 lg:mx-auto lg:mt-8"
      >
        {/* Past the start the banner says, once, that the next session is being scheduled. */}
        {passed ? null : (
          <div
            data-slot="registration-clock"
            className={cn(
              'flex flex-col items-center gap-1 rounded-2xl px-fit-3 py-2.5',
              tone.panel,
            )}
          >
            {dated ? null : (
              <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1">
                <CountdownLine
                  countdown={countdown}
                  label={
                    <span className="flex flex-wrap items-center justify-center gap-x-2 text-xs font-semibold tracking-wide uppercase sm:text-sm">
                      <Icon shapes={clockIcon} size="sm" />
                      {framing.closesIn}
                    </span>
                  }
                  clockClassName="text-3xl font-bold sm:text-4xl"
                />
              </p>
            )}
            {startsAt !== null ? (
              <MasterclassStart
                startsAt={startsAt}
                durationMinutes={quizFigures.masterclass.durationMinutes}
                className="mt-2"
              />
            ) : null}
          </div>
        )}
        {seats ? (
          <svg
            viewBox="0 0 100 6"
            preserveAspectRatio="none"
            width="100"
            height="6"
            aria-hidden="true"
            focusable="false"
            className="mt-4 h-2.5 w-full overflow-hidden rounded-full"
          >
            <rect width="100" height="6" rx="3" className="fill-sand-200" />
            <rect width={registration.filledPercent} height="6" rx="3" className={tone.bar} />
          </svg>
        ) : null}
        <div
          className={cn(
            'mt-2 flex flex-col text-sm font-semibold sm:flex-row',
            seats ? 'sm:justify-between' : 'sm:justify-center',
          )}
        >
          <p className={cn('text-ink', filledLines)}>{keptLast(registration.registered)}</p>
          {seats ? <p className={tone.remaining}>{registration.remaining}</p> : null}
        </div>
        {asOf}
        <div className="mt-4 flex flex-col items-center gap-3 sm:mt-6">
          <ReserveButton passed={passed} />
          <MasterclassLink
            look={{ variant: 'outline', size: 'md' }}
            // As wide as the Reserve button over it at every width: at 1280 an auto-width pill
            // under a full-width button read as a different kind of thing.
            className="w-full text-balance max-sm:px-fit-3 max-[22rem]:text-[0.9375rem]"
          >
            {buttons.energy}
          </MasterclassLink>
        </div>
        {/* One under another on phones, the list centred in the card; from sm two by two, so no
            item is left alone on a row (in one wrapping row, 3 + 1 at 1280: round 13). */}
        {/* On a phone the list takes 6 px of the card's padding each side: 'Your information is
            secure and / never shared' broke at 375 some 3 px short of one line (review 32). */}
        <ul
          className={cn(
            'mx-auto mt-4 flex w-fit max-w-full flex-col max-sm:-mx-1.5 max-sm:max-w-[calc(100%+0.75rem)] gap-y-1 text-left text-sm font-medium text-muted sm:grid sm:grid-cols-[auto_auto] sm:gap-x-8 sm:gap-y-1.5',
            filledLines,
          )}
        >
          {reassurances.map((item) => (
            // Its last words held, not balanced: Gecko, which ignores `pretty`, left 'shared'
            // alone at 375, and balanced at 320 and 375 it broke 'Your information is / secure and
            // never shared' where the card had room for more (round 9).
            <li key={item} className="flex items-start gap-1.5">
              <Icon shapes={checkIcon} size="sm" className="mt-0.5 text-brand-600" />
              <span>{keptLast(item)}</span>
            </li>
          ))}
        </ul>
      </div>
    </ResultsBlock>
  )
}
