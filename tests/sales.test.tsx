// @vitest-environment jsdom
/**
 * The sales pages as the router renders them, for what the browser tests do not check: the title
 * each page hands the video box (a stand-in here), the links within a page, the warning signs as
 * checkboxes, what waits to be laid out and which images wait. Each page's sections in order, its
 * order links and its FAQ are e2e/sales.spec.ts's; one h1 and the landmarks, axe's in
 * e2e/pages.spec.ts; looking for a player already there, e2e/video.spec.ts's.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import type { VideoEmbedProps } from '@/components/video/video-embed'
import { advertorial } from '@/content/advertorial'
import { type VslContent, vslVariants } from '@/content/vsl'
import { deferredAttribute } from '@/effects/deferred-sections'
import { type PageRow, pageTable } from '@/pages'
import { renderPage } from './support/render-page'

// Whole pages in jsdom take a few seconds each on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

vi.mock('@/components/video/video-embed', () => ({
  VideoEmbed: ({ title }: VideoEmbedProps) => <div data-testid="video-embed">{title}</div>,
}))

const renderVsl = (content: VslContent) => renderPage({ path: '/', kind: 'vsl', content })
const renderAdvertorial = () =>
  renderPage({ path: '/advertorial-v2', kind: 'advertorial', content: advertorial })

/** The section a heading names, by aria-labelledby (getByRole is slow on a long page in jsdom). */
function region(container: HTMLElement, name: string): HTMLElement {
  const found = [...container.querySelectorAll<HTMLElement>('section[aria-labelledby]')].find(
    (section) =>
      section.ownerDocument.getElementById(section.getAttribute('aria-labelledby') ?? '')
        ?.textContent === name,
  )
  if (!found) throw new Error(`No section named "${name}"`)
  expect(found).toHaveAccessibleName(name)
  return found
}

describe('the video and the links within the page', () => {
  test.each([
    ['VSL', () => renderVsl(vslVariants.main), vslVariants.main.video],
    ['advertorial', renderAdvertorial, advertorial.video],
  ])('the %s hands the video box its title, in the video section', async (_, show, video) => {
    const { container } = await show()
    const box = screen.getByTestId('video-embed')
    expect(box).toHaveTextContent(video.title)
    expect(region(container, video.heading)).toContainElement(box)
  })

  test.each([
    ['VSL', vslVariants.main.hero.watchLink, vslVariants.main.video.heading],
    ['advertorial', advertorial.byline.offerLink, advertorial.priceBox.heading],
    ['advertorial', advertorial.story.offerLink, advertorial.priceBox.heading],
  ])('on the %s, "%s" leads to the section "%s"', async (kind, name, heading) => {
    const { container } = await (kind === 'VSL' ? renderVsl(vslVariants.main) : renderAdvertorial())
    const target = screen.getByRole('link', { name }).getAttribute('href') ?? ''
    expect(target).toMatch(/^#/)
    expect(container.querySelector(`section[id="${target.slice(1)}"]`)).toBe(
      region(container, heading),
    )
  })
})

describe('warning signs', () => {
  test('are checkboxes a visitor ticks, one per sign, none ticked to begin with', async () => {
    const user = userEvent.setup()
    const { container } = await renderVsl(vslVariants.main)
    const boxes = within(region(container, vslVariants.main.warningSigns.heading)).getAllByRole(
      'checkbox',
    )
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(
      vslVariants.main.warningSigns.items,
    )
    for (const box of boxes) expect(box).not.toBeChecked()
    await user.click(screen.getByText(vslVariants.main.warningSigns.items[1]))
    expect(boxes[1]).toBeChecked()
  })
})

/** Each sales page of the site, by its URL. */
const salesPageRows: [string, PageRow][] = pageTable
  .filter((row) => row.kind === 'vsl' || row.kind === 'advertorial')
  .map((row) => [row.path, row])

describe('what waits and what loads at once', () => {
  test.each(salesPageRows)(
    '%s lays out its first sections at once; every later section and the footer wait',
    async (_, row) => {
      const { container } = await renderPage(row)
      const waits = [...container.querySelectorAll('section')].map((section) =>
        section.hasAttribute(deferredAttribute),
      )
      const firstWaiting = waits.indexOf(true)
      expect(firstWaiting, 'the first section is laid out at once').toBeGreaterThan(0)
      expect(
        waits.slice(firstWaiting),
        'no section after a waiting one is laid out at once',
      ).not.toContain(false)
      expect(screen.getByRole('contentinfo')).toHaveAttribute(deferredAttribute)
    },
  )

  test('below-the-fold images load lazily with their size reserved; the hero image does not wait', async () => {
    const { container } = await renderVsl(vslVariants.main)
    const hero = region(container, vslVariants.main.hero.heading)
    for (const image of container.querySelectorAll('img')) {
      expect(image).toHaveAttribute('width')
      expect(image).toHaveAttribute('height')
      expect(image).toHaveAttribute('alt')
      expect(image).toHaveAttribute('loading', hero.contains(image) ? 'eager' : 'lazy')
    }
  })
})
