/**
 * What the video box says around the player; the video's own title comes from the page. Once the
 * video cannot play, the box says so and links to the written version: the section after it.
 */
export const videoBoxCopy = {
  loading: 'Loading the video…',
  failed: 'This video cannot play here right now.',
  failedHint: 'Check your connection and try again.',
  /** After the last attempt was refused at once on the visitor's side: blocked, not slow. */
  refused: 'This video cannot play here.',
  refusedHint: 'An ad blocker or a network filter may be blocking it.',
  retry: 'Try again',
  /** The link to the section that follows the video, which covers what it says. */
  readOn: 'Read it written out below',
  /** Shown instead of the loading line when JavaScript is off: the player needs it. */
  noScript: 'This video needs JavaScript to play.',
  noScriptHint: 'Everything the video covers is also written out on this page.',
} as const satisfies Record<string, string>
