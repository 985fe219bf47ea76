import type { Page, Route } from '@playwright/test'

/**
 * What a slow network delivers late, held back until the test says: the requests whose URL
 * `matches` wait, unanswered, until `release()` lets them through or `fail()` fails them.
 */
export async function holdBack(page: Page, matches: (url: URL) => boolean) {
  const held: Route[] = []
  let settle: ((route: Route) => Promise<void>) | null = null
  await page.route(matches, (route) => (settle ? settle(route) : held.push(route)))
  const settleAll = async (how: (route: Route) => Promise<void>) => {
    settle = how
    await Promise.all(held.splice(0).map(how))
  }
  return {
    /** How many requests are waiting. */
    waiting: () => held.length,
    release: () => settleAll((route) => route.continue()),
    /** As a dropped connection: the browser sees a network error. */
    fail: () => settleAll((route) => route.abort('connectionfailed')),
  }
}

/** The page's scripts: its entry and everything the entry imports. */
export const pageScripts = (url: URL) =>
  url.pathname.startsWith('/assets/') && /\.m?js$/.test(url.pathname)

const parserHold = '/__parser-held-here.js'

/**
 * Opens `path` as a slow network shows it: painted and tappable, but its HTML not yet read to
 * the end. The page is served with one blocking script, held back, just before the paint-first
 * loader at the end of <body>, so the parser stops there and the page's JavaScript has not even
 * been asked for. `release()` lets the parser go on.
 */
export async function openHalfParsed(page: Page, path: string) {
  let resume = () => {}
  const resumed = new Promise<void>((resolve) => {
    resume = resolve
  })
  await page.route(
    (url) => url.pathname === parserHold,
    async (route) => {
      await resumed
      await route.fulfill({ contentType: 'text/javascript', body: '' })
    },
  )
  await page.route(
    (url) => url.pathname === new URL(path, 'http://localhost').pathname,
    async (route) => {
      const response = await route.fetch()
      const html = await response.text()
      const loader = html.lastIndexOf('<script data-entry=')
      if (loader < 0) throw new Error(`${path} has no paint-first loader`)
      const body = `${html.slice(0, loader)}<script src="${parserHold}"></script>${html.slice(loader)}`
      await route.fulfill({ response, body })
    },
    { times: 1 },
  )
  await page.goto(path, { waitUntil: 'commit' })
  await page.waitForFunction(() => document.readyState === 'loading' && !!document.body)
  return {
    /** Still reading the HTML: the page's own scripts cannot have run. */
    isParsing: () => page.evaluate(() => document.readyState === 'loading'),
    release: resume,
  }
}
