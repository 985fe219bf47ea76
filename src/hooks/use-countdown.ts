import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { type CountdownActorRef, countdownLogic } from '@/actors/countdown'
import { quizFigures } from '@/content/quiz-figures'
import { onPageVisible } from '@/effects/visibility'
import { devInspect } from '@/lib/inspector'

/** The masterclass's next start as the brand set it (ms since epoch), or null: none set. */
const masterclassStart = (startsAt: string | null) => (startsAt ? Date.parse(startsAt) : null)

/**
 * A countdown that starts when the calling component mounts and stops (its ticker cancelled)
 * when it unmounts. Each tick reads the page's clock (`Date.now()`); when the tab comes back from
 * the background it reads it at once.
 * It runs `durationSeconds` from now, or to the masterclass's set start when the brand set one
 * (`startsAt`, ISO 8601 with offset; src/config/settings.ts), the same on every view.
 */
export function useCountdown(
  durationSeconds: number,
  startsAt: string | null = quizFigures.masterclass.startsAt,
): CountdownActorRef {
  const countdown = useActorRef(countdownLogic, {
    input: { durationSeconds, endsAt: masterclassStart(startsAt), now: Date.now() },
    inspect: devInspect(),
  })
  // Forwards the outside world into an event: the tab seen again, and when.
  useEffect(
    () => onPageVisible(() => countdown.send({ type: 'countdown.sync', now: Date.now() })),
    [countdown],
  )
  return countdown
}
