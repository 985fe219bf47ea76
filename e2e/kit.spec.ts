/**
 * What is sold, as the visitor's browser shows it, on a small phone, a phone and a desktop: the
 * kit's render arrives as AVIF or WebP, never stretched (that nothing moves when it arrives is
 * e2e/sales.spec.ts's, its size reserved e2e/no-js.spec.ts's); and the sample report of findings is real text of 12 px or more
 * that fits its card. That the report's words stay within the spec's terms is
 * tests/sample-report.test.ts; the markup of the kit section (its sizes, eager in the hero and lazy
 * below the fold, labelled a sample, its caption) is tests/sales.test.tsx; no page scrolling
 * sideways, e2e/pages.spec.ts.
 */
import { kitImage } from '../src/content/sales-common'
import { type PageRow, pageTable } from '../src/pages'
import { expect, firstScreens, test } from './engines/fixtures'
import { expectNoProblems, open } from './support/site'

const rows: readonly PageRow[] = pageTable

/** Every page that shows the kit: the VSL in its hero, the advertorial below the fold. */
const kitPages = rows.flatMap((row) => {
  if (row.kind === 'vsl') return [{ url: row.path, src: row.content.hero.image.src }]
  if (row.kind === 'advertorial') return [{ url: row.path, src: row.content.kit.image.src }]
  return []
})
const reportPages = rows.flatMap((row) => (row.kind === 'vsl' ? [row.path] : []))

/** What the browser made of the kit image once it arrived, or null (runs in the page). */
function kitAsShown(selector: string) {
  const image = document.querySelector<HTMLImageElement>(selector)
  if (!image?.complete || !image.naturalWidth) return null
  const box = image.getBoundingClientRect()
  const fit = getComputedStyle(image).objectFit
  return {
    file: new URL(image.currentSrc).pathname,
    // Never stretched: drawn at its own shape, or cropped to its box (the hero from lg).
    stretched:
      fit !== 'cover' &&
      Math.abs(box.width / box.height - image.naturalWidth / image.naturalHeight) > 0.05,
  }
}

for (const page of kitPages) {
  test(`${page.url}: the kit arrives as AVIF or WebP, unstretched`, async ({ site }) => {
    const selector = `main img[src="${page.src}"]`
    for (const screen of firstScreens) {
      await site.setViewport(screen)
      await open(site, page.url)
      await site.evaluate((s) => {
        document.querySelector(s)?.scrollIntoView({ block: 'center', behavior: 'instant' })
      }, selector)
      await expect.poll(() => site.evaluate(kitAsShown, selector)).not.toBeNull()
      const shown = await site.evaluate(kitAsShown, selector)
      expect(shown?.file, `at ${screen.width}`).toMatch(
        new RegExp(`^${kitImage.base}-\\d+\\.(avif|webp)$`),
      )
      expect(shown, `at ${screen.width}`).toMatchObject({ stretched: false })
      // No file refused by the CSP or failed to load.
      await expectNoProblems(site)
    }
  })
}

/** The sample report's words and the size each is drawn at, and its card's spill (runs in the page). */
function reportAsRead() {
  const figure = document.querySelector('[data-slot="sample-report"]')
  const card = figure?.querySelector('[data-slot="sample-report-card"]')
  if (!figure || !card) return null
  const sizes = [...figure.querySelectorAll('*')]
    .filter((element) =>
      [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      ),
    )
    .filter((element) => element.checkVisibility())
    .map((element) => ({
      text: element.textContent?.trim().slice(0, 40),
      px: Number.parseFloat(getComputedStyle(element).fontSize),
    }))
  return {
    words: sizes.length,
    small: sizes.filter((size) => size.px < 12),
    spills: card.scrollWidth - card.clientWidth,
  }
}

for (const url of reportPages) {
  test(`${url}: the sample report is text of 12 px or more, in its card`, async ({ site }) => {
    await open(site, url)
    for (const screen of firstScreens) {
      await site.setViewport(screen)
      await site.evaluate(() =>
        document
          .querySelector('[data-slot="sample-report"]')
          ?.scrollIntoView({ block: 'center', behavior: 'instant' }),
      )
      const report = await site.evaluate(reportAsRead)
      const at = `at ${screen.width}x${screen.height}`
      expect(report?.words, `words to read ${at}`).toBeGreaterThan(10)
      expect(report?.small, `text under 12 px ${at}`).toEqual([])
      expect(report?.spills, `the card's text spills sideways ${at}`).toBeLessThanOrEqual(0)
    }
  })
}
