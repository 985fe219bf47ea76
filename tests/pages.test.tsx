// @vitest-environment jsdom
/**
 * Every page of the page table as the build prerenders it: its head, one h1, the site footer, the
 * video only where the table says, every link going somewhere and every image sized (what a page
 * without JavaScript offers, as e2e/no-js.spec.ts shows it), the 404's ways on, and what the legal
 * pages say. The router, the build, the budgets and the browser tests all read their pages from
 * the table, so a new VSL variant's row gets these tests (and the browsers') with no test of its own.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test, vi } from 'vitest'
import { company, videoHost } from '@/config/page-settings'
import { advertorial } from '@/content/advertorial'
import { notFoundCopy } from '@/content/not-found'
import { figures } from '@/content/offer'
import { siteCopy, siteFooter } from '@/content/site'
import { vslVariants } from '@/content/vsl'
import { render } from '@/entry-server'
import { sitePages, unknownPath } from '@/pages'
import { headTags } from '../build/build'
import { rootDir } from '../build/build-dirs'
import { CountingSiteError, countingSiteOf } from '../build/counting'
import { wordsOf } from './support/words-of'

// The brand in each banner is e2e/first-screen.spec.ts's, on the first screen of every page.
// The head's words are the content's, less the word joiners that hold its lines on the page.
const withoutJoiners = (text: string) => text.replaceAll('\u2060', '')

const routed = sitePages.filter((page) => page.routed).map((page) => page.url)

test.each(sitePages)(
  '$url has one h1, a head of its own (title, description, their Open Graph cards), the site footer, the video only on a sales page, every link going somewhere (a new tab said), every image sized',
  async (page) => {
    const body = await render(page.url)
    const document = new DOMParser().parseFromString(
      `<head>${headTags(page, '', null)}</head>${body}`,
      'text/html',
    )
    const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content')
    expect({
      title: document.title,
      description: meta('meta[name="description"]'),
      ogTitle: meta('meta[property="og:title"]'),
      ogDescription: meta('meta[property="og:description"]'),
      h1: document.querySelectorAll('h1').length,
    }).toEqual({
      title: withoutJoiners(page.meta.title),
      description: withoutJoiners(page.meta.description),
      ogTitle: withoutJoiners(page.meta.title),
      ogDescription: withoutJoiners(page.meta.description),
      h1: 1,
    })
    expect(document.head.innerHTML, 'no word joiner in a tab title or a snippet').not.toContain(
      '\u2060',
    )
    const sameTitle = sitePages.filter((other) => other.meta.title === page.meta.title)
    expect(sameTitle, 'a title of its own').toHaveLength(1)
    // The Open Graph image it names is a 1200 x 630 PNG (its size in the PNG header).
    const png = await readFile(join(rootDir, 'public', meta('meta[property="og:image"]') ?? ''))
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    // The footer: the operator, the company's postal address line by line and its email in an
    // <address> (its house number and ZIP code held by no-break spaces), the legal pages.
    const footer = body.slice(body.lastIndexOf('<footer'), body.lastIndexOf('</footer>'))
    const address = footer.slice(footer.indexOf('<address'), footer.indexOf('</address>'))
    expect(footer).toContain(siteFooter.operator)
    expect(address.replaceAll('\u00a0', ' ')).toContain(company.address.join('<br/>'))
    expect(address).toContain(`href="mailto:${company.email}"`)
    expect(footer).toMatch(/href="\/privacy"[\s\S]*href="\/terms"/)
    // The footer's link to the page shown, and only it, says so.
    const footerLinks = [...document.querySelectorAll('footer nav a')]
    expect(
      footerLinks
        .filter((a) => a.getAttribute('aria-current') === 'page')
        .map((a) => a.getAttribute('href')),
      'the footer link marked as the page shown',
    ).toEqual(footerLinks.some((a) => a.getAttribute('href') === page.url) ? [page.url] : [])
    // The spec's: every video sales letter (each variant) and the advertorial show the video,
    // and the table says so: only they may name its host (build/headers.ts).
    expect(body.includes('data-island="video-box"'), 'shows the video').toBe(
      page.kind === 'vsl' || page.kind === 'advertorial',
    )
    expect(page.embedsVideo, 'embedsVideo').toBe(body.includes('data-island="video-box"'))
    // What a visitor without JavaScript gets too: every link goes somewhere, every image's size
    // is reserved.
    for (const href of [...document.querySelectorAll('a')].map((a) => a.getAttribute('href'))) {
      if (href?.startsWith('#')) expect(document.getElementById(href.slice(1)), href).not.toBeNull()
      else if (href?.startsWith('/')) expect(routed, href).toContain(href)
      else expect(['https:', 'mailto:', 'tel:'], `${href}`).toContain(new URL(`${href}`).protocol)
    }
    // A link's ping, where it has one, counts it at the site's counting path (src/lib/counting.ts).
    for (const link of document.querySelectorAll('a[ping]')) {
      expect(link.getAttribute('ping')).toMatch(/^\/go\/order\?from=[a-z]+$/)
      expect(new URL(`${link.getAttribute('href')}`).protocol).toBe('https:')
    }
    // Every link to a new tab says so to a screen reader, as its description (WCAG 3.2.5).
    for (const link of document.querySelectorAll('a[target="_blank"]')) {
      const note = document.getElementById(`${link.getAttribute('aria-describedby')}`)
      expect(note?.textContent, link.textContent ?? '').toBe(siteCopy.newTab)
    }
    for (const image of document.querySelectorAll('img')) {
      expect(image.getAttribute('width') && image.getAttribute('height'), image.src).toBeTruthy()
    }
  },
)

test("the 404 page's first way on is the quiz, then the way home, each with its why", async () => {
  document.body.innerHTML = await render(unknownPath)
  const heading = document.querySelector('main h1')
  expect(heading?.textContent).toBe(notFoundCopy.title)
  // Every link after the heading, in the order a reader meets them.
  const after = [...document.querySelectorAll('main a')].filter(
    (link) => heading && heading.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING,
  )
  expect(after.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
    ['/quiz', 'Take the free metabolic quiz'],
    ['/', 'Return to Home'],
  ])
  // Each link's description, read with it, is the line under it.
  expect(
    after.map((link) =>
      withoutJoiners(
        document.getElementById(`${link.getAttribute('aria-describedby')}`)?.textContent ?? '',
      ),
    ),
  ).toEqual(notFoundCopy.ways.map((way) => way.why))
})

/** The words of a legal page as a visitor reads them. */
/** A page's words as read, its joiners gone (the build holds those words by spans). */
const textOf = async (url: string) =>
  withoutJoiners(
    new DOMParser().parseFromString(await render(url), 'text/html').body.textContent ?? '',
  )

