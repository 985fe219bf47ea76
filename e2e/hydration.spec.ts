import { expect, type Page, test } from '@playwright/test'
import { builtLinks, routePages, salesPages, unknownPath } from '../scripts/built-site'
import { waitForHydration } from './support/hydration'

/** Everything a page says on the console or throws, with its level. */
function recordConsole(page: Page) {
  const messages: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`${message.type()}: ${message.text()}`)
    }
  })
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))
  return messages
}

/** What React says about a hydration mismatch, in development words or production error codes. */
const hydrationTrouble = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)\b/i

test.beforeEach(async ({ page }) => {
  // The player's real host is never contacted from tests; an empty script stands in for it.
  const { videoHost } = await builtLinks()
  await page.route(`${new URL(videoHost.scriptUrl).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  )
})

for (const { url } of routePages) {
  test(`${url} takes over its prerendered markup without a warning or error`, async ({ page }) => {
    const messages = recordConsole(page)
    const response = await page.goto(url)
    expect(response?.status()).toBe(200)
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(messages).toEqual([])
  })
}

test('the not-found page hydrates and says only which path was missing', async ({ page }) => {
  const messages = recordConsole(page)
  const response = await page.goto(unknownPath)
  expect(response?.status()).toBe(404)
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  await expect.poll(() => messages.length).toBeGreaterThan(0)
  // Chromium reports the 404 status of the document itself; that and our log are expected.
  const expected = (message: string) =>
    message.includes(unknownPath) || /status of 404/.test(message)
  expect(messages.filter((message) => !expected(message))).toEqual([])
  expect(messages.join('\n')).not.toMatch(hydrationTrouble)
})

test('a page whose markup differs from what React renders is caught by these checks', async ({
  page,
}) => {
  // The detector itself is under test: the quiz page is served with its heading altered.
  const quiz = routePages.find((page) => !salesPages.includes(page))
  if (!quiz) throw new Error('no page hydrates as a whole')
  await page.route(quiz.url, async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace(/<\/h1>/, ' (edited)</h1>')
    await route.fulfill({ response, body: html })
  })
  const messages = recordConsole(page)
  await page.goto(quiz.url)
  await expect.poll(() => messages.join('\n')).toMatch(hydrationTrouble)
})
