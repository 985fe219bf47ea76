/** What the countdown hears, each with the clock's time when it happened (ms since epoch). */
export type CountdownEvent =
  /** A second has passed: the page's ticker reads the clock (src/actors/countdown.ts). */
  | { type: 'countdown.tick'; now: number }
  /** The page became visible again: read the clock now rather than at the next tick. */
  | { type: 'countdown.sync'; now: number }
