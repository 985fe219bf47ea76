import { countdownMachine } from '@machines/countdown/countdown.machine'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import type { ActorRefFrom } from 'xstate'
import { onPageVisible } from '@/effects/visibility'
import { devInspect } from '@/lib/inspector'

export type CountdownActorRef = ActorRefFrom<typeof countdownMachine>

/**
 * A countdown that starts when the calling component mounts and stops (its timer cancelled)
 * when it unmounts. When the tab comes back from the background it reads the clock at once.
 */
export function useCountdown(durationSeconds: number): CountdownActorRef {
  const countdown = useActorRef(countdownMachine, {
    input: { durationSeconds },
    inspect: devInspect(),
  })
  useEffect(() => onPageVisible(() => countdown.send({ type: 'countdown.sync' })), [countdown])
  return countdown
}
