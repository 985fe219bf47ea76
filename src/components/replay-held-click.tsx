import { type ReactNode, useEffect } from 'react'

/**
 * Renders its children and, once React has hydrated them, clicks `held` again (a button tapped
 * before the JavaScript arrived, src/effects/held-click.ts), so that tap is not lost. Put it inside
 * the Suspense boundary it waits for: outside, its effect runs before that boundary is hydrated,
 * and the click would land on markup React does not handle yet.
 */
export function ReplayHeldClick({
  held,
  children,
}: {
  held: HTMLElement | null
  children: ReactNode
}) {
  useEffect(() => {
    if (held?.isConnected) held.click()
  }, [held])
  return children
}
