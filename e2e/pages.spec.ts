/**
 * Every page of the page table (src/pages.ts) and the quiz's inner screens, in this project's
 * engine: nothing goes wrong while it loads and is read (no console error or warning, uncaught
 * error, CSP violation or failed load; the sales pages' player, from its host, mounted), nothing
 * is wider than the screen from 320 px up (WCAG 2.2, 1.4.10 Reflow), every image arrives, and
 * axe-core finds no violation at a phone's and a desktop's width. Each routed page has its own
 * head tags; the not-found page logs the path it was asked for (its status 404 is
 * tests/serve.test.ts, its heading and way home tests/pages.test.tsx).
 */

import { sitePages, unknownPath } from '../src/pages'
import { expect, test, widths } from './engines/fixtures'
import { siteScreens } from './support/quiz'
import { expectNoAxeViolations, open, readToTheEnd, sidewaysScroll } from './support/site'

/** The not-found page logs the path it was asked for; no other screen logs anything. */
const notFoundLog = new RegExp(`^console\\.warn: .*${unknownPath}`)

/** What the page's head says, and the size of the Open Graph image it names. */
function readHead() {
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content')
  const image = new Image()
  image.src = meta('meta[property="og:image"]') ?? ''
  return image.decode().then(
    () => ({
      title: document.title,
      description: meta('meta[name="description"]'),
      ogTitle: meta('meta[property="og:title"]'),
      ogDescription: meta('meta[property="og:description"]'),
      ogImage: [image.naturalWidth, image.naturalHeight],
      h1: document.querySelectorAll('h1').length,
    }),
    () => null,
  )
}

test.describe('every page', () => {
  for (const screen of siteScreens) {
    test(`${screen.name}: loads clean, reflows from 320 px, shows every image, passes axe`, async ({
      site,
    }) => {
      // axe checks every element of a long sales page (colour contrast above all).
      test.slow()
      await open(site, screen.path)
      await screen.reach?.(site)
      const page = sitePages.find((entry) => entry.url === screen.path && !screen.reach)
      if (page) {
        // The sales pages' player is on its way from the host ~100 ms after the page mounts.
        await expect
          .poll(() => site.evaluate(() => document.querySelector('[data-status="loading"]')))
          .toBeNull()
        // The head, in the page as the browser has it: the Open Graph image is 1200 x 630.
        expect(await site.evaluate(readHead)).toEqual({
          title: page.meta.title,
          description: page.meta.description,
          ogTitle: page.meta.title,
          ogDescription: page.meta.description,
          ogImage: [1200, 630],
          h1: 1,
        })
        const sameTitle = sitePages.filter((other) => other.meta.title === page.meta.title)
        expect(sameTitle, 'a title of its own').toHaveLength(1)
      }
      const overflow: Record<string, number> = {}
      for (const viewport of Object.values(widths)) {
        await site.setViewport(viewport)
        overflow[`${viewport.width} px`] = await sidewaysScroll(site)
      }
      expect(overflow, 'sideways scroll in CSS px').toEqual(
        Object.fromEntries(Object.keys(overflow).map((width) => [width, 0])),
      )
      for (const viewport of [widths.phone, widths.desktop]) {
        await site.setViewport(viewport)
        await readToTheEnd(site)
        await expectNoAxeViolations(site, `${screen.name} at ${viewport.width} px`)
      }
      const logs = screen.path === unknownPath ? [expect.stringMatching(notFoundLog)] : []
      expect(await site.evaluate(() => window.__e2e.problems)).toEqual(logs)
    })
  }
})

test('a style the build did not hash is reported as a CSP violation (the watch sees them)', async ({
  site,
}) => {
  await open(site, '/')
  await site.evaluate(() => {
    const style = document.createElement('style')
    style.textContent = 'body { outline: 1px solid red }'
    document.head.append(style)
  })
  await expect
    .poll(() => site.evaluate(() => window.__e2e.problems))
    .toContainEqual(expect.stringMatching(/^CSP style-src(-elem)? blocked inline$/))
})
