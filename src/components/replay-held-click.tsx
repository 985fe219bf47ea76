import { type ReactNode, useEffect } from 'react'
import { settleHeldClick } from '@/effects/held-click'

/**
 * Renders its children and, once React has hydrated them, clicks `held` again (a button tapped
 * before the JavaScript arrived, src/effects/held-click.ts), so that tap is not lost; then the
 * button and the status region stop showing it busy. Put it inside the Suspense boundary it
 * waits for: outside, its effect runs before that boundary is hydrated, and the click would land
 * on markup React does not handle yet.
 */
export function ReplayHeldClick({
  held,
  children,
}: {
  held: HTMLElement | null
  children: ReactNode
}) {
  useEffect(() => {
    if (!held) return
    if (held.isConnected) held.click()
    settleHeldClick()
  }, [held])
  return children
}
