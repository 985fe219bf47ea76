import type { CoverageExclusion } from '../registry'

const retry = 'resultsLoader.loading results.retry #0'
const earlyFailure = 'resultsLoader.loading xstate.error.actor.resultsChunk #0'
/** The transitions that end in loading.waiting, where neither isSlow nor isEarly holds. */
const intoWaiting = [
  retry,
  'resultsLoader.loading.early results.due #0',
  'resultsLoader.failed.unseen results.due #0',
  'resultsLoader.failed.shown results.retry #0',
]

/**
 * What the results loader's generated paths leave out on purpose (`npm run path-coverage` lists
 * these): pairs the chart's structure allows but its guards never let happen.
 */
export const resultsLoaderCoverageExclusions: readonly CoverageExclusion[] = [
  ...intoWaiting.flatMap((first): CoverageExclusion[] => [
    {
      measure: 'pairs',
      item: `${first} -> ${retry}`,
      reason:
        'This ends in loading.waiting, where isSlow is false: Try again is offered only once patience is over.',
    },
    {
      measure: 'pairs',
      item: `${first} -> ${earlyFailure}`,
      reason:
        'This ends in loading.waiting, where isEarly is false: the results are due, so a failure now is shown.',
    },
  ]),
  {
    measure: 'pairs',
    item: `resultsLoader.loading.waiting xstate.after.patience.resultsLoader.loading.waiting #0 -> ${earlyFailure}`,
    reason: 'Patience ends in loading.slow, where isEarly is false: the results are due.',
  },
]
