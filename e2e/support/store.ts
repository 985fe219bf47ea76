/**
 * The store as the order links reach it, a stand-in in Chromium (Playwright's routing): no request
 * leaves the machine, and it notes, for each request it got, the URL a redirect came from, if any.
 */
import type { BrowserContext } from '@playwright/test'
import { builtLinks } from '../../testing/built-site'

export async function standInStore(context: BrowserContext) {
  const store = new URL((await builtLinks()).outboundLinks.vslStoreUrl)
  const cameFrom: (string | undefined)[] = []
  await context.route(
    (url) => url.origin === store.origin,
    (route) => {
      cameFrom.push(route.request().redirectedFrom()?.url())
      return route.fulfill({ contentType: 'text/html', body: '<title>stand-in</title>' })
    },
  )
  return { store, cameFrom }
}
