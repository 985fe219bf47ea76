/** What the page tells the results' loader, named by subject. */
export type ResultsLoaderEvent =
  /** The results are due (the last answer is in): from now on the visitor waits for them. */
  | { type: 'results.due' }
  /** Try again, pressed once the visitor has been told the results are slow or failed. */
  | { type: 'results.retry' }
