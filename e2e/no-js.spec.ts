import { expect, type Page, test } from '@playwright/test'
import { builtLinks, routePages, salesPages, storeOf } from '../scripts/built-site'
import { quizIntro } from '../src/content/quiz'
import { videoBoxCopy } from '../src/content/video-box'

// The sales pages and the quiz intro are prerendered whole: with JavaScript off, a visitor
// reads everything and every link still goes somewhere.
test.use({ javaScriptEnabled: false })

/** What a page offers a reader: its headings in order and every link's target. */
async function outline(page: Page) {
  const headings = await page
    .getByRole('heading')
    .evaluateAll((elements) =>
      elements.map((element) => `${element.tagName.toLowerCase()} ${element.textContent?.trim()}`),
    )
  const links = await page
    .locator('a')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''))
  return { headings, links }
}

for (const routePage of routePages) {
  const { url } = routePage
  const isSalesPage = salesPages.includes(routePage)

  test(`${url} shows the same content without JavaScript as with it`, async ({ page, browser }) => {
    const response = await page.goto(url)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('main')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const withoutJs = await outline(page)
    expect(withoutJs.headings.length, 'a page of sections, not a shell').toBeGreaterThan(3)

    const withJsContext = await browser.newContext({
      javaScriptEnabled: true,
      viewport: page.viewportSize(),
    })
    try {
      const withJs = await withJsContext.newPage()
      // The player's host is never contacted from tests.
      const { videoHost } = await builtLinks()
      await withJs.route(`${new URL(videoHost.scriptUrl).origin}/**`, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: '' }),
      )
      // By `load` the entry has run: what JS would add or change is there to compare.
      await withJs.goto(url)
      expect(withoutJs).toEqual(await outline(withJs))
    } finally {
      await withJsContext.close()
    }
  })

  test(`every link on ${url} has a real destination`, async ({ page, request }) => {
    await page.goto(url)
    const { links } = await outline(page)
    const built = await builtLinks()
    for (const href of links) {
      expect(href, 'a link without a destination').not.toMatch(/^(#?|javascript:.*)$/i)
      if (href.startsWith('#')) {
        await expect(page.locator(`[id="${href.slice(1)}"]`), href).toHaveCount(1)
      } else if (href.startsWith('/')) {
        expect((await request.get(href)).status(), href).toBe(200)
      } else {
        expect(new URL(href).protocol, href).toBe('https:')
      }
    }
    if (isSalesPage) {
      const orderLinks = links.filter((href) => href === storeOf(routePage, built))
      expect(orderLinks.length, 'order links point at the store').toBeGreaterThan(0)
    }
  })

  test(`images on ${url} reserve their space`, async ({ page }) => {
    await page.goto(url)
    const unsized = await page
      .locator('img')
      .evaluateAll((images) =>
        images
          .filter((image) => !image.getAttribute('width') || !image.getAttribute('height'))
          .map((image) => image.getAttribute('src')),
      )
    expect(unsized).toEqual([])
  })
}

test('the video box shows its poster, titled, without JavaScript', async ({ page }) => {
  for (const { url } of salesPages) {
    await page.goto(url)
    const box = page.locator('[data-slot="video-box"]')
    if ((await box.count()) === 0) continue
    await expect(box.first(), url).toBeVisible()
    await expect(box.first(), url).toHaveAccessibleName(/\S/)
  }
})

test('/quiz without JavaScript says why instead of offering start buttons that do nothing', async ({
  page,
}) => {
  await page.goto('/quiz')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(quizIntro.heading)
  // Each start button is replaced by the note where it stood: hero, score block, closing.
  await expect(page.getByRole('button')).toHaveCount(0)
  // Playwright's text matching skips <noscript>, so the notes are found by their markup.
  const notes = page.getByRole('main').locator('noscript > p')
  await expect(notes).toHaveCount(3)
  for (const note of await notes.all()) {
    await expect(note).toBeVisible()
    expect(await note.evaluate((element) => element.textContent)).toBe(
      `${quizIntro.noScript.title}${quizIntro.noScript.text}`,
    )
  }
  // Nothing else looks clickable: every element with a pointer cursor is a link that goes somewhere.
  const deadControls = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => getComputedStyle(element).cursor === 'pointer')
      .filter((element) => !element.closest('a[href]'))
      .map((element) => element.outerHTML.slice(0, 120)),
  )
  expect(deadControls).toEqual([])
})

test.describe('campaign parameters without JavaScript', () => {
  test('order links stay the plain store page, and open it', async ({ page, context }) => {
    const built = await builtLinks()
    for (const salesPage of salesPages) {
      const { url } = salesPage
      const store = storeOf(salesPage, built)
      await page.goto(`${url}?utm_source=fb&gclid=abc&fbclid=def`)
      const links = page.getByRole('link').and(page.locator('a[data-outbound]'))
      const hrefs = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getAttribute('href')),
      )
      expect(hrefs.length, url).toBeGreaterThan(0)
      expect(new Set(hrefs), url).toEqual(new Set([store]))
      // The store itself is a stand-in: nothing leaves the machine.
      await context.route(
        (target) => target.origin === new URL(store).origin,
        (route) => route.fulfill({ contentType: 'text/html', body: '<title>stand-in</title>' }),
      )
      const [opened] = await Promise.all([context.waitForEvent('page'), links.first().click()])
      await opened.waitForLoadState()
      expect(opened.url(), url).toBe(store)
      await opened.close()
    }
  })
})

test('the video box says the video needs JavaScript, with no loading line, play mark or button', async ({
  page,
}) => {
  for (const { url } of salesPages) {
    await page.goto(url)
    const box = page.locator('[data-slot="video-box"]')
    await expect(box, url).toHaveCount(1)
    // Playwright's text matching skips <noscript>, so the line is found by its markup.
    const note = box.locator('noscript > div')
    await expect(note, url).toBeVisible()
    expect(await note.evaluate((element) => element.textContent), url).toBe(
      `${videoBoxCopy.noScript}${videoBoxCopy.noScriptHint}`,
    )
    // Nothing that promises a video that cannot come: no spinner line, no play mark, no button.
    await expect(box.getByText(videoBoxCopy.loading), url).toBeHidden()
    await expect(box.getByRole('status'), url).toBeHidden()
    await expect(box.locator('[data-slot="video-play-mark"]'), url).toBeHidden()
    await expect(box.getByRole('button'), url).toHaveCount(0)
    // Still the titled poster, its full size.
    await expect(box, url).toHaveAccessibleName(/\S/)
    expect((await box.boundingBox())?.height, url).toBeGreaterThanOrEqual(300)
  }
})
