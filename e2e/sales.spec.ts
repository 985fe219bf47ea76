/**
 * The built sales pages in Chromium, at phone and desktop size: every section in the spec's
 * order (found by the names the content modules give them), order links, head tags, the FAQ
 * by keyboard, campaign parameters, layout stability and a clean console. Nothing leaves the
 * site: the video player's script is answered with an empty script, anything else is refused.
 */
import { expect, type Page, test } from '@playwright/test'
import { builtLinks } from '../scripts/built-site'
import type { AdvertorialContent } from '../src/content/advertorial'
import type { VslContent } from '../src/content/vsl'
import { deferredAttribute } from '../src/effects/deferred-sections'
import { pageTable, sitePages } from '../src/pages'
import { waitForHydration } from './support/hydration'

/** The store and video addresses exactly as this build resolved them (VITE_ overrides applied). */
const { outboundLinks, videoHost } = await builtLinks()

/** The video sales letter: the sections of <main>, in order. */
function vslSections(copy: VslContent): string[] {
  return [
    copy.hero.heading,
    copy.expert.heading,
    copy.warningSigns.heading,
    copy.condition.heading,
    copy.spiral.heading,
    copy.founder.heading,
    copy.video.heading,
    copy.testingGap.heading,
    copy.standardTests.heading,
    copy.breakthrough.heading,
    copy.kit.heading,
    copy.order.heading,
    copy.whyNow.heading,
    copy.testimonials.heading,
    copy.guarantee.heading,
    copy.faq.heading,
    copy.finalOffer.heading,
  ]
}

/** The advertorial: the sections of <main>, in order. */
function advertorialSections(copy: AdvertorialContent): string[] {
  return [
    copy.alert.label,
    copy.byline.heading,
    copy.expertQuote.heading,
    copy.symptoms.heading,
    copy.statistics.heading,
    copy.story.heading,
    copy.video.heading,
    copy.consequences.heading,
    copy.endorsement.heading,
    copy.kit.heading,
    copy.valueStack.heading,
    copy.priceBox.heading,
    copy.guarantee.heading,
    copy.testimonials.heading,
    copy.finalCta.heading,
  ]
}

interface SalesPage {
  url: string
  store: string
  sections: string[]
  /** Text the page's banner landmark shows. */
  banner: string[]
  orderButtons: string[]
  faq?: VslContent['faq']
  disclaimer: string
}

/** Every sales page of the page table, with what its content says it shows. */
const salesPages: SalesPage[] = pageTable.flatMap((row): SalesPage[] => {
  if (row.kind === 'vsl') {
    const copy: VslContent = row.content
    return [
      {
        url: row.path,
        store: outboundLinks.vslStore,
        sections: vslSections(copy),
        banner: [copy.header.badge, copy.header.stock],
        orderButtons: [copy.order.button, copy.finalOffer.button],
        faq: copy.faq,
        disclaimer: copy.footer.fda,
      },
    ]
  }
  if (row.kind === 'advertorial') {
    const copy: AdvertorialContent = row.content
    return [
      {
        url: row.path,
        store: outboundLinks.advertorialStore,
        sections: advertorialSections(copy),
        banner: [copy.masthead.label],
        orderButtons: [copy.priceBox.button, copy.finalCta.button],
        disclaimer: copy.footer.fda,
      },
    ]
  }
  return []
})

interface PageWatch {
  /** Console errors, uncaught exceptions and failed same-site requests. */
  errors: string[]
  /** Requests that tried to leave the site, other than the video player's script. */
  strays: string[]
}

