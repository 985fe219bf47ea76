/**
 * What this visit drew its headings in, the heading face or its stand-ins (the face came too late
 * to be drawn: src/inline/paint-first.ts), kept in the visit's own history entry. A reload or Back
 * to that entry lands where the visitor was (src/inline/whole-layout.ts), and draws the headings
 * as they saw them: the face and its stand-ins break some headings in different places, and a
 * change of one for the other moved the page under where it landed (a line of "Watch the free
 * 12-minute briefing" on `/` in Gecko at 375 px). The entry is the browser's own and never leaves
 * it; a new visit starts afresh.
 */
export type HeadingFace = 'face' | 'stand-ins'

const key = 'headingFace'

// Object.assign, not a spread: the inline scripts' ES2017 would carry 1.4 kB of helpers for one.
export const rememberHeadingFace = (drawn: HeadingFace) =>
  history.replaceState(Object.assign({}, history.state, { [key]: drawn }), '')

export const headingFaceRemembered = (): HeadingFace | undefined =>
  (history.state as Record<string, HeadingFace> | null)?.[key]
