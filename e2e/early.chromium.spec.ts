/**
 * Taps before the page's JavaScript, on a phone: Chromium only, because these need Chromium's own
 * machinery. A slow network is staged by intercepting requests (holding the page's scripts
 * back, holding the HTML parser mid-page, failing a script), which classic WebDriver cannot do;
 * the taps are touch events on an emulated phone. The quiz's machine taking over the taps before
 * its JavaScript, in every engine, is e2e/early-question.spec.ts's. The order link tapped here is
 * the one browser check of an ad's campaign forwarded to the store, which the link opens itself:
 * which parameters go is tests/campaign.test.ts's, each way a link is followed tests/build-early-taps.test.ts's. An
 * answer given before the scripts on a slow line is e2e/slow-line.spec.ts's.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { distDir } from '../build/build-dirs'
import { quizLoading, quizQuestions } from '../src/content/quiz'
import { quizIntro } from '../src/content/quiz-intro'
import { pageKinds, pageTable, sitePages } from '../src/pages'
import { forwardedParams, landingSearch } from '../testing/campaign-cases'
import { expect, test } from './engines/fixtures'
import { holdBack } from './support/held-requests'
import { standInStore } from './support/store'

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true })

/** The page's scripts: its entry and everything the entry imports. */
const pageScripts = (url: URL) =>
  url.pathname.startsWith('/assets/') && /\.m?js$/.test(url.pathname)

/**
 * Opens `path` as a slow network shows it: painted and tappable, its HTML not read to the end
 * (one blocking script, held, just before the paint-first loader), so the page's JavaScript has
 * not even been asked for. `release()` lets the parser go on.
 */
async function openHalfParsed(page: Page, path: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const hold = '/__parser-held-here.js'
  await page.route(
    (url) => url.pathname === hold,
    async (route) => {
      await released
      await route.fulfill({ contentType: 'text/javascript', body: '' })
    },
  )
  await page.route(
    (url) => url.pathname === new URL(path, 'http://site').pathname,
    async (route) => {
      const response = await route.fetch()
      const html = await response.text()
      const at = html.lastIndexOf('<script data-entry=')
      await route.fulfill({
        response,
        body: `${html.slice(0, at)}<script src="${hold}"></script>${html.slice(at)}`,
      })
    },
    { times: 1 },
  )
  await page.goto(path, { waitUntil: 'commit' })
  await page.waitForFunction(() => document.readyState === 'loading' && !!document.body)
  return { isParsing: () => page.evaluate(() => document.readyState === 'loading'), release }
}

const quizUrl = sitePages.find((page) => page.kind === 'quiz')?.url ?? '/quiz'
const start = (page: Page) => page.getByRole('button', { name: quizIntro.start, exact: true })

test('START tapped while the HTML is still read: question 1 at once, then the quiz’s own', async ({
  page,
}) => {
  const messages: string[] = []
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`))
  page.on('pageerror', (error) => messages.push(error.message))
  const scripts = await holdBack(page, pageScripts)
  const parsing = await openHalfParsed(page, quizUrl)
  const firstQuestion = page.getByRole('heading', { name: quizQuestions[0]?.text })
  await start(page).tap()
  await expect(firstQuestion).toBeVisible()
  await expect(firstQuestion).toBeFocused()
  expect(await parsing.isParsing()).toBe(true)
  expect(scripts.waiting(), 'none of the page’s scripts asked for yet').toBe(0)
  parsing.release()
  await expect.poll(() => scripts.waiting()).toBeGreaterThan(0)
  await scripts.release()
  // The quiz's own screen in its place: the same question, no copy of it left behind.
  await expect(page.locator('#root h1')).toHaveText(quizQuestions[0]?.text ?? '')
  await expect(firstQuestion).toHaveCount(1)
  await expect(page.getByRole('status')).toHaveText('')
  await page.waitForLoadState('networkidle')
  // Nothing that went wrong.
  expect(messages).toEqual([])
})

test('if the quiz or what its entry imports cannot load, it says so plainly', async ({ page }) => {
  // What the entry imports as it runs, as the build's manifest lists it.
  const manifest: Record<string, { file: string; dynamicImports?: string[] }> = JSON.parse(
    await readFile(join(distDir, 'manifest.json'), 'utf8'),
  )
  const imported = new Set(
    (manifest[pageKinds.quiz.entry]?.dynamicImports ?? []).map((key) => `/${manifest[key]?.file}`),
  )
  expect(imported.size).toBeGreaterThan(0)
  for (const failing of [pageScripts, (url: URL) => imported.has(url.pathname)]) {
    await page.unrouteAll()
    const scripts = await holdBack(page, failing)
    await page.goto(quizUrl, { waitUntil: 'commit' })
    await expect.poll(() => scripts.waiting()).toBeGreaterThan(0)
    await start(page).tap()
    const [first] = quizQuestions
    await page.getByRole('button', { name: first?.options[0]?.label }).tap()
    await expect(page.getByRole('status')).toHaveText(quizLoading.busy)
    await scripts.fail()
    await expect(page.getByRole('status')).toHaveText(quizLoading.failed)
    await expect(page.getByRole('status')).toBeVisible()
  }
})

test('an order link tapped before the page’s JavaScript opens the store itself with the campaign', async ({
  context,
}) => {
  const { store, cameFrom } = await standInStore(context)
  // The VSL's first screen has one (the advertorial's links to its offer further down).
  for (const row of pageTable) {
    if (row.kind !== 'vsl') continue
    const page = await context.newPage()
    const scripts = await holdBack(page, pageScripts)
    const parsing = await openHalfParsed(page, `${row.path}${landingSearch}`)
    const [opened] = await Promise.all([
      context.waitForEvent('page'),
      // The first the visitor can see: on a phone the header's order link waits for wider screens.
      page.locator('a[data-outbound]').filter({ visible: true }).first().tap(),
    ])
    await opened.waitForLoadState()
    // The tap came while the HTML was still being read: no script of the page's own had run.
    expect(await parsing.isParsing(), row.path).toBe(true)
    expect(scripts.waiting(), row.path).toBe(0)
    // The store's own page, asked for first: no redirect of ours on the way, and no opener.
    const url = new URL(opened.url())
    expect(`${url.origin}${url.pathname}`).toBe(`${store.origin}${store.pathname}`)
    expect([...url.searchParams]).toEqual(forwardedParams(store.href))
    expect(cameFrom.splice(0)).toEqual([undefined])
    expect(await opened.evaluate(() => window.opener)).toBeNull()
    await opened.close()
    parsing.release()
    await scripts.release()
    await page.close()
  }
})
