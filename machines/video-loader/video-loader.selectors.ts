import type { SnapshotFrom } from 'xstate'
import type { videoLoaderMachine } from './video-loader.machine'

type VideoLoaderSnapshot = SnapshotFrom<typeof videoLoaderMachine>

/**
 * What the video box shows: the poster while loading, the player, or the poster with a notice
 * that says the video could not load, or (when the last attempt was refused on the visitor's
 * side) could not be reached from this network or browser.
 */
export type VideoStatus = 'loading' | 'ready' | 'failed' | 'refused'

export const selectVideoStatus = (snapshot: VideoLoaderSnapshot): VideoStatus => {
  if (snapshot.hasTag('loading')) return 'loading'
  if (snapshot.matches('ready')) return 'ready'
  return snapshot.matches({ failed: 'refused' }) ? 'refused' : 'failed'
}
