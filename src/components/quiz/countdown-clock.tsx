import {
  selectClock,
  selectClockLength,
  selectHasPassed,
  selectRemainingSeconds,
} from '@machines/countdown/countdown.selectors'
import { useSelector } from '@xstate/react'
import type { ComponentProps, ReactNode } from 'react'
import { quizResults } from '@/content/quiz-results'
import type { CountdownActorRef } from '@/hooks/use-countdown'
import { cn } from '@/lib/cn'

/**
 * The countdown as m:ss (h:mm:ss, 'N d hh:mm:ss' to a set start hours or days away), on one line
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
 * A label and the countdown; once a set masterclass start has passed, in their place the line
 * that the next session is being scheduled: never 0:00 nor a time that starts again.
 */
export function CountdownLine({
  countdown,
  label,
  clockClassName,
}: {
  countdown: CountdownActorRef
  label: ReactNode
  clockClassName?: string
}) {
  const passed = useSelector(countdown, selectHasPassed)
  if (passed) return <span data-slot="countdown-passed">{quizResults.countdown.scheduling}</span>
  return (
    <>
      {label}
      <CountdownClock countdown={countdown} className={clockClassName} />
    </>
  )
}
