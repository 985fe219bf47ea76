/**
 * The brand's own proof in the claims build (testing/e2e-site.ts: a laboratory, a review score and
 * photo sets of the doctor, the founder, the author, the story and a customer from e2e/fixtures/photos/), at 375x667: the
 * laboratory and the score shown, the advertorial's score before the first order button; each photograph arrived as AVIF or WebP; the score and the lab on the first screens of
 * `/` and `/google`. Their words and places, set and unset, and the drawings a photograph replaced left out of
 * the build, are tests/proof.test.tsx's; each image's budget, tests/build-fonts.test.ts's.
 */
import { expect, firstScreens, test } from './engines/fixtures'
import { expectNoProblems, open } from './support/site'

/** What the page shows of the proof, once every image has arrived (runs in the page). */
async function proofAsShown() {
  const images = [...document.images]
  for (const image of images) image.loading = 'eager'
  await Promise.all(
    images.map((image) => (image.complete ? null : image.decode().catch(() => null))),
  )
  const shown = (selector: string) => {
    const element = document.querySelector<HTMLElement>(selector)
    // As read: the build's word joiners (src/lib/typeset.ts) are no characters a reader hears.
    return element?.checkVisibility()
      ? element.textContent
          ?.replace(/\u2060/g, '')
          .replace(/\s+/g, ' ')
          .trim()
      : null
  }
  const photo = (alt: string) => {
    const image = document.querySelector<HTMLImageElement>(`img[alt="${alt}"]`)
    return image && image.naturalWidth > 0 ? new URL(image.currentSrc).pathname : null
  }
  return {
    lab: shown('[data-slot=lab-line]'),
    reviews: shown('[data-slot=review-score]'),
    doctor: photo('Photograph of Dr. Rachel Morgan, MD'),
    author: photo('Photograph of Laura Bennett'),
    customer: photo('Photograph of Karen M.'),
    /** Whether the review score comes before the first order button (issue 62: after it, far down). */
    scoreFirst: (() => {
      const top = (selector: string) =>
        [...document.querySelectorAll(selector)]
          .find((element) => element.checkVisibility())
          ?.getBoundingClientRect().top ?? Number.NaN
      return top('[data-slot=review-text]') < top('a[data-outbound]')
    })(),
    /**
     * The VSL's last offer's dated captions ('Score as of …', 'Figures as of …'): how many, and
     * in how many looks, a look being the size and the left edge of the words (the score's words'
     * edge among them; review 30: 13.6 px past the star, 11 px at the clocks' edge).
     */
    finalDays: (() => {
      const edge = (element: Element) => {
        const range = document.createRange()
        range.selectNodeContents(element)
        return Math.round(range.getBoundingClientRect().left)
      }
      const offer = document.querySelector('#final-offer')
      const days = [...(offer?.querySelectorAll('[data-slot=as-of]') ?? [])]
      const score = offer?.querySelector('[data-slot=review-text]')
      const looks = new Set(days.map((day) => `${getComputedStyle(day).fontSize} ${edge(day)}`))
      const edges = new Set([...days, ...(score ? [score] : [])].map(edge))
      return { days: days.length, looks: looks.size, edges: edges.size }
    })(),
  }
}

test('the claims build shows the lab, the score and the photographs', async ({
  claimsSite: site,
}) => {
  await site.setViewport({ width: 375, height: 667 })
  const photo = (slot: string) =>
    expect.stringMatching(new RegExp(`^/images/people/${slot}-(?:96|192|384)\\.(?:avif|webp)$`))
  for (const path of ['/', '/advertorial-v2']) {
    await open(site, path)
    expect(await site.evaluate(proofAsShown), path).toMatchObject({
      // Under the advertorial's headline, compact: its number by the kit's steps further down.
      lab: `Your sample is tested by Northfield Clinical Laboratories, a CLIA-certified laboratory${path === '/' ? ' (CLIA No. 05D2081496)' : ''}`,
      // On `/` the price box dates it in a 'Figures as of …' line under its proof, as the hero
      // and the final offer do (round 14); the advertorial's byline in the same words, under the
      // score (rsales20: '(as of …)' beside it, a second style).
      reviews: `4.7 on Trustpilot, 1,234 reviews${path === '/' ? '' : ' Score as of Nov 20, 2026'}`,
      doctor: photo('doctor'),
      // Round 8: `/`'s first order under the video's button, the score right under its note (a
      // 320x568 screen ends the order only so); the advertorial's score above its byline.
      scoreFirst: path !== '/',
      // `/`'s last offer dates its score and its urgency lines in one caption's look, both from
      // the score's words' edge.
      ...(path === '/' ? { finalDays: { days: 2, looks: 1, edges: 1 } } : {}),
      // Karen's story is on the VSL; the author writes the advertorial.
      ...(path === '/' ? { customer: photo('karen') } : { author: photo('author') }),
    })
    await expectNoProblems(site)
  }
})

/**
 * Where the hero's proof and its order button are, in screens from the top (runs in the page): where
 * the platform's score starts, and where the laboratory and the first order button end; the star
 * row's lines; and the page's height in screens. Then scrolls past the hero.
 */
