/** What the video box says around the player; the video's own title comes from the page. */
export const videoBoxCopy = {
  loading: 'Loading the video…',
  failed: 'Sorry, this video could not load.',
  failedHint:
    'Check your connection and try again. Everything the video covers is also written out on this page.',
  /** After the last attempt was refused at once on the visitor's side: blocked, not slow. */
  refused: 'This video could not be reached from this network or browser.',
  refusedHint:
    'An ad blocker or a network filter may be blocking it. Everything the video covers is also written out on this page.',
  retry: 'Try again',
  /** Shown instead of the loading line when JavaScript is off: the player needs it. */
  noScript: 'This video needs JavaScript to play.',
  noScriptHint: 'Everything the video covers is also written out on this page.',
} as const satisfies Record<string, string>
