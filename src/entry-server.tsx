import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { type RouteObject, StaticRouter } from 'react-router'
import { App } from '@/app'

/**
 * Renders one URL to HTML, waiting for lazy routes so the markup is complete: with the site's
 * routes, or with `routes` (a test's page table, `routesOf` in src/app.tsx).
 */
export async function render(url: string, routes?: RouteObject[]): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <App routes={routes} />
      </StaticRouter>
    </StrictMode>,
  )
  let html = ''
  for await (const chunk of prelude) html += chunk
  return html
}