function proofPlaces() {
  const hero = document.querySelector('#hero')
  const at = (selector: string, edge: 'top' | 'bottom') => {
    const element = [...(hero?.querySelectorAll(selector) ?? [])].find((e) => e.checkVisibility())
    return element ? (element.getBoundingClientRect()[edge] + scrollY) / innerHeight : null
  }
  // The row's words beside the stars; a line is a run of boxes whose tops are within 8 px.
  const words = hero?.querySelector('[data-slot=star-rating] + *')
  const range = document.createRange()
  if (words) range.selectNodeContents(words)
  const tops = [...range.getClientRects()].map((rect) => rect.top).sort((a, b) => a - b)
  // The header's stock: its dot and the first word of its first line.
  const stock = document.querySelector('[data-slot=stock-badge]')
  const dot = stock?.querySelector('[aria-hidden]')?.getBoundingClientRect()
  const stockWords = document.createRange()
  if (stock?.lastElementChild) stockWords.selectNodeContents(stock.lastElementChild)
  const [firstWord] = stockWords.getClientRects()
  const places = {
    review: at('[data-slot=review-text]', 'top'),
    lab: at('[data-slot=hero-lab]', 'bottom'),
    people: at('[data-slot=hero-proof] li:last-child', 'bottom'),
    proof: at('[data-slot=hero-proof]', 'bottom'),
    order: at('a[data-outbound]', 'bottom'),
    kitWidth: hero?.querySelector('img')?.getBoundingClientRect().width ?? 0,
    // The score's link to the platform's page: its height, a target (WCAG 2.5.8: 24 px).
    linkHeight: hero?.querySelector('[data-slot=review-text] a')?.getBoundingClientRect().height,
    rowLines: tops.filter((top, index) => index === 0 || top > (tops[index - 1] ?? 0) + 8).length,
    // Beside it, at most 8 px before it, its middle within that line (round 17b: 16 px away, the
    // lines set right; without the day, between its two lines).
    dotBesideStock:
      !!dot &&
      !!firstWord &&
      dot.width > 0 &&
      firstWord.left - dot.right >= 0 &&
      firstWord.left - dot.right <= 8 &&
      (dot.top + dot.bottom) / 2 > firstWord.top &&
      (dot.top + dot.bottom) / 2 < firstWord.bottom,
    tall: document.documentElement.scrollHeight / innerHeight,
  }
  const past = (hero?.getBoundingClientRect().bottom ?? 0) + scrollY + 200
  scrollTo({ top: past, behavior: 'instant' })
  return places
}

/**
 * From lg, the hero's order and what follows it (runs in the page): on /google the order's note
 * right under the order, the proof under the note, the video's link under the proof (rsales18: the
 * note beside the proof under the facts, a 50 px hole under the order); on `/` the proof's first
 * row 8-14 px under the order and the points' first row level with the order (rsales18: 16 px,
 * the points 16 px lower than without the proof).
 */
function heroStack() {
  const hero = document.querySelector('#hero') as HTMLElement
  const box = (element: Element | null | undefined) =>
    element?.checkVisibility() ? element.getBoundingClientRect() : null
  const order = box(hero.querySelector('a[data-outbound]'))
  const note = box(
    [...hero.querySelectorAll('p')].find((p) => /guarantee/.test(p.textContent ?? '')),
  )
  const proof = box(hero.querySelector('[data-slot=hero-proof]'))
  const firstRow = box(hero.querySelector('[data-slot=hero-proof] li'))
  const link = box([...hero.querySelectorAll('[data-video-link]')].find((a) => a.checkVisibility()))
  const point = box([...hero.querySelectorAll('ul')].at(-1)?.firstElementChild)
  if (!order || !note || !proof || !firstRow || !link || !point) return null
  const middle = (rect: DOMRect) => (rect.top + rect.bottom) / 2
  return {
    noteUnderOrder:
      note.top >= order.bottom && note.top - order.bottom <= 16 && note.left === order.left,
    proofUnderNote: proof.top >= note.bottom && proof.top - note.bottom <= 16,
    linkAfterProof: link.top >= proof.bottom - 1,
    proofGap: Math.round(firstRow.top - order.bottom),
    pointLevel: Math.abs(middle(point) - middle(order)) <= 8,
  }
}

/** The slim order bar, when it shows: whether it is slim, its row round a 44 px button (runs in the page). */
function slimBar() {
  const bar = document.querySelector('aside[aria-label="Order the kit"][data-shown]')
  if (!bar?.checkVisibility({ visibilityProperty: true })) return null
  return { slim: bar.getBoundingClientRect().height <= 68 }
}

