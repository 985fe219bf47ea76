export type CountdownEvent = {
  /** The page became visible again: read the clock now rather than at the next tick. */
  type: 'countdown.sync'
  /** When (ms since epoch); unset, the time on the actor's clock. The generated paths set it. */
  at?: number
}
