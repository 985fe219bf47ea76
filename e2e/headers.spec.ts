import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { clientDir } from '../scripts/build-dirs'
import { builtHeaderRules, builtLinks, routePages, unknownPath } from '../scripts/built-site'
import { bundleEarlyTaps } from '../scripts/early-taps'
import { cspHash, headersForPath, inlineBlocks } from '../scripts/headers'
import { paintFirstLoader } from '../scripts/paint-first'
import { wholeLayoutScript } from '../scripts/whole-layout'
import { quizIntro, quizQuestions, quizResults } from '../src/content/quiz'
import { deferredAttribute } from '../src/effects/deferred-sections'
import { waitForHydration } from './support/hydration'

/** A CSP as directive -> sources. */
function parsePolicy(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  )
}

/** The <head> script as the build bundles it (the same source gives the same text). */
const earlyTaps = await bundleEarlyTaps()

const pathsToCheck = [...routePages.map((page) => page.url), unknownPath, '/robots.txt']

test.describe('response headers', { tag: '@http' }, () => {
  test('every response carries exactly the headers of the _headers file a static host reads', async ({
    request,
  }) => {
    const rules = await builtHeaderRules()
    const home = await readFile(join(clientDir, 'index.html'), 'utf8')
    const asset = /data-entry="(\/assets\/[^"]+\.js)"/.exec(home)?.[1]
    expect(asset).toBeDefined()
    for (const path of [...pathsToCheck, asset ?? '']) {
      const served = (await request.get(path)).headers()
      const expected = headersForPath(rules, path)
      expect(Object.keys(expected).length, path).toBeGreaterThan(0)
      for (const [name, value] of Object.entries(expected)) {
        expect(served[name.toLowerCase()], `${name} on ${path}`).toBe(value)
      }
    }
  })

  test('the CSP admits only our origin, the video host and the exact inline CSS and scripts', async ({
    request,
  }) => {
    const videoOrigin = new URL((await builtLinks()).videoHost.scriptUrl).origin
    for (const page of [...routePages, { url: unknownPath, file: '404.html' }]) {
      const response = await request.get(page.url)
      const csp = parsePolicy(response.headers()['content-security-policy'] ?? '')
      expect(csp.get('default-src'), page.url).toEqual(["'self'"])
      const html = await response.text()
      // The inline scripts: the early-taps <head> script and the paint-first loader, the same on
      // every page, and on a page whose sections wait to be laid out, the script that has a deep
      // link or a reload lay it out whole.
      const inlineHashes = inlineBlocks(html, 'script').map(cspHash)
      const waits = html.includes(`${deferredAttribute}=`)
      expect(inlineHashes, `${page.url} has its loader`).toEqual([
        cspHash(earlyTaps),
        ...(waits ? [cspHash(wholeLayoutScript)] : []),
        cspHash(paintFirstLoader),
      ])
      const scriptSources = csp.get('script-src') ?? []
      expect(scriptSources, page.url).toContain("'self'")
      expect(scriptSources, page.url).toContain(videoOrigin)
      expect(
        scriptSources.filter((source) => !["'self'", videoOrigin].includes(source)).sort(),
        'no other script source than those two, inline or remote',
      ).toEqual([cspHash(earlyTaps), cspHash(paintFirstLoader), cspHash(wholeLayoutScript)].sort())
      for (const directive of ['img-src', 'media-src', 'connect-src', 'frame-src']) {
        expect(csp.get(directive), `${directive} on ${page.url}`).toContain(videoOrigin)
      }
      expect(csp.get('img-src')).toContain('data:')
      expect(csp.get('object-src')).toEqual(["'none'"])
      expect(csp.get('base-uri')).toEqual(["'self'"])
      expect(csp.get('form-action')).toEqual(["'none'"])
      expect(csp.get('frame-ancestors')).toEqual(["'none'"])
      expect(response.headers()['content-security-policy']).not.toMatch(/unsafe-(inline|eval)/)

      const styles = inlineBlocks(html, 'style')
      expect(styles.length, `${page.url} inlines its CSS`).toBeGreaterThan(0)
      for (const style of styles) expect(csp.get('style-src')).toContain(cspHash(style))
    }
  })

  // The test above shows that the wire carries _headers exactly: this one reads the policy there.
  test('the security headers the build ships are strict', async () => {
    const headers = headersForPath(await builtHeaderRules(), '/')
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['X-Frame-Options']).toBe('DENY')
    expect([
      'strict-origin-when-cross-origin',
      'strict-origin',
      'same-origin',
      'no-referrer',
    ]).toContain(headers['Referrer-Policy'])
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(headers['Permissions-Policy']).toContain(`${feature}=()`)
    }
    const maxAge = Number(/max-age=(\d+)/.exec(headers['Strict-Transport-Security'] ?? '')?.[1])
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000)
  })
})