/** Keeps every request on the site and records what goes wrong on the page. */
async function watch(page: Page): Promise<PageWatch> {
  const watched: PageWatch = { errors: [], strays: [] }
  const siteOrigin = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin
  await page.route(
    (url) => url.origin !== siteOrigin,
    async (route) => {
      const url = route.request().url()
      if (url === videoHost.scriptUrl) {
        await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
        return
      }
      watched.strays.push(url)
      await route.abort()
    },
  )
  page.on('console', (message) => {
    if (message.type() === 'error') watched.errors.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => watched.errors.push(`exception: ${error.message}`))
  page.on('response', (response) => {
    if (response.url().startsWith(siteOrigin) && response.status() >= 400) {
      watched.errors.push(`${response.status()}: ${response.url()}`)
    }
  })
  return watched
}

/**
 * Records the page's layout shifts from before its first paint (not those right after input, as
 * CLS counts them). Call before `goto`; the returned function gives their sum so far.
 */
async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = []
    Object.assign(window, { __layoutShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return () =>
    page.evaluate(() =>
      (window as unknown as { __layoutShifts: number[] }).__layoutShifts.reduce(
        (sum, value) => sum + value,
        0,
      ),
    )
}

function orderLinks(page: Page) {
  return page.getByRole('link').and(page.locator('a[data-outbound]'))
}

for (const salesPage of salesPages) {
  test.describe(salesPage.url, () => {
    test('every section is there, in the order of the spec, between banner and footer', async ({
      page,
    }) => {
      await watch(page)
      await page.goto(salesPage.url)
      const regions = page.getByRole('main').getByRole('region')
      await expect(regions).toHaveCount(salesPage.sections.length)
      for (const [index, name] of salesPage.sections.entries()) {
        await expect(regions.nth(index)).toHaveAccessibleName(name, { ignoreCase: true })
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      // Nothing is wider than the screen.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0)
      const banner = page.getByRole('banner')
      for (const text of salesPage.banner) await expect(banner).toContainText(text)
      await expect(page.getByRole('contentinfo')).toContainText(salesPage.disclaimer)
    })

    test('order links open the right store page in a new tab with no opener', async ({ page }) => {
      await watch(page)
      await page.goto(salesPage.url)
      for (const name of salesPage.orderButtons) {
        const links = page.getByRole('link', { name })
        await expect(links.first()).toBeVisible()
      }
      const links = orderLinks(page)
      expect(await links.count()).toBeGreaterThanOrEqual(salesPage.orderButtons.length)
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute('href', salesPage.store)
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      }
    })

    test('the page has its own title, description and Open Graph title', async ({ page }) => {
      await watch(page)
      const meta = sitePages.find((entry) => entry.url === salesPage.url)?.meta
      if (!meta) throw new Error(`No page entry for ${salesPage.url}`)
      await page.goto(salesPage.url)
      await expect(page).toHaveTitle(meta.title)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        meta.description,
      )
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', meta.title)
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
        'content',
        meta.description,
      )
      const others = salesPages.filter((other) => other.url !== salesPage.url)
      for (const other of others) {
        expect(sitePages.find((entry) => entry.url === other.url)?.meta.title).not.toBe(meta.title)
      }
    })

    test('campaign parameters from the landing URL reach every order link, nothing else does', async ({
      page,
    }) => {
      await watch(page)
      const campaign = { utm_source: 'fb', utm_campaign: 'x', gclid: '1' }
      await page.goto(`${salesPage.url}?${new URLSearchParams({ ...campaign, other: '2' })}`)
      const links = orderLinks(page)
      await expect(links.first()).toHaveAttribute('href', /utm_source=fb/)
      const store = new URL(salesPage.store)
      for (const link of await links.all()) {
        const href = new URL((await link.getAttribute('href')) ?? '')
        expect(href.origin + href.pathname).toBe(store.origin + store.pathname)
        for (const [name, value] of Object.entries(campaign)) {
          expect(href.searchParams.get(name), name).toBe(value)
        }
        expect(href.searchParams.has('other')).toBe(false)
      }
    })

    test('nothing on the first screen waits to be laid out, on this screen or a tall one', async ({
      browser,
      isMobile,
      viewport,
    }) => {
      // The first paint shows a waiting section at its stand-in height; were one on the first
      // screen, the page would jump when it is laid out. Without JavaScript nothing is laid out
      // early, so the stand-ins stay where that first paint had them.
      const tall = isMobile ? { width: 430, height: 932 } : { width: 2560, height: 1440 }
      for (const size of [viewport ?? tall, tall]) {
        const context = await browser.newContext({ javaScriptEnabled: false, viewport: size })
        const page = await context.newPage()
        await page.goto(salesPage.url)
        const tops = await page
          .locator(`[${deferredAttribute}]`)
          .evaluateAll((parts) => parts.map((part) => part.getBoundingClientRect().top))
        expect(tops.length, 'some sections wait').toBeGreaterThan(0)
        expect(Math.min(...tops), `${size.width}x${size.height}`).toBeGreaterThanOrEqual(
          size.height,
        )
        await context.close()
      }
    })

    test('a link to the last section lands on it, and it stays put while the page is laid out', async ({
      page,
    }) => {
      await watch(page)
      await page.goto(salesPage.url)
      const last = await page.locator('main section[id]').last().getAttribute('id')
      await page.goto('about:blank')
      const layoutShift = await recordLayoutShifts(page)
      await page.goto(`${salesPage.url}#${last}`)
      const heading = page.locator(`#${last}-heading`)
      const landed = await heading.boundingBox()
      await waitForHydration(page)
      await expect(page.locator(`[${deferredAttribute}]`)).toHaveCount(0)
      expect(landed?.y).toBeGreaterThanOrEqual(0)
      expect((await heading.boundingBox())?.y).toBeCloseTo(landed?.y ?? Number.NaN, 0)
      await expect(heading).toBeInViewport()
      expect(await layoutShift()).toBeLessThan(0.01)
    })

    test('a reload halfway down comes back to the same place, without a jump', async ({ page }) => {
      await watch(page)
      const layoutShift = await recordLayoutShifts(page)
      await page.goto(salesPage.url)
      await waitForHydration(page)
      const sections = page.locator('main section[id]')
      const middle = sections.nth(Math.floor((await sections.count()) / 2))
      await middle.evaluate((section) => section.scrollIntoView())
      const before = await middle.boundingBox()
      await page.reload()
      await waitForHydration(page)
      await expect
        .poll(async () => (await middle.boundingBox())?.y)
        .toBeCloseTo(before?.y ?? Number.NaN, 0)
      expect(await layoutShift()).toBeLessThan(0.01)
    })

    test('scrolling the whole page shifts nothing, and the console stays clean', async ({
      page,
    }) => {
      test.slow()
      const watched = await watch(page)
      const layoutShift = await recordLayoutShifts(page)
      await page.goto(salesPage.url)
      const banner = page.getByRole('banner')
      const bannerBox = await banner.boundingBox()
      // Down the whole page a screen at a time, as a reader would.
      await page.evaluate(async () => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
        for (let y = 0; y <= document.documentElement.scrollHeight; y += window.innerHeight * 0.8) {
          window.scrollTo(0, y)
          await frame()
          await frame()
        }
      })
      await page.waitForLoadState('networkidle')
      expect(await layoutShift()).toBeLessThan(0.01)
      // Every illustration arrived (lazy ones included) at the size it reserved.
      for (const image of await page.getByRole('img').and(page.locator('img')).all()) {
        expect(
          await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        ).toBe(true)
      }
      if (salesPage.url !== '/advertorial-v2') {
        // The sticky strip stays at the top at its own height.
        const stuck = await banner.boundingBox()
        expect(stuck?.y).toBe(0)
        expect(stuck?.height).toBe(bannerBox?.height)
      }
      expect(watched.errors).toEqual([])
      expect(watched.strays).toEqual([])
    })

    const { faq } = salesPage
    if (faq) {
      test('the FAQ opens and closes from the keyboard, answers already in place', async ({
        page,
      }) => {
        test.slow()
        await watch(page)
        await page.goto(salesPage.url)
        // Found once by its id, then checked by its name: role lookups by name re-run on every
        // step and are slow on a page this long.
        const section = page.locator(`section#${faq.id}`)
        await expect(section).toHaveAccessibleName(faq.heading)
        const disclosures = section.getByRole('group')
        await expect(disclosures).toHaveCount(faq.items.length)
        for (const [index, item] of faq.items.entries()) {
          // A native disclosure: the group that holds the question (its summary) and the answer.
          const disclosure = disclosures.nth(index)
          const answer = disclosure.getByText(item.answer)
          await expect(answer).toBeAttached()
          await expect(answer).toBeHidden()
          const summary = disclosure.getByText(item.question, { exact: true })
          await summary.focus()
          await expect(summary).toBeFocused()
          await page.keyboard.press(index % 2 === 0 ? 'Enter' : 'Space')
          await expect(answer).toBeVisible()
          await page.keyboard.press('Enter')
          await expect(answer).toBeHidden()
        }
      })
    }
  })
}
