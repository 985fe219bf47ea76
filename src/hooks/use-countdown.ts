import { countdownMachine } from '@machines/countdown/countdown.machine'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import type { ActorRefFrom } from 'xstate'
import { quizFigures } from '@/content/quiz-figures'
import { onPageVisible } from '@/effects/visibility'
import { devInspect } from '@/lib/inspector'

export type CountdownActorRef = ActorRefFrom<typeof countdownMachine>

/** The masterclass's next start as the brand set it (ms since epoch), or null: none set. */
const masterclassStart = (startsAt: string | null) => (startsAt ? Date.parse(startsAt) : null)

/**
 * A countdown that starts when the calling component mounts and stops (its timer cancelled)
 * when it unmounts. It runs on XState's default clock, the page's timers, and reads the time they
 * keep (`Date.now()`); when the tab comes back from the background it reads it at once.
 * It runs `durationSeconds` from now, or to the masterclass's set start when the brand set one
 * (`startsAt`, ISO 8601 with offset; src/config/urgency.ts), the same on every view.
 */
export function useCountdown(
  durationSeconds: number,
  startsAt: string | null = quizFigures.masterclass.startsAt,
): CountdownActorRef {
  const countdown = useActorRef(countdownMachine, {
    input: { durationSeconds, endsAt: masterclassStart(startsAt) },
    inspect: devInspect(),
  })
  // Forwards the outside world into an event: the tab seen again. The time is the chart's to read.
  useEffect(() => onPageVisible(() => countdown.send({ type: 'countdown.sync' })), [countdown])
  return countdown
}
