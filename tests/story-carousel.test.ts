// @vitest-environment jsdom
/**
 * The stories' row (src/components/sales/story-carousel.dom.ts) where two of its three stories
 * stand whole side by side, as at 1000 px (jsdom lays nothing out: the row's measures are set
 * here, its scroll moved as a browser's would, clamped to its ends). The phone's row, one story
 * at a time, is the browser test's (e2e/sales.spec.ts).
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { startStoryCarousel } from '@/components/sales/story-carousel.dom'
import { testimonialLabels } from '@/content/testimonials'

/** A 1000 px row: 32 px of padding each side, three 384 px stories 12 px apart. */
const row = { width: 1000, content: 1240, stories: [32, 428, 824], story: 384 }

beforeEach(() => {
  vi.stubGlobal('matchMedia', (media: string) => ({ matches: true, media }))
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly seen: () => void) {}
      observe() {
        this.seen()
      }
    },
  )
  document.body.innerHTML = `<div data-island="story-carousel">
    <button type="button" data-slot="carousel-previous">${testimonialLabels.previous}</button>
    <p data-slot="carousel-status" data-position="${testimonialLabels.position}">${testimonialLabels.swipe}</p>
    <button type="button" data-slot="carousel-next">${testimonialLabels.next}</button>
    <ul data-slot="carousel-list" aria-label="${testimonialLabels.carousel}" tabindex="0">
      <li>One</li><li>Two</li><li>Three</li>
    </ul>
  </div>`
  const list = slot('list')
  let left = 0
  Object.defineProperties(list, {
    clientWidth: { value: row.width },
    scrollWidth: { value: row.content },
    scrollLeft: { get: () => left },
  })
  list.scrollTo = ((options: ScrollToOptions) => {
    left = Math.min(Math.max(options.left ?? 0, 0), row.content - row.width)
    list.dispatchEvent(new Event('scroll'))
  }) as typeof list.scrollTo
  for (const [index, story] of [...list.children].entries())
    Object.defineProperties(story, {
      offsetLeft: { value: row.stories[index] },
      offsetWidth: { value: row.story },
    })
})
afterEach(() => {
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

const slot = (name: string) =>
  document.querySelector(`[data-slot="carousel-${name}"]`) as HTMLElement

/** What a reader is told: where the row is, and which buttons are out of stories. */
const told = () => ({
  says: slot('status').textContent,
  previousDone: slot('previous').getAttribute('aria-disabled'),
  nextDone: slot('next').getAttribute('aria-disabled'),
})

/** Presses a button, and waits for the frame after the scroll. */
async function press(name: 'previous' | 'next') {
  slot(name).click()
  await new Promise((done) => requestAnimationFrame(() => done(undefined)))
}

it('with two stories whole in view, the row says 1 of 3 at its start and 3 of 3 at its end, and Previous and Next step through all three', async () => {
  startStoryCarousel(document.querySelector('[data-island]') as HTMLElement)
  expect(told()).toEqual({ says: '1 of 3', previousDone: 'true', nextDone: 'false' })
  await press('next')
  expect(told()).toEqual({ says: '2 of 3', previousDone: 'false', nextDone: 'false' })
  await press('next')
  expect(told()).toEqual({ says: '3 of 3', previousDone: 'false', nextDone: 'true' })
  await press('previous')
  expect(told()).toEqual({ says: '2 of 3', previousDone: 'false', nextDone: 'false' })
  await press('previous')
  expect(told()).toEqual({ says: '1 of 3', previousDone: 'true', nextDone: 'false' })
})
