/** What the video box says around the player; the video's own title comes from the page. */
export const videoBoxCopy = {
  loading: 'Loading the video…',
  failed: 'Sorry, this video could not load.',
  failedHint:
    'Please check your connection and reload the page. Everything the video covers is also written out on this page.',
} as const satisfies Record<string, string>
