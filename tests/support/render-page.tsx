/**
 * A page rendered as a visitor at its path gets it: through the router and a page table, as on
 * the site (routes are imported only by the router and the page entries; see docs/architecture.md), with what the build
 * draws into the quiz page's build-time-only slots (its header and footer). Resolves once the
 * page's route has loaded and rendered its h1; rejects with the error when the page broke and the
 * error screen shows instead.
 */
import { render, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { App, preloadPage, routesOf } from '@/app'
import { PrerenderedMarkupProvider } from '@/components/quiz/prerendered'
import { errorScreenCopy } from '@/content/site'
import type { PageRow } from '@/pages'
import { quizPageMarkup } from '@/sections/quiz-intro/intro-markup'

export async function renderPage(row: PageRow): Promise<ReturnType<typeof render>> {
  // On a busy machine a route's first import can outlast the wait for the render below, which is
  // for the render alone: the module is loaded first.
  await preloadPage(row.kind)
  const result = render(
    <MemoryRouter initialEntries={[row.path]}>
      <PrerenderedMarkupProvider value={quizPageMarkup}>
        <App routes={routesOf([row])} />
      </PrerenderedMarkupProvider>
    </MemoryRouter>,
  )
  await waitFor(() => {
    if (!result.container.querySelector('h1')) throw new Error(`${row.path} has not rendered`)
  })
  const heading = result.container.querySelector('h1')?.textContent
  if (heading === errorScreenCopy.title) {
    const why = result.container.querySelector('h1 + p')?.textContent
    throw new Error(`${row.path} shows the error screen: ${why ?? 'no reason given'}`)
  }
  return result
}

/**
 * A `getByText` matcher for the element that shows `text` whole, though a span in it may hold its
 * last words together (src/components/ui/kept-words.tsx).
 */
export const wholeText = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text &&
  ![...element.children].some((child) => child.textContent === text)
