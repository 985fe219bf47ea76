import { createElement } from 'react'

/**
 * What a 24 px line icon is drawn with, as Lucide writes its drawings: paths, circles and rounded
 * rectangles. Both icon sets (src/components/ui/icons.tsx, src/components/quiz/icons.tsx) are
 * lists of these, drawn by `drawn`. The shape makers have no side effects (so marked), so a
 * bundle leaves out an icon that nothing draws.
 */
export type Shape =
  | readonly ['path', { d: string }]
  | readonly ['circle', { cx: string; cy: string; r: string }]
  | readonly ['rect', { x: string; y: string; width: string; height: string; rx: string }]

/* @__NO_SIDE_EFFECTS__ */
export const path = (d: string): Shape => ['path', { d }]

/* @__NO_SIDE_EFFECTS__ */
export const circle = (cx: number, cy: number, r: number): Shape => [
  'circle',
  { cx: String(cx), cy: String(cy), r: String(r) },
]

/* @__NO_SIDE_EFFECTS__ */
export const rect = (x: number, y: number, width: number, height: number, rx: number): Shape => [
  'rect',
  { x: String(x), y: String(y), width: String(width), height: String(height), rx: String(rx) },
]

/** The shapes as the elements inside an icon's <svg>. */
export const drawn = (shapes: readonly Shape[]) =>
  shapes.map(([tag, attributes]) =>
    createElement(tag, { key: Object.values(attributes).join(' '), ...attributes }),
  )
