/**
 * A page rendered as a visitor at its path gets it: through the router and a page table, as on
 * the site (routes are imported only by the router; see docs/architecture.md). Resolves once the
 * page's route has loaded and rendered its h1.
 */
import { render, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { App, routesOf } from '@/app'
import type { PageRow } from '@/pages'

export async function renderPage(row: PageRow): Promise<ReturnType<typeof render>> {
  const result = render(
    <MemoryRouter initialEntries={[row.path]}>
      <App routes={routesOf([row])} />
    </MemoryRouter>,
  )
  await waitFor(() => {
    if (!result.container.querySelector('h1')) throw new Error(`${row.path} has not rendered`)
  })
  return result
}
