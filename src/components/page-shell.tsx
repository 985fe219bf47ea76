import { type ReactNode, Suspense } from 'react'
import { AppErrorBoundary } from '@/components/app-error-boundary'
import { SkipLink } from '@/components/site/skip-link'

/**
 * The wrapper every page renders inside, on the server and on the client alike, so that a
 * page entry hydrates exactly the markup the router prerendered. Its skip link comes first, before
 * the error boundary, so that an error screen has it too.
 */
export function PageShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <AppErrorBoundary>
        <Suspense fallback={null}>{children}</Suspense>
      </AppErrorBoundary>
    </>
  )
}
