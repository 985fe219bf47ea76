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
