import { selectClockLength, selectHasPassed } from '@machines/countdown/countdown.selectors'
import type { RiskTier } from '@machines/quiz/quiz.rules'
import { useSelector } from '@xstate/react'
import type { CountdownActorRef } from '@/actors/countdown'
import { CountdownLine } from '@/components/quiz/countdown-clock'
import { videoIcon } from '@/components/quiz/drawings'
import { Icon } from '@/components/quiz/icons'
import { quizResults } from '@/content/quiz-results'
import { cn } from '@/lib/cn'
import { bandRoom, bandTones } from './band-tones'

/**
 * A slim line across the top of the results: when the masterclass starts, and who has
 * registered (dated, when the brand dated it, in the sentence: 'registered by Nov 22'). Below
 * sm, a clock of hours (to a set start) or the start's date more than a day ahead, and its label,
 * or the line that the next session is being scheduled, are set tighter, so that they keep to one
 * line at 320 px; a date under its label, in the room the band has on a phone (bandRoom) as the
 * wait's band has it.
 */
export function CountdownBanner({
  countdown,
  tier,
}: {
  countdown: CountdownActorRef
  tier: RiskTier
}) {
  const copy = quizResults.countdown
  const length = useSelector(countdown, selectClockLength)
  const passed = useSelector(countdown, selectHasPassed)
  // The line of a long clock, or of the scheduling note past a set start, set to fit 320 px.
  const long = passed || length !== 'minutes'
  return (
    <p
      data-slot="countdown-banner"
      className={cn(
        'flex flex-wrap content-center items-center justify-center gap-x-3 px-fit-4 py-1.5 text-center text-xs leading-tight sm:py-2 sm:text-sm print:hidden',
        bandRoom.minHeight,
        bandRoom.lines,
        long && 'max-sm:gap-y-0.5 max-sm:px-fit-3',
        bandTones[tier],
      )}
    >
      <span
        className={cn(
          // Wraps only when the visitor's text is too large for one line: the clock then goes
          // under its label rather than squeeze the label's words apart.
          'inline-flex flex-wrap items-center justify-center gap-x-2 font-bold sm:tracking-wide',
          long && 'min-h-6 max-sm:gap-x-1.5 max-sm:gap-y-0.5 max-sm:tracking-tight',
        )}
      >
        <Icon shapes={videoIcon} size="sm" className="max-sm:hidden" />
        <CountdownLine
          countdown={countdown}
          label={<span>{copy.label}</span>}
          dateLabel={<span>{copy.dateLabel}</span>}
          clockClassName={cn(
            'rounded-md bg-white/15 px-1.5 py-0.5 text-sm',
            long && 'max-sm:px-1 max-sm:text-xs max-sm:leading-5 max-sm:tracking-normal',
          )}
        />
      </span>
      <span>{copy.registered}</span>
    </p>
  )
}
