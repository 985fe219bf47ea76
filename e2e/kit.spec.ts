/**
 * What is sold, as the visitor's browser shows it, on a small phone, a phone and a desktop: the
 * kit's render arrives as AVIF or WebP at a width its `sizes` asks for, in the box its width and
 * height reserved (nothing moves when it arrives), eager in the hero and lazy below the fold; and
 * the sample report of findings is real text of 12 px or more, stamped a sample, that fits its
 * card. That the report's words stay within the spec's terms is tests/sample-report.test.ts; the
 * markup of the kit section, its caption included, is tests/sales.test.tsx; no page scrolling
 * sideways, e2e/pages.spec.ts.
 */
import { kitImage } from '../src/content/sales-common'
import { type PageRow, pageTable } from '../src/pages'
import type { EnginePage } from './engines/engine-page'
import { expect, firstScreens, test } from './engines/fixtures'
import { expectNoProblems, open, recordLayoutShifts } from './support/site'

const rows: readonly PageRow[] = pageTable

/** Every page that shows the kit, and whether it shows it on arrival (the VSL's hero). */
const kitPages = rows.flatMap((row) => {
  if (row.kind === 'vsl') return [{ url: row.path, image: row.content.hero.image, hero: true }]
  if (row.kind === 'advertorial')
    return [{ url: row.path, image: row.content.kit.image, hero: false }]
  return []
})
const reportPages = rows.flatMap((row) => (row.kind === 'vsl' ? [row.path] : []))

/** Brings the kit image to the middle of the screen and waits until it has arrived. */
async function kitArrived(site: EnginePage, src: string) {
  await site.evaluate((selector) => {
    document.querySelector(selector)?.scrollIntoView({ block: 'center', behavior: 'instant' })
  }, `main img[src="${src}"]`)
  await expect
    .poll(() =>
      site.evaluate((selector) => {
        const image = document.querySelector<HTMLImageElement>(selector)
        return !!image && image.complete && image.naturalWidth > 0
      }, `main img[src="${src}"]`),
    )
    .toBe(true)
}

/** What the browser made of the kit image (runs in the page). */
function kitAsShown(src: string) {
  const image = document.querySelector<HTMLImageElement>(`main img[src="${src}"]`)
  if (!image) return null
  const box = image.getBoundingClientRect()
  const sources = [...(image.parentElement?.querySelectorAll('source') ?? [])]
  return {
    currentSrc: new URL(image.currentSrc).pathname,
    width: image.getAttribute('width'),
    height: image.getAttribute('height'),
    sizes: [image, ...sources].map((element) => element.getAttribute('sizes')),
    loading: image.getAttribute('loading'),
    fetchPriority: image.getAttribute('fetchpriority'),
    /** Its shape as laid out, and as the file it chose is drawn, and how the file fills it. */
    fit: getComputedStyle(image).objectFit,
    boxRatio: box.width / box.height,
    fileRatio: image.naturalWidth / image.naturalHeight,
    shift: (window as { __layoutShift?: number }).__layoutShift ?? 0,
  }
}

for (const page of kitPages) {
  test(`${page.url}: the kit arrives as AVIF or WebP at its sizes, in the box it reserved`, async ({
    site,
  }) => {
    const seen: Record<string, unknown> = {}
    for (const screen of firstScreens) {
      await site.setViewport(screen)
      await open(site, page.url, { initScript: recordLayoutShifts })
      await kitArrived(site, page.image.src)
      const shown = await site.evaluate(kitAsShown, page.image.src)
      expect(shown, `the kit image at ${screen.width}`).not.toBeNull()
      if (!shown) continue
      expect(shown.currentSrc).toMatch(new RegExp(`^${kitImage.base}-\\d+\\.(avif|webp)$`))
      expect(shown.sizes.every((sizes) => !!sizes)).toBe(true)
      // Never stretched: drawn at its own shape, or cropped to its box (the hero from lg).
      if (shown.fit === 'fill') expect(shown.boxRatio).toBeCloseTo(shown.fileRatio, 1)
      else expect(shown.fit).toBe('cover')
      // No file refused by the CSP or failed to load.
      await expectNoProblems(site)
      seen[`${screen.width}x${screen.height}`] = {
        width: shown.width,
        height: shown.height,
        loading: shown.loading,
        fetchPriority: shown.fetchPriority,
        shifted: shown.shift >= 0.01,
      }
    }
    const expected = {
      width: String(page.image.width),
      height: String(page.image.height),
      loading: page.hero ? 'eager' : 'lazy',
      fetchPriority: page.hero ? 'high' : 'auto',
      shifted: false,
    }
    expect(seen).toEqual(
      Object.fromEntries(firstScreens.map((s) => [`${s.width}x${s.height}`, expected])),
    )
  })
}

/** The sample report as the visitor reads it (runs in the page). */
function reportAsRead() {
  const figure = document.querySelector('[data-slot="sample-report"]')
  const card = figure?.querySelector('[data-slot="sample-report-card"]')
  if (!figure || !card) return null
  // Each element that holds words of its own, and the size they are drawn at.
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
  const stamp = [...card.querySelectorAll('p')].find((p) => p.textContent?.trim() === 'Sample')
  return {
    smallest: sizes.toSorted((a, b) => a.px - b.px)[0],
    words: sizes.length,
    stamp: !!stamp?.checkVisibility() && getComputedStyle(stamp).textTransform,
    spills: card.scrollWidth - card.clientWidth,
  }
}

for (const url of reportPages) {
  test(`${url}: the sample report is text of 12 px or more, labelled a sample, in its card`, async ({
    site,
  }) => {
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
      expect(report, `the sample report ${at}`).not.toBeNull()
      if (!report) continue
      expect(report.words, `words to read ${at}`).toBeGreaterThan(10)
      expect(
        report.smallest?.px,
        `smallest text ${at}: ${report.smallest?.text}`,
      ).toBeGreaterThanOrEqual(12)
      expect(report.stamp, `the stamp ${at}`).toBe('uppercase')
      expect(report.spills, `the card's text spills sideways ${at}`).toBeLessThanOrEqual(0)
    }
  })
}
