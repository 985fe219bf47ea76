import type { SnapshotFrom } from 'xstate'
import type { videoLoaderMachine } from './video-loader.machine'

type VideoLoaderSnapshot = SnapshotFrom<typeof videoLoaderMachine>

export const selectIsVideoLoading = (snapshot: VideoLoaderSnapshot) => snapshot.hasTag('loading')
export const selectHasVideoFailed = (snapshot: VideoLoaderSnapshot) => snapshot.matches('failed')
export const selectIsVideoReady = (snapshot: VideoLoaderSnapshot) => snapshot.matches('ready')
