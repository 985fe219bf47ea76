// @vitest-environment jsdom
/**
 * The sales pages as the router renders them: each VSL variant has its own hero, the FAQ answers
 * are in the markup before anything is opened, order links go to the right store, and the
 * structure (one h1, named regions, heading levels) holds. The video box is a stand-in that
 * records the props the page hands it.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import type { VideoEmbedProps } from '@/components/video/video-embed'
import { outboundLinks } from '@/config/links'
import { advertorial } from '@/content/advertorial'
import { type VslContent, type VslVariant, vslVariants } from '@/content/vsl'
import { deferredAttribute } from '@/effects/deferred-sections'
import { type PageRow, pageTable } from '@/pages'
import { renderPage } from './support/render-page'

// Whole pages in jsdom take a few seconds each on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

vi.mock('@/components/video/video-embed', () => ({
  VideoEmbed: ({ title, checkExistingPlayer }: VideoEmbedProps) => (
    <div data-testid="video-embed" data-check-existing-player={String(checkExistingPlayer)}>
      {title}
    </div>
  ),
}))

const variants = Object.keys(vslVariants) as VslVariant[]

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

function headingLevels(container: HTMLElement): number[] {
  return [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
    Number(heading.tagName.slice(1)),
  )
}

describe('VSL variants', () => {
  test.each(variants)('the %s variant shows its own hero, not the other', async (variant) => {
    await renderVsl(vslVariants[variant])
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      vslVariants[variant].hero.heading,
    )
    for (const other of variants.filter((name) => name !== variant)) {
      expect(screen.queryByText(vslVariants[other].hero.heading)).toBeNull()
    }
  })

  test('the VSL hands the video its title and asks it to check for an existing player', async () => {
    const { container } = await renderVsl(vslVariants.main)
    const video = screen.getByTestId('video-embed')
    expect(video).toHaveTextContent(vslVariants.main.video.title)
    expect(video).toHaveAttribute('data-check-existing-player', 'true')
    expect(region(container, vslVariants.main.video.heading)).toContainElement(video)
  })

  test("the hero's video link leads to the video section on the same page", async () => {
    await renderVsl(vslVariants.main)
    const link = screen.getByRole('link', { name: vslVariants.main.hero.watchLink })
    const target = link.getAttribute('href') ?? ''
    expect(target).toMatch(/^#/)
    expect(document.getElementById(target.slice(1))).toHaveAccessibleName(
      vslVariants.main.video.heading,
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

describe('FAQ', () => {
  test('every answer is in the markup, inside a closed disclosure, before anything opens', async () => {
    const { container } = await renderVsl(vslVariants.main)
    const faq = region(container, vslVariants.main.faq.heading)
    const disclosures = faq.querySelectorAll('details')
    expect(disclosures).toHaveLength(vslVariants.main.faq.items.length)
    expect(vslVariants.main.faq.items).toHaveLength(6)
    for (const [index, item] of vslVariants.main.faq.items.entries()) {
      const details = disclosures[index] as HTMLDetailsElement
      expect(details.open).toBe(false)
      expect(details.querySelector('summary')).toHaveTextContent(item.question)
      expect(within(details).getByText(item.answer)).toBeInTheDocument()
    }
    expect(container.querySelector('details[open]')).toBeNull()
  })
})

describe('order links', () => {
  test.each([
    ['VSL', () => renderVsl(vslVariants.main), outboundLinks.vslStore],
    ['google VSL', () => renderVsl(vslVariants.google), outboundLinks.vslStore],
    ['advertorial', () => renderAdvertorial(), outboundLinks.advertorialStore],
  ])('on the %s every order link opens its store page in a new tab', async (_, show, store) => {
    const { container } = await show()
    const outbound = container.querySelectorAll('a[data-outbound]')
    expect(outbound.length).toBeGreaterThanOrEqual(2)
    for (const link of outbound) {
      expect(link).toHaveAttribute('href', store)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })
})

describe('advertorial', () => {
  test('the video is not told to look for an existing player', async () => {
    await renderAdvertorial()
    expect(screen.getByTestId('video-embed')).toHaveAttribute('data-check-existing-player', 'false')
  })

  test('its story links down to the price box', async () => {
    const { container } = await renderAdvertorial()
    for (const name of [advertorial.byline.offerLink, advertorial.story.offerLink]) {
      const target = screen.getByRole('link', { name }).getAttribute('href') ?? ''
      expect(target).toMatch(/^#/)
      expect(container.querySelector(`section[id="${target.slice(1)}"]`)).toBe(
        region(container, advertorial.priceBox.heading),
      )
    }
  })
})

/** Each sales page of the site, by its URL. */
const salesPageRows: [string, PageRow][] = pageTable
  .filter((row) => row.kind === 'vsl' || row.kind === 'advertorial')
  .map((row) => [row.path, row])

describe('page structure', () => {
  test.each(salesPageRows)(
    '%s has banner, main and contentinfo landmarks, named regions and no skipped heading level',
    async (_, row) => {
      const { container } = await renderPage(row)
      expect(screen.getByRole('banner')).toBeInTheDocument()
      expect(screen.getByRole('main')).toBeInTheDocument()
      expect(screen.getByRole('contentinfo')).toHaveTextContent(/Food and Drug Administration/)
      for (const section of container.querySelectorAll('section')) {
        const label = document.getElementById(section.getAttribute('aria-labelledby') ?? '')
        expect(label?.textContent?.trim(), `section #${section.id}`).toBeTruthy()
      }
      const levels = headingLevels(container)
      expect(
        levels.filter((level) => level === 1),
        'one h1, first',
      ).toEqual([levels[0]])
      for (const [index, level] of levels.entries()) {
        if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1)
      }
    },
  )

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
