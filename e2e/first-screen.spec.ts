/**
 * The first screen of every page and quiz screen, as the visitor sees it on a small phone, a
 * phone and a desktop: the brand in the banner and the next step, whole, before any scroll;
 * and the heading in the site's own typeface. Measured against the fold, not pictured. The
 * footer every page ends with is tests/pages.test.tsx.
 */

import { advertorial } from '../src/content/advertorial'
import { quizIntro, quizQuestions, quizResults } from '../src/content/quiz'
import { notFoundCopy, siteCopy } from '../src/content/site'
import { vslVariants } from '../src/content/vsl'
import { sitePages } from '../src/pages'
import type { EnginePage, Viewport } from './engines/engine-page'
import { expect, test } from './engines/fixtures'
import { answerByKeys, expectReady, middleAnswers, optionOf } from './support/quiz'
import { open } from './support/site'

/** A small phone, a common phone and a desktop, each as tall as its first screen. */
const firstScreens: readonly Viewport[] = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]

/**
 * An element of the first screen: by role and exact name, or by CSS selector (`name` then only
 * says what it is); whole on the screen, or (`begins`) showing its top part.
 */
interface Step {
  name: string
  role?: 'link' | 'button' | 'heading'
  css?: string
  begins?: boolean
}

const link = (name: string): Step => ({ role: 'link', name })
const button = (name: string): Step => ({ role: 'button', name })
const brandHome = link(`${siteCopy.brandName}: home`)

/** Each page's next step, which its first screen shows whole. */
const nextSteps: Record<string, readonly Step[]> = {
  // The action, the way into the video and the kit as it arrives, whole.
  '/': [
    link(vslVariants.main.header.action),
    link(vslVariants.main.hero.watchLink),
    { name: 'the kit as it arrives', css: `main img[src="${vslVariants.main.hero.image.src}"]` },
  ],
  '/google': [
    link(vslVariants.google.header.action),
    link(vslVariants.google.hero.watchLink),
    { name: 'the kit as it arrives', css: `main img[src="${vslVariants.google.hero.image.src}"]` },
  ],
  // The article's start: its headline whole, its lead image under way.
  '/advertorial-v2': [
    { name: advertorial.byline.heading, css: 'h1' },
    { name: advertorial.byline.leadImage.alt, css: 'main img', begins: true },
  ],
  '/quiz': [button(quizIntro.start)],
  '/privacy': [brandHome],
  // What the page is, and the ways on from it.
  '*': [
    { role: 'heading', name: notFoundCopy.title },
    link(notFoundCopy.homeLink),
    link(notFoundCopy.quizLink),
  ],
}

/**
 * Where the brand and each step sit against the first screen (runs in the page): the names of
 * those not whole on it. The brand is the banner's logo.
 */
function notOnFirstScreen(steps: readonly Step[]): string[] {
  const { queryAllByRole } = window.TestingLibraryDom
  const onScreen = (element: Element | null | undefined, begins = false) => {
    if (!element) return false
    const box = element.getBoundingClientRect()
    return (
      box.width > 0 &&
      box.height > 0 &&
      getComputedStyle(element).visibility === 'visible' &&
      box.top >= 0 &&
      box.left >= 0 &&
      // Begun: a finger's breadth of it showing.
      (begins ? box.top + 48 : box.bottom) <= innerHeight &&
      box.right <= document.documentElement.clientWidth
    )
  }
  const missing = steps
    .filter(({ role, name, css, begins }) => {
      const found = role
        ? queryAllByRole(document.body, role, { name })
        : [...document.querySelectorAll(css ?? '')]
      return !found.some((element) => onScreen(element, begins))
    })
    .map(({ name }) => name)
  const brand = document.querySelector('header [data-slot="brand-logo"]')
  return onScreen(brand) ? missing : ['the brand in the banner', ...missing]
}

/** Looks at each first screen from the top: the brand and `steps` whole on it, at every size. */
async function expectFirstScreens(site: EnginePage, steps: readonly Step[], reach?: () => unknown) {
  const seen: Record<string, string[]> = {}
  for (const viewport of firstScreens) {
    await site.setViewport(viewport)
    await reach?.()
    await site.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }))
    seen[`${viewport.width}x${viewport.height}`] = await site.evaluate(notOnFirstScreen, steps)
  }
  expect(seen, 'not whole on the first screen').toEqual(
    Object.fromEntries(Object.keys(seen).map((size) => [size, []])),
  )
}

/** The heading's typeface, and whether the site's own face has loaded for it. */
async function readHeadingFace(site: EnginePage) {
  return site.evaluate(async () => {
    await document.fonts.ready
    const family = getComputedStyle(document.querySelector('h1') as Element).fontFamily
    const first = family.split(',')[0]?.replace(/["']/g, '').trim()
    const loaded = [...document.fonts].some(
      (face) => face.family.replace(/["']/g, '') === first && face.status === 'loaded',
    )
    return { first, loaded }
  })
}

for (const page of sitePages) {
  test(`${page.routed ? page.url : 'the not-found page'}: the brand and the next step on every first screen, the site's typeface`, async ({
    site,
  }) => {
    await open(site, page.url)
    await expectFirstScreens(site, nextSteps[page.path] ?? [])
    expect(await readHeadingFace(site)).toEqual({ first: 'Source Serif 4', loaded: true })
  })
}

test('every quiz question shows its three answers on the first screen, and the results their way to register', async ({
  site,
}) => {
  await open(site, '/quiz')
  await answerByKeys(site, [])
  for (const [index, question] of quizQuestions.entries()) {
    await expectReady(site, index + 1)
    await expectFirstScreens(
      site,
      question.options.map((option) => button(optionOf(index + 1, option.value).label)),
    )
    await site.press(optionOf(index + 1, middleAnswers[index] ?? 2).key)
  }
  const banner = '[data-slot="countdown-banner"]'
  await expect
    .poll(() => site.evaluate((css) => !!document.querySelector(css) && scrollY === 0, banner))
    .toBe(true)
  // The banner is one link: the countdown, the registrations and its action.
  await expectFirstScreens(site, [{ name: quizResults.countdown.action, css: banner }])
})
