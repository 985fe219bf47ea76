import type { CoverageExclusion } from '../registry'

/** The transitions that start an attempt: each enters `loading.early`. */
const attemptStarts = [
  'videoLoader.waiting xstate.after.mountDelay.videoLoader.waiting #1',
  'videoLoader.retrying xstate.after.retryDelay.videoLoader.retrying #0',
  'videoLoader.failed video.retry #0',
]
const refusal = 'videoLoader.loading xstate.error.actor.playerScript #0'
const lateFailure = 'videoLoader.loading xstate.error.actor.playerScript #1'
const loadTimeout = 'videoLoader.loading xstate.after.loadTimeout.videoLoader.loading #0'
const windowOver =
  'videoLoader.loading.early xstate.after.refusalWindow.videoLoader.loading.early #0'

/**
 * What the video loader's generated paths leave out on purpose (`npm run path-coverage` lists these):
 * pairs the chart's structure allows but its guard and its delays never let happen, since the
 * load error and timeout belong to `loading` while the refusal window is its child's.
 */
export const videoLoaderCoverageExclusions: readonly CoverageExclusion[] = [
  ...attemptStarts.flatMap((start): CoverageExclusion[] => [
    {
      measure: 'pairs',
      item: `${start} -> ${lateFailure}`,
      reason:
        'An attempt starts in loading.early, where isWithinRefusalWindow holds: an error there is a refusal. A late failure comes only after refusalWindow.',
    },
    {
      measure: 'pairs',
      item: `${start} -> ${loadTimeout}`,
      reason:
        'The load timeout (30 s) outlasts the refusal window (2 s): it fires only after refusalWindow has moved the attempt to loading.late.',
    },
  ]),
  {
    measure: 'pairs',
    item: `${windowOver} -> ${refusal}`,
    reason: 'Past the refusal window isWithinRefusalWindow is false: no error there is a refusal.',
  },
]
