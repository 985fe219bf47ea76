import { useActorRef } from '@xstate/react'
import { videoLoaderLogic } from '@/actors/video-loader'
import { devInspect } from '@/lib/inspector'

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
