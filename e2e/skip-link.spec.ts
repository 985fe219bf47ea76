/**
 * Every page's first Tab stop, in every engine: "Skip to content", unseen until it has the focus,
 * then shown whole on the screen with the site's focus ring, at 320 and 1280 px; Enter moves the
 * focus to the page's main content, and the next Tab goes on from there (WCAG 2.4.1 Bypass
 * Blocks). One sales page of each kind, the quiz, a legal page and the not-found page.
 */

import { siteCopy } from '../src/content/site'
import { unknownPath } from '../src/pages'
import { expect, test, widths } from './engines/fixtures'
import { open } from './support/site'

/** The focused element as the visitor meets it (runs in the page). */
function focusNow() {
  const focused = document.activeElement as HTMLElement | null
  if (!focused || focused === document.body) return null
  const box = focused.getBoundingClientRect()
  const style = getComputedStyle(focused)
  return {
    tag: focused.localName,
    text: focused.textContent?.trim() ?? '',
    inMain: !!focused.closest('main') && focused.localName !== 'main',
    // How it is drawn, where the engine's window has the focus: WebKit's driver window never
    // does (`document.hasFocus()` false), so there no element matches `:focus`.
    drawn: document.hasFocus()
      ? {
          onScreen:
            box.width > 40 &&
            box.height > 20 &&
            box.top >= 0 &&
            box.left >= 0 &&
            box.right <= innerWidth,
          ring: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2,
        }
      : 'unfocused window',
  }
}

for (const path of ['/', '/advertorial-v2', '/quiz', '/terms', unknownPath]) {
  test(`${path}: the first Tab stop skips to the content, shown with a ring while focused`, async ({
    site,
  }) => {
    for (const viewport of [widths.narrow, widths.desktop]) {
      // Opened afresh: a blur leaves the next Tab's starting point where the focus was.
      await open(site, path)
      await site.setViewport(viewport)
      const link = () =>
        site.evaluate((name) => {
          const found = [...document.querySelectorAll('a')].find((a) => a.textContent === name)
          const box = found?.getBoundingClientRect()
          return box ? box.width * box.height : null
        }, siteCopy.skipLink)
      expect(await link(), `${viewport.width}: unseen before it has the focus`).toBeLessThanOrEqual(
        1,
      )
      await site.press('Tab')
      const first = await site.evaluate(focusNow)
      expect(first, `${viewport.width}: the first Tab stop`).toMatchObject({
        tag: 'a',
        text: siteCopy.skipLink,
        inMain: false,
      })
      if (site.engine !== 'webkit')
        expect(first?.drawn, `${viewport.width}: shown, with the ring`).toEqual({
          onScreen: true,
          ring: true,
        })
      await site.press('Enter')
      await expect
        .poll(() => site.evaluate(() => document.activeElement?.localName), {
          message: `${viewport.width}: Enter moves the focus to the main content`,
        })
        .toBe('main')
      await site.press('Tab')
      expect(
        (await site.evaluate(focusNow))?.inMain,
        `${viewport.width}: the next Tab goes on inside it`,
      ).toBe(true)
    }
  })
}
