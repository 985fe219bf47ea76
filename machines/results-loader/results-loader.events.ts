/** What the page can ask of the results' loader, named by subject. */
export type ResultsLoaderEvent =
  /**
   * Ask for the chunk again: the visitor's Try again, or the results falling due (a chunk that is
   * stuck is then asked for once more before the visitor is told).
   */
  { type: 'results.retry' }
