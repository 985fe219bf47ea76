import { selectClock, selectRemainingSeconds } from '@machines/countdown/countdown.selectors'
import { useSelector } from '@xstate/react'
import type { ComponentProps } from 'react'
import type { CountdownActorRef } from '@/hooks/use-countdown'
import { cn } from '@/lib/cn'

/**
 * The countdown as m:ss. A timer role with live announcements off: a screen reader reads it
 * when the visitor gets to it rather than every second.
 */
export function CountdownClock({
  countdown,
  className,
  ...props
}: ComponentProps<'time'> & { countdown: CountdownActorRef }) {
  const clock = useSelector(countdown, selectClock)
  const seconds = useSelector(countdown, selectRemainingSeconds)
  return (
    <time
      role="timer"
      aria-live="off"
      aria-atomic="true"
      dateTime={`PT${seconds}S`}
      className={cn('tabular-nums', className)}
      {...props}
    >
      {clock}
    </time>
  )
}
