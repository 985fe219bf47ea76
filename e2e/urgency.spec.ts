/**
 * The urgency claims made true (docs/urgency-claims.md), in the build with every claim set
 * (tools/e2e-site.ts: the masterclass's start, dated figures, a 47-character company email): the
 * VSL's dated stock keeps its sticky header within 64 px on phones. Each dated figure with its day
 * beside it is tests/urgency.test.tsx's, on the prerendered pages; the long email wrapping rather
 * than widening any page, e2e/reflow.spec.ts's, which walks this build. The countdown, to the set
 * start and past it, is its generated paths' on this build (e2e/paths.spec.ts); the same time left
 * on every view and after a reload, tests/countdown.test.ts's.
 */
import { expect, test, widths } from './engines/fixtures'
import { expectNoProblems, open } from './support/site'

test('the dated stock keeps the sticky header at most 64 px tall on phones', async ({
  claimsSite: site,
}) => {
  await open(site, '/')
  const tallHeaders: string[] = []
  for (const size of [widths.narrow, widths.phone]) {
    await site.setViewport(size)
    const header = await site.evaluate(() => {
      const sticky = document.querySelector('[data-sticky-header]')
      return { height: sticky?.getBoundingClientRect().height, text: sticky?.textContent }
    })
    expect(header.text, 'the stock, dated').toContain('(as of 24 Nov 2026)')
    if (!header.height || header.height > 64)
      tallHeaders.push(`${size.width}px: ${header.height} px`)
  }
  expect(tallHeaders).toEqual([])
  await expectNoProblems(site)
})
