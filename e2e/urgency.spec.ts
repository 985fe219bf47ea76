/**
 * The urgency claims made true (docs/urgency-claims.md), in the build with every claim set
 * (tools/e2e-site.ts: the masterclass's start, dated figures, a 47-character company email):
 * each dated figure shows its day beside it, the stock's keeping the VSL's sticky header within
 * 64 px on phones; the long email wraps rather than widen the page at 320 px. The countdown, to
 * the set start and past it, is its generated paths' on this build (e2e/paths.spec.ts); the same
 * time left on every view and after a reload, tests/countdown.test.ts's.
 */
import { claimsBuildEnv } from '../tools/e2e-site'
import { expect, test, widths } from './engines/fixtures'
import { expectNoProblems, open, sidewaysScroll } from './support/site'

test('each dated figure shows its day beside it, the sticky header still at most 64 px tall on phones, and a long email wraps in the footer at 320 px', async ({
  claimsSite: site,
}) => {
  await site.setViewport(widths.narrow)
  const datedLines = () =>
    site.evaluate(() =>
      [...document.querySelectorAll('[data-slot=as-of]')].map((asOf) =>
        (asOf.parentElement?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      ),
    )
  /** The footer's email, and how far the footer reaches past the screen's right edge (0: it wraps). */
  const footerEmail = () =>
    site.evaluate(() => {
      const footer = document.querySelector('footer')
      const link = footer?.querySelector('a[href^="mailto:"]')
      const right = Math.max(
        ...[...(footer?.querySelectorAll('*') ?? [])].map((e) => e.getBoundingClientRect().right),
      )
      return [
        link?.textContent,
        Math.max(0, Math.ceil(right - document.documentElement.clientWidth)),
      ]
    })
  await open(site, '/')
  expect(await datedLines()).toContain('212 kits remaining this month (as of 24 Nov 2026)')
  expect(await footerEmail()).toEqual([claimsBuildEnv.VITE_COMPANY_EMAIL, 0])
  // The dated stock in the VSL's sticky header: on phones, within the header's 64 px.
  const tallHeaders: string[] = []
  for (const size of [widths.narrow, widths.phone]) {
    await site.setViewport(size)
    const height = await site.evaluate(
      () => document.querySelector('[data-sticky-header]')?.getBoundingClientRect().height,
    )
    if (!height || height > 64) tallHeaders.push(`${size.width}px: ${height} px`)
  }
  expect(tallHeaders).toEqual([])
  await site.setViewport(widths.narrow)
  await open(site, '/quiz')
  expect(await datedLines()).toContain(
    '96 people started this assessment today (as of 23 Nov 2026)',
  )
  expect(await footerEmail()).toEqual([claimsBuildEnv.VITE_COMPANY_EMAIL, 0])
  expect(await sidewaysScroll(site)).toBe(0)
  await expectNoProblems(site)
})
