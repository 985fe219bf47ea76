import { videoLoaderMachine } from '@machines/video-loader/video-loader.machine'
import {
  isPlayerPresent,
  loadPlayerScript,
  removePlayerScript,
  waitForPlayer,
} from '@/effects/player-script'

/** The video loader with the page's real effects: the host's script, its global and its player. */
export const videoLoaderLogic = videoLoaderMachine.provide({
  actors: { loadPlayerScript, waitForPlayer },
  actions: { discardPlayerScript: removePlayerScript },
  guards: { isPlayerPresent },
})