// Issue 53: before, the lab 9.7 screens down at 375, the score 12.2; the page 16.5. Issue 62: the
// lab at 1.14 screens on `/` and 1.29 on `/google`, the star row four lines, the order under the fold;
// its second review added about 30 px (the expert's disclosure at 14 px, the stories' framing): 14.1.
// Round 7 of issue 72's fixes together added about 95 px (among them the spiral's numbers over
// their titles, a staircase before, and each stat a row under 400 px, its figure on one line): 14.3.
// Round 8: a phone's hero proof names the people tested too, and it and the stories each close on
// one 'Figures as of …' line (each dated once, in one style): about 35 px, 14.35.
// Round 14: the final offer's parts 10 px apart (4 before: read as one block) and the middle
// price box's score dated in a line of its own, the page's one style: about 15 px net, 14.42.
// Issue 72: `/google`'s kit was 176 px wide at 375, the site's smallest product picture; a shopper
// comparing tests now sees it at least 280 px wide, the order, then the score and the lab (its
// words: tests/proof.test.tsx).
test('the claims build: the score and the lab on the first screen from 375 (`/google`’s people tested too), the header’s stock dot by its first word, `/`’s first order from 320, `/google`’s kit at least 280 px wide on phones, the star row in two lines, the order and the whole proof above the fold at 1280x650 (a 1366x768 laptop), from 1024 /google’s order, note, proof and video link stacked and `/`’s proof close under the order, the points level with it, the slim bar at most 68 px, `/` at most 14.45 screens tall at 375x667', async ({
  claimsSite: site,
}) => {
  for (const path of ['/', '/google']) {
    // A laptop's first screen as a 1366x768 one shows it: 650 px under the browser's bars.
    for (const viewport of firstScreens.map((at) =>
      at.width >= 1024 ? { ...at, height: 650 } : at,
    )) {
      await site.setViewport(viewport)
      await open(site, path)
      const stack = viewport.width >= 1024 ? await site.evaluate(heroStack) : null
      const {
        review,
        lab,
        people,
        proof,
        order,
        kitWidth,
        linkHeight,
        rowLines,
        tall,
        dotBesideStock,
      } = await site.evaluate(proofPlaces)
      const where = `${path} at ${viewport.width}px`
      expect(dotBesideStock, `${where}: the stock's dot by its first word`).toBe(true)
      // Issue 72: `/google`'s score was under its facts, at 668 px of 667 at 375. Round 16b: under
      // its facts and the order's note the score and the lab ended at 791 px at 375; with the
      // proof set, the proof now follows the order and the video's link, before the facts.
      if (viewport.width >= 375)
        expect(review ?? Number.NaN, `${where}: the score`).toBeLessThanOrEqual(1)
      // A short phone's screen (320x568) draws the kit smaller, so more of what follows it shows
      // (round 14).
      if (path === '/google' && viewport.width < 1024 && viewport.height > 600)
        expect(kitWidth, `${where}: the kit's width`).toBeGreaterThanOrEqual(280)
      // Round 8: at 1280x650 `/`'s lab hung under the kit, /google's (a cell of its facts row)
      // under the fold; now in the proof under the order on both.
      if (viewport.width >= 375)
        expect(lab ?? Number.NaN, `${where}: the lab`).toBeLessThanOrEqual(1)
      // Round 17b: the video's link between the order and the proof put the people tested's
      // second line under the fold at 375x667; now the proof follows the order.
      if (path === '/google' && viewport.width >= 375)
        expect(people ?? Number.NaN, `${where}: the people tested`).toBeLessThanOrEqual(1)
      // Round 8: 16 px tall at 375.
      expect(linkHeight ?? Number.NaN, `${where}: the score's link`).toBeGreaterThanOrEqual(24)
      if (viewport.width >= 375) {
        expect(rowLines, `${where}: the star row's lines`).toBeLessThanOrEqual(2)
      }
      // Round 10: `/`'s proof ended at 679 px of 650, its dates line under the fold.
      if (viewport.width >= 1024) {
        expect(order ?? Number.NaN, `${where}: the order`).toBeLessThanOrEqual(1)
        expect(proof ?? Number.NaN, `${where}: the proof, whole`).toBeLessThanOrEqual(1)
        if (path === '/google')
          expect(stack, `${where}: the order, its note, the proof, the video's link`).toMatchObject(
            {
              noteUnderOrder: true,
              proofUnderNote: true,
              linkAfterProof: true,
            },
          )
        else {
          expect(stack, `${where}: the points beside the order`).toMatchObject({ pointLevel: true })
          expect(stack?.proofGap, `${where}: the proof under the order`).toBeGreaterThanOrEqual(8)
          expect(stack?.proofGap, `${where}: the proof under the order`).toBeLessThanOrEqual(14)
        }
      }
      // Issue 72: with the proof set, `/`'s first order ended 1.32 screens down at 375 (1.19
      // without it), then 1.18; now under the video's button, on the first screen (round 8: at
      // 320x568 under the proof it ended at 631 px; now the proof follows it).
      if (path === '/' && viewport.width < 1024)
        expect(order ?? Number.NaN, `${where}: the order`).toBeLessThanOrEqual(1)
      if (path === '/' && viewport.width === 375)
        expect(tall, `${where}: screens`).toBeLessThanOrEqual(14.45)
      // Phones only: from lg the header keeps the order action. Its words: tests/proof.test.tsx.
      if (path === '/' && viewport.width < 1024) {
        await expect.poll(() => site.evaluate(slimBar), where).toEqual({ slim: true })
      }
    }
  }
})
