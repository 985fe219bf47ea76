export type CountdownEvent =
  /** The page became visible again: read the clock now rather than at the next tick. */
  { type: 'countdown.sync' }
