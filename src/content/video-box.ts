/** What the video box says around the player; the video's own title comes from the page. */
export const videoBoxCopy = {
  loading: 'Loading the video…',
  failed: 'Sorry, this video could not load.',
  failedHint:
    'Check your connection and try again. Everything the video covers is also written out on this page.',
  retry: 'Try again',
  /** Shown instead of the loading line when JavaScript is off: the player needs it. */
  noScript: 'This video needs JavaScript to play.',
  noScriptHint: 'Everything the video covers is also written out on this page.',
} as const satisfies Record<string, string>