test.each<[string, string | RegExp]>([
  ['/privacy', new URL(videoHost.scriptUrl).host],
  ['/privacy', 'Washington’s My Health My Data Act'],
  ['/privacy', 'Nevada’s consumer health data law (Senate Bill 370)'],
  ['/privacy', 'Connecticut’s Data Privacy Act (CTDPA)'],
  ['/privacy', 'Maryland’s Online Data Privacy Act'],
  [
    '/privacy',
    'California’s Consumer Privacy Act as amended by the California Privacy Rights Act (CCPA/CPRA)',
  ],
  ['/terms', 'You must be at least eighteen years old to order'],
  ['/terms', /Governing law and disputes.*governed by the laws of the US state/],
  ['/terms', /settle any dispute with you informally.*small-claims court/],
  ['/terms', company.name],
  ...(['price', 'shipping', 'results', 'guarantee', 'guaranteeDays', 'refundTime'] as const).map(
    (term): [string, string] => ['/terms', withoutJoiners(figures[term])],
  ),
])('%s says %s', async (url, words) => {
  expect(await textOf(url)).toMatch(words)
})

test('/privacy: every email is a link; "On this page" links to each section; the state rights and what happens after an order listed, the laws after the rights', async () => {
  const html = await render('/privacy')
  const text = html.replace(/<a href="mailto:[^"]+"[^>]*>[^<]+<\/a>|<[^>]+>/g, ' ')
  expect(text).not.toMatch(/\S+@\S+\.\w+/)
  expect(html).toContain(`<a href="mailto:${siteFooter.email}"`)
  const page = new DOMParser().parseFromString(html, 'text/html')
  const contents = page.querySelector('nav[data-slot="contents"]')
  const sections = [...page.querySelectorAll('section')]
  // Named by its heading, not by a label the heading repeats (review 39).
  expect(contents?.hasAttribute('aria-label')).toBe(false)
  expect(
    contents?.querySelector(`h2#${contents.getAttribute('aria-labelledby')}`)?.textContent,
  ).toBe('On this page')
  expect(
    [...(contents?.querySelectorAll('a') ?? [])].map((link) => [
      link.textContent,
      page.querySelector(link.getAttribute('href') ?? '')?.querySelector('h2')?.textContent,
    ]),
  ).toEqual(sections.map((section) => Array(2).fill(section.querySelector('h2')?.textContent)))
  expect(sections.length).toBeGreaterThanOrEqual(7)
  const lists = (heading: string) =>
    [
      ...(sections
        .find((s) => s.querySelector('h2')?.textContent === heading)
        ?.querySelectorAll('ul') ?? []),
    ].map((ul) => ul.children.length)
  // Issue 62: the five laws came first, in one 12-line sentence, before the four rights.
  expect(lists('Your rights under state health-data laws')).toEqual([4, 5])
  expect(lists('After you order')).toEqual([4])
})