/** Records CSP violations as the page reports them, from before its first script runs. */
async function watchForViolations(page: Page) {
  const console: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) console.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`)
    })
  })
  return async () => [
    ...console,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    )),
  ]
}

test.describe('no page reports a CSP violation', () => {
  test.beforeEach(async ({ page }) => {
    // A stand-in for the player: it loads from the video host and mounts a frame from there,
    // as the real one does, so the policy is tested against the host it must admit.
    const { videoHost } = await builtLinks()
    const origin = new URL(videoHost.scriptUrl).origin
    await page.route(`${origin}/**`, (route) => {
      if (route.request().url() !== videoHost.scriptUrl) {
        return route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>player</title>',
        })
      }
      const player = `
        window[${JSON.stringify(videoHost.playerGlobal)}] = {};
        const frame = document.createElement('iframe');
        frame.src = ${JSON.stringify(`${origin}/embed`)};
        frame.title = 'player';
        document.getElementById(${JSON.stringify(videoHost.embedId)})?.append(frame);`
      return route.fulfill({ contentType: 'text/javascript', body: player })
    })
  })

  for (const { url } of routePages) {
    test(url, async ({ page }) => {
      const violations = await watchForViolations(page)
      const { videoHost } = await builtLinks()
      await page.goto(url)
      await page.waitForLoadState('networkidle')
      if ((await page.locator(`#${videoHost.embedId}`).count()) > 0) {
        // The video box really loaded the player under this policy.
        await expect(page.locator(`#${videoHost.embedId} iframe`)).toBeAttached()
      }
      expect(await violations()).toEqual([])
    })
  }

  test('the quiz, through to its results', async ({ page }) => {
    const violations = await watchForViolations(page)
    const quiz = routePages.find((page) => page.kind === 'quiz')
    await page.goto(quiz?.url ?? '/quiz')
    await waitForHydration(page)
    await page.getByRole('button', { name: quizIntro.start }).first().click()
    let score = 0
    for (const [index, question] of quizQuestions.entries()) {
      await expect(page.getByRole('heading', { name: question.text })).toBeVisible()
      // A spread of answers: first, second, third option in turn.
      const option = question.options[index % question.options.length]
      if (!option) throw new Error(`question ${question.id} has no option ${index}`)
      score += option.value
      await page.getByRole('button', { name: option.label, exact: true }).click()
    }
    await expect(page.getByText(quizResults.scoreBadge(score))).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await violations()).toEqual([])
  })

  test('the not-found page', async ({ page }) => {
    const violations = await watchForViolations(page)
    await page.goto(unknownPath)
    await page.waitForLoadState('networkidle')
    expect(await violations()).toEqual([])
  })

  test('a style the build did not hash is reported (the watch works)', async ({ page }) => {
    const violations = await watchForViolations(page)
    await page.goto(routePages[0]?.url ?? '/')
    await page.evaluate(() => {
      const style = document.createElement('style')
      style.textContent = 'body { outline: 1px solid red }'
      document.head.append(style)
    })
    // Both channels see it: the console message and the violation event.
    await expect
      .poll(violations)
      .toEqual([
        expect.stringMatching(
          /violates the following Content Security Policy directive 'style-src/,
        ),
        expect.stringMatching(/^style-src(-elem)? blocked inline$/),
      ])
  })
})
