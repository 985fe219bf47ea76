import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { distDir } from '../scripts/build-dirs'
import { builtLinks, routePages, salesPages, unknownPath } from '../scripts/built-site'
import { quizIntro, quizLoading, quizQuestions } from '../src/content/quiz'
import { pageKinds } from '../src/pages'
import { holdBack, openHalfParsed, pageScripts } from './support/hold-back'
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

test('the not-found page runs its script and says only which path was missing', async ({
  page,
}) => {
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

test.describe('START tapped before the quiz’s JavaScript', () => {
  const quiz = routePages.find((page) => page.kind === 'quiz')
  const quizUrl = quiz?.url ?? '/quiz'
  const start = (page: Page) => page.getByRole('button', { name: quizIntro.start, exact: true })
  const tap = (page: Page, isMobile: boolean) =>
    isMobile ? start(page).tap() : start(page).click()
  const firstQuestion = (page: Page) =>
    page.getByRole('heading', { name: quizQuestions[0]?.text ?? '', exact: true })

  test('shows at once that it was taken, then the first question, with nothing for React to mend', async ({
    page,
    isMobile,
  }) => {
    const messages = recordConsole(page)
    const scripts = await holdBack(page, pageScripts)
    const parsing = await openHalfParsed(page, quizUrl)
    await tap(page, isMobile)

    // Before any of the quiz's own JavaScript: pressed, busy, and said in words.
    expect(await parsing.isParsing()).toBe(true)
    await expect(start(page)).toHaveAttribute('aria-busy', 'true')
    await expect(page.getByRole('status')).toHaveText(quizLoading.busy)

    parsing.release()
    await expect.poll(() => scripts.waiting()).toBeGreaterThan(0)
    // The entry is on its way, not here: still busy.
    await expect(start(page)).toHaveAttribute('aria-busy', 'true')
    await scripts.release()

    await expect(firstQuestion(page)).toBeVisible()
    await expect(page.getByRole('status')).toHaveText('')
    await page.waitForLoadState('networkidle')
    expect(messages).toEqual([])
  })

  test('if the quiz cannot load, says so plainly and lets the button go', async ({
    page,
    isMobile,
  }) => {
    const scripts = await holdBack(page, pageScripts)
    // Not `load`: the page's scripts, held back, would keep it from ever firing.
    await page.goto(quizUrl, { waitUntil: 'domcontentloaded' })
    await expect.poll(() => scripts.waiting()).toBeGreaterThan(0)
    await tap(page, isMobile)
    await expect(start(page)).toHaveAttribute('aria-busy', 'true')

    await scripts.fail()
    await expect(page.getByRole('status')).toHaveText(quizLoading.failed)
    await expect(page.getByRole('status')).toBeVisible()
    await expect(start(page)).not.toHaveAttribute('aria-busy')
    await expect(start(page)).not.toHaveAttribute('data-held')
  })

  test('if the entry loads but what it imports does not, says so too', async ({
    page,
    isMobile,
  }) => {
    // What the entry imports as it runs (React, then the page), as the build's manifest lists it.
    const manifest: Record<string, { file: string; dynamicImports?: string[] }> = JSON.parse(
      await readFile(join(distDir, 'manifest.json'), 'utf8'),
    )
    const imported = new Set(
      (manifest[pageKinds.quiz.entry]?.dynamicImports ?? []).map(
        (key) => `/${manifest[key]?.file}`,
      ),
    )
    expect(imported.size).toBeGreaterThan(0)
    const imports = await holdBack(page, (url) => imported.has(url.pathname))
    // Not `load`: the page's scripts, held back, would keep it from ever firing.
    await page.goto(quizUrl, { waitUntil: 'domcontentloaded' })
    await expect.poll(() => imports.waiting()).toBeGreaterThan(0)
    await tap(page, isMobile)
    await expect(start(page)).toHaveAttribute('aria-busy', 'true')
    await imports.fail()
    await expect(page.getByRole('status')).toHaveText(quizLoading.failed)
    await expect(start(page)).not.toHaveAttribute('aria-busy')
  })
})
