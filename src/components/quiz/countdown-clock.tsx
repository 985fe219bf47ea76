import {
  selectClock,
  selectClockLength,
  selectEndsAt,
  selectHasPassed,
  selectRemainingSeconds,
} from '@machines/countdown/countdown.selectors'
import { useSelector } from '@xstate/react'
import { type ComponentProps, type ReactNode, useId } from 'react'
import type { CountdownActorRef } from '@/actors/countdown'
import { asOfCopy } from '@/content/as-of'
import { quizResults } from '@/content/quiz-results'
import { useMounted } from '@/hooks/use-mounted'
import { cn } from '@/lib/cn'
import { localDateTimeWords, utcDateTimeWords } from '@/lib/local-time'

/**
 * The countdown as m:ss (h:mm:ss to a set start hours away), on one line
 * whatever its length. A timer role with live announcements off: a screen reader reads it when
 * the visitor gets to it rather than every second.
 */
function CountdownClock({
  countdown,
  className,
  ...props
}: ComponentProps<'time'> & { countdown: CountdownActorRef }) {
  const clock = useSelector(countdown, selectClock)
  const seconds = useSelector(countdown, selectRemainingSeconds)
  const length = useSelector(countdown, selectClockLength)
  return (
    <time
      role="timer"
      aria-live="off"
      aria-atomic="true"
      dateTime={`PT${seconds}S`}
      data-length={length}
      className={cn('whitespace-nowrap tabular-nums', className)}
      {...props}
    >
      {clock}
    </time>
  )
}

/**
 * A set start more than a day away as its date in the visitor's zone, said so ('Tue 15
 * Jan, 7:00 pm (your time)'): a count of days and seconds ('364 d 23:59:59') says nothing a date does
 * not say better. The zone is the browser's, so until mounted the UTC words hold the place, unseen.
 */
function StartDate({ countdown }: { countdown: CountdownActorRef }) {
  const endsAt = useSelector(countdown, selectEndsAt)
  const mounted = useMounted()
  return (
    <span>
      <time
        dateTime={new Date(endsAt).toISOString()}
        data-slot="countdown-date"
        className={cn(!mounted && 'invisible')}
      >
        {mounted
          ? localDateTimeWords(endsAt, { short: true, start: true })
          : utcDateTimeWords(endsAt)}
      </time>
      {/* In the visitor's zone, said so as the registration box says it (round 14: the banner
          read '…12:00 am' with no zone over '…12:00 am (your time)'), in a lighter weight than
          the date it qualifies: at 375 the label and the date with it take 344 of the banner's
          351 px (353 in bold, which put the note under the label, review 22). Held to the date's
          last word (never a line of its own: at 320 it stood alone under the date, review 35; the
          space before it is the note's, so no break there), the date free to wrap at 200 % text
          (whole, it ran 50-100 px out at 320): where the three do not fit one line, the date and
          the note go under the label (the banner's flex items), in the room the band keeps for
          them on a phone (bandRoom, ../../sections/quiz-results/band-tones.ts). Unseen until
          mounted, with the UTC words: the banner keeps its height as they give way. */}
      <span className={cn('font-normal whitespace-nowrap', !mounted && 'invisible')}>
        {' '}
        {asOfCopy.yourTime}
      </span>
    </span>
  )
}

/**
 * A label and the countdown, named by it (a timer read as '8:27' alone said nothing of what it
 * counts to, review 44); more than a day ahead, `dateLabel` and the start's date (nothing
 * without one); once a set masterclass start has passed, in their place the line that the next
 * session is being scheduled: never 0:00 nor a time that starts again.
 */
export function CountdownLine({
  countdown,
  label,
  dateLabel,
  clockClassName,
}: {
  countdown: CountdownActorRef
  label: ReactNode
  dateLabel?: ReactNode
  clockClassName?: string
}) {
  const passed = useSelector(countdown, selectHasPassed)
  const length = useSelector(countdown, selectClockLength)
  const labelId = useId()
  if (passed) return <span data-slot="countdown-passed">{quizResults.countdown.scheduling}</span>
  if (length === 'days') {
    return dateLabel ? (
      <>
        {dateLabel}
        <StartDate countdown={countdown} />
      </>
    ) : null
  }
  return (
    <>
      {/* No box of its own: the label's box is the caller's, in the caller's layout. Read once,
          as the timer's name: read as text too, a screen reader said it twice (review 46). */}
      <span id={labelId} aria-hidden="true" className="contents">
        {label}
      </span>
      <CountdownClock countdown={countdown} aria-labelledby={labelId} className={clockClassName} />
    </>
  )
}
