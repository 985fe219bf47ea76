import type { SnapshotFrom } from 'xstate'
import type { videoLoaderMachine } from './video-loader.machine'

type VideoLoaderSnapshot = SnapshotFrom<typeof videoLoaderMachine>

export const selectIsVideoLoading = (snapshot: VideoLoaderSnapshot) => snapshot.hasTag('loading')
export const selectHasVideoFailed = (snapshot: VideoLoaderSnapshot) => snapshot.matches('failed')
export const selectIsVideoReady = (snapshot: VideoLoaderSnapshot) => snapshot.matches('ready')

/** What the video box shows: the poster while loading, the player, or the failure poster. */
export type VideoStatus = 'loading' | 'ready' | 'failed'

export const selectVideoStatus = (snapshot: VideoLoaderSnapshot): VideoStatus => {
  if (snapshot.matches('failed')) return 'failed'
  if (snapshot.matches('ready')) return 'ready'
  return 'loading'
}
