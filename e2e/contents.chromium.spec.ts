/**
 * The legal pages' "On this page" contents, on a laptop where they stay beside the text: nothing
 * is marked on first paint; the link to the section in view is marked (aria-current="location",
 * a rule beside it and no underline) as the page scrolls and as a link is taken
 * (src/effects/contents-mark.ts), and the footer marks its link to the page shown. /terms stands for /privacy, which renders the same page. An
 * observer's fact, the same in every engine, so Chromium alone runs it; printed, the contents are
 * gone (e2e/print.chromium.spec.ts).
 */
import { expect, test } from '@playwright/test'
import { documentCopy } from '../src/content/site'

test('/terms on a laptop: its contents mark the section in view, as it scrolls and as a link is taken', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.goto('/terms')
  await expect(page.locator('#root[data-live]')).toBeAttached()
  const contents = page.getByRole('navigation', { name: documentCopy.contents })
  const marked = contents.locator('a[aria-current="location"]')
  await expect(marked, 'nothing marked on first paint').toHaveCount(0)
  const links = contents.getByRole('link')
  const titles = await links.allTextContents()
  // A short section, the next one's heading within the screen's top third once its own is at
  // the top: a line 30 % down marked the next one (review 32).
  const sections = page.locator('main section')
  const short = await sections.evaluateAll((all) =>
    all.findIndex(
      (section, index) =>
        index > 0 &&
        (all[index + 1]?.getBoundingClientRect().top ?? 0) - section.getBoundingClientRect().top <
          innerHeight * 0.3,
    ),
  )
  expect(short, 'a short section').toBeGreaterThan(0)
  await sections
    .nth(short)
    .evaluate((section) => window.scrollTo(0, section.getBoundingClientRect().top + scrollY))
  await expect(marked, 'the short section scrolled to the top').toHaveText(titles[short] ?? '')
  const last = links.last()
  await last.click()
  await expect(marked, 'the last section, its link taken').toHaveText(titles.at(-1) ?? '')
  const style = (link: Element) => {
    const { borderLeftColor, color, textDecorationLine } = getComputedStyle(link)
    return { borderLeftColor, color, textDecorationLine }
  }
  const [on, off] = [await marked.evaluate(style), await links.first().evaluate(style)]
  expect(on.borderLeftColor, 'a rule beside the marked link').not.toBe(off.borderLeftColor)
  expect(on.textDecorationLine, 'the marked link is not underlined').not.toBe(
    off.textDecorationLine,
  )
  // The footer marks its link to the page shown the same way, for the eye as for a screen reader
  // (review 40: its marking classes lost to the link's own, and it looked like the other).
  const footerLinks = page.getByRole('contentinfo').getByRole('link')
  const weighed = (link: Element) => {
    const { fontWeight, textDecorationLine } = getComputedStyle(link)
    return { fontWeight: Number(fontWeight), textDecorationLine }
  }
  const here = await footerLinks.and(page.locator('[aria-current="page"]')).evaluate(weighed)
  const there = await footerLinks.filter({ hasText: /privacy/i }).evaluate(weighed)
  expect(here.textDecorationLine, "the footer's link to this page is not underlined").toBe('none')
  expect(there.textDecorationLine).toBe('underline')
  expect(here.fontWeight, "the footer's link to this page is bolder").toBeGreaterThan(
    there.fontWeight,
  )
})
