import { videoLoaderMachine } from '@machines/video-loader/video-loader.machine'
import { useActorRef } from '@xstate/react'
import {
  isPlayerPresent,
  loadPlayerScript,
  removePlayerScript,
  waitForPlayer,
} from '@/effects/player-script'
import { devInspect } from '@/lib/inspector'

/** The video loader with the page's real effects: the host's script, its global and its player. */
export const videoLoaderLogic = videoLoaderMachine.provide({
  actors: { loadPlayerScript, waitForPlayer },
  actions: { discardPlayerScript: removePlayerScript },
  guards: { isPlayerPresent },
})

/**
 * Starts the video loader when the box mounts and stops it when the box unmounts, which
 * cancels a pending timer and forgets a script still loading.
 */
export function useVideoLoader(checkExistingPlayer: boolean) {
  return useActorRef(videoLoaderLogic, {
    input: { checkExistingPlayer },
    inspect: devInspect(),
  })
}
