/**
 * The widths a page's content keeps, by name: the sales sections' `Container` sizes, which the
 * footer takes too, so that its logo starts on the edge of the page above it.
 */
export const contentWidths = {
  default: 'max-w-6xl',
  medium: 'max-w-4xl',
  narrow: 'max-w-3xl',
  prose: 'max-w-2xl',
} as const

export type ContentWidth = keyof typeof contentWidths

/**
 * The width of a page that keeps its gutter outside it (the quiz, whose sections' colours run to
 * the screen's edges): the default less the 2rem gutter the sales and plain pages keep inside it
 * from sm, so that its wordmark and content start on their edge (round 10: 40 px apart at 1280).
 */
export const outsideGutterWidth = 'max-w-[68rem]'
