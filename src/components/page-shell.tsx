import { type ReactNode, Suspense } from 'react'
import { AppErrorBoundary } from '@/components/app-error-boundary'

/**
 * The wrapper every page renders inside, on the server and on the client alike, so that a
 * page entry hydrates exactly the markup the router prerendered.
 */
export function PageShell({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </AppErrorBoundary>
  )
}
