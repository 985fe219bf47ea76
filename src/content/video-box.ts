/**
 * What the video box says around the player; the video's own title comes from the page. Once the
 * video cannot play, the box says so and links on to the section after it, named by its heading,
 * and the page's links to the video (the hero's) lead to the page's own words instead.
 */
export const videoBoxCopy = {
  loading: 'Loading the video…',
  failed: 'This video cannot play here right now.',
  failedHint: 'Check your connection and try again.',
  /** After the last attempt was refused at once on the visitor's side: blocked, not slow. */
  refused: 'This video cannot play here.',
  refusedHint: 'An ad blocker or a network filter may be blocking it.',
  retry: 'Try again',
  /** Before the heading of the section after the video, in the link to it (round 14: it said
   *  'Read it written out below' and led to a timeline, not the video written out). */
  readOn: 'Read on below:',
  /** The hero's link once the video cannot play: to the page's words, from the section after the
   *  hero (the no-JavaScript hint's claim); 'Watch the video' would lead to the dead box. One
   *  line from 320, its arrow saying where ('Everything the video covers / is below' left two
   *  words on a phone's second line, review 24). */
  coveredBelow: 'Read what the video covers',
  /** Shown instead of the loading line when JavaScript is off: the player needs it. */
  noScript: 'This video needs JavaScript to play.',
  noScriptHint: 'Everything the video covers is also written out on this page.',
} as const satisfies Record<string, string>
