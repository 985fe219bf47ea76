import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False while React renders on the server and hydrates the server's HTML, true after: what only
 * the browser knows (the visitor's time zone, the time now) renders once this is true, with a
 * placeholder of the same size before, so that hydration matches and nothing jumps.
 */
export function useMounted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