test('a phone number, once set, is in the footer as a number to call', async () => {
  vi.stubEnv('VITE_COMPANY_PHONE', '+1 (555) 010-2030')
  vi.resetModules()
  const { SiteFooter } = await import('@/components/site/site-footer')
  expect(renderToStaticMarkup(<SiteFooter />)).toMatch(
    /<a href="tel:\+15550102030"[^>]*>\+1 \(555\) 010-2030<\/a>/,
  )
  expect(siteFooter.phone, 'unset, no phone').toBeNull()
})

test("the printed quiz record names the site's address, once set (else the page's own, in the browser)", async () => {
  vi.stubEnv('VITE_SITE_URL', 'https://www.example.com/')
  vi.resetModules()
  const { RecordFoot } = await import('@/sections/quiz-results/results-record')
  expect(wordsOf(renderToStaticMarkup(<RecordFoot />))).toMatch(
    / · Online at https:\/\/www\.example\.com$/,
  )
})

// The advertorial's date is its byline's, under its headline.
test.each(['/privacy', '/terms', '/advertorial-v2'])(
  '%s says when it was last updated, in words and as a machine-readable day',
  async (url) => {
    const html = await render(url)
    const main = html.slice(html.indexOf('<h1'))
    const [, day, shown] = /<time dateTime="(\d{4}-\d{2}-\d{2})">([^<]+)<\/time>/.exec(main) ?? []
    expect(new Date(`${shown} UTC`).toISOString().slice(0, 10)).toBe(day)
  },
)

// Issue 72: it named the page by its old look ('our health-alert article'); now by what the
// page says it is, an article marked as an advertisement.
test("/terms promises the seminar only with the advertorial's offer, naming it as the page names itself", async () => {
  const sentences = (await textOf('/terms'))
    .split(/(?<=\.)\s+/)
    .filter((sentence) => /seminar/i.test(sentence))
  expect(sentences.length).toBeGreaterThan(0)
  for (const sentence of sentences) {
    expect(sentence).toMatch(/article/)
    expect(sentence).toContain(advertorial.advertisement.label)
    expect(sentence).not.toMatch(/health.alert/i)
  }
})

test('a new page is counted by its own name; a page counted twice is refused in a line naming both', () => {
  const links = {
    vslStoreUrl: 'https://s/v',
    advertorialStoreUrl: 'https://s/a',
    masterclassUrl: 'https://m',
  }
  const home = { path: '/', kind: 'vsl', content: vslVariants.main } as const
  const facebook = (page: string) =>
    ({
      path: '/facebook',
      kind: 'vsl',
      content: { ...vslVariants.main, countedAs: { page, variant: 'default' } },
    }) as const
  const site = countingSiteOf(links, () => ({}), {
    table: [home, facebook('facebook')],
    declared: [],
  })
  expect(Object.entries(site.pages).map(([page, { url }]) => [page, url])).toEqual([
    ['vsl', '/'],
    ['facebook', '/facebook'],
  ])
  const twice = () =>
    countingSiteOf(links, () => ({}), { table: [home, facebook('vsl')], declared: [] })
  expect(twice).toThrow(CountingSiteError)
  expect(twice).toThrow(
    /^\/facebook and \/ are both counted as vsl: give each page its own countedAs\.page \(src\/content\/\)$/,
  )
})
