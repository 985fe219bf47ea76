/**
 * Each built page inlines its own CSS (build/page-css.ts): every class its markup and templates
 * show has its rule there (a sales page's, in its <head> and after its first screen:
 * build/first-screen.ts). The quiz's later screens, drawn by its scripts, are
 * tests/quiz.view.test.tsx's; the outline a tab resumed at a question shows has its rules in
 * <head>.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { sitePages } from '@/pages'
import { distDir } from '../build/build-dirs'
import { classConflictRisk, classConflicts } from '../build/class-conflicts'
import { staleLayoutRisk } from '../build/page-css'
import { firstScreenHtml } from '../testing/budgets'
import { unstyledClasses } from './support/unstyled-classes'

const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: Window }
}

test.each(sitePages)('every class $url shows has its rule in the page’s own CSS', async (page) => {
  const { document } = new JSDOM(await readFile(join(distDir, 'client', page.file), 'utf8')).window
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('')
  expect(await unstyledClasses(document, css)).toEqual([])
})

test.each(sitePages)(
  'every class on $url’s first screen has its rule in the CSS of its <head>',
  async (page) => {
    const html = firstScreenHtml(await readFile(join(distDir, 'client', page.file), 'utf8'))
    const { document } = new JSDOM(html).window
    const css = document.head.querySelector('style')?.textContent ?? ''
    expect(await unstyledClasses(document.body, css)).toEqual([])
  },
)

// A tab resumed mid-quiz draws the question's outline from its first paint: its CSS in <head>,
// not with the whole CSS at the end of <body>, which a slow line parses late
// (build/first-screen.ts).
test('every class of the outline a tab resumed at a question shows has its rule in the quiz’s <head>', async () => {
  const quiz = sitePages.find((page) => page.kind === 'quiz')
  const { document } = new JSDOM(await readFile(join(distDir, 'client', quiz?.file ?? ''), 'utf8'))
    .window
  const shape = document.querySelector('[data-resume-shape="question"]')
  expect(shape).not.toBeNull()
  const css = document.head.querySelector('style')?.textContent ?? ''
  expect(await unstyledClasses(shape ?? document, css)).toEqual([])
})

/** A stylesheet's top-level rules (an at-rule's prelude its selector), one line, one kind of quote. */
function rules(css: string) {
  const flat = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replaceAll("'", '"')
  const found: string[] = []
  let depth = 0
  let start = 0
  for (const [at, char] of [...flat].entries()) {
    if (char === '{') depth += 1
    if (char === '}' && --depth === 0) {
      found.push(flat.slice(start, at + 1).trim())
      start = at + 1
    }
  }
  return found.map((rule) => {
    const open = rule.indexOf('{')
    // A comma inside parentheses (':is([multiple], [size])') is not between selectors.
    const selectors = rule.slice(0, open).split(/,(?![^(]*\))/)
    return { selectors: selectors.map((selector) => selector.trim()), body: rule.slice(open) }
  })
}

// src/preflight.css is Tailwind's preflight less the rules for controls no page draws (its
// header): each of its rules is one of Tailwind's, at most a selector or more fewer, so a release
// that changes a rule fails here until the copy takes it; what it leaves out is this list.
test('the base stylesheet is Tailwind’s preflight without the rules for controls no page draws', async () => {
  const require = createRequire(import.meta.url)
  const [ours, tailwinds] = await Promise.all([
    readFile(join(import.meta.dirname, '../src/preflight.css'), 'utf8').then(rules),
    readFile(require.resolve('tailwindcss/preflight.css'), 'utf8').then(rules),
  ])
  const kept = ours.map((rule) =>
    tailwinds.findIndex(
      (theirs) =>
        theirs.body === rule.body && rule.selectors.every((s) => theirs.selectors.includes(s)),
    ),
  )
  expect(kept, 'each rule one of Tailwind’s').not.toContain(-1)
  const left = tailwinds.flatMap((theirs, index) =>
    theirs.selectors.filter(
      (selector) =>
        !ours.some((rule, at) => kept[at] === index && rule.selectors.includes(selector)),
    ),
  )
  expect(left).toEqual([
    '::file-selector-button',
    'select',
    'optgroup',
    'textarea',
    '::file-selector-button',
    ':where(select:is([multiple], [size])) optgroup',
    ':where(select:is([multiple], [size])) optgroup option',
    '::file-selector-button',
    '::placeholder',
    '@supports (not (-webkit-appearance: -apple-pay-button)) or (contain-intrinsic-size: 1px)',
    'textarea',
    '::-webkit-search-decoration',
    '::-webkit-date-and-time-value',
    '::-webkit-datetime-edit',
    '::-webkit-datetime-edit-fields-wrapper',
    '::-webkit-datetime-edit',
    '::-webkit-datetime-edit-year-field',
    '::-webkit-datetime-edit-month-field',
    '::-webkit-datetime-edit-day-field',
    '::-webkit-datetime-edit-hour-field',
    '::-webkit-datetime-edit-minute-field',
    '::-webkit-datetime-edit-second-field',
    '::-webkit-datetime-edit-millisecond-field',
    '::-webkit-datetime-edit-meridiem-field',
    '::-webkit-calendar-picker-indicator',
    ':-moz-ui-invalid',
    '::file-selector-button',
    '::-webkit-inner-spin-button',
    '::-webkit-outer-spin-button',
  ])
})

test.each(sitePages)(
  '$url draws no control whose base rules the stylesheet leaves out',
  async (page) => {
    const { document } = new JSDOM(await readFile(join(distDir, 'client', page.file), 'utf8'))
      .window
    const controls = document.querySelectorAll(
      'select, textarea, input:not([type="checkbox"]):not([type="button"]):not([type="submit"]):not([type="reset"])',
    )
    expect([...controls].map((control) => control.outerHTML)).toEqual([])
  },
)

// The build stops on a page whose CSS has both (build/page-css.ts): WebKit 2.50 kept `/`'s phone
// layout at 1280 after a resize with a `vw` size and the page's container queries.
test('CSS with a viewport unit and a query container is a stale layout’s risk; either alone is not', () => {
  expect(staleLayoutRisk('.a{min-height:100dvh}.b{container-type:inline-size}')).toMatch(
    /'100dvh'.*'container-type'/,
  )
  expect(
    staleLayoutRisk('.a{font-size:calc(11vw - .45rem)}@container (width<14rem){.c{}}'),
  ).toMatch(/'11vw'.*'@container'/)
  expect(staleLayoutRisk('.a{min-height:100dvh}.f{src:url(data:font/woff2;base64,9vw+)}')).toBe(
    undefined,
  )
  expect(staleLayoutRisk('.b{container-type:inline-size}.c{width:min(90%,40rem)}')).toBe(undefined)
})

test('two utilities for one property under the same variants clash; an override marked important does not', () => {
  const dropped = (classes: string) =>
    classConflicts(`<p class="${classes}"></p>`).flatMap((clash) => clash.dropped)
  expect(dropped('font-semibold font-normal')).toEqual(['font-semibold'])
  expect(dropped('w-fit max-w-full w-full')).toEqual(['w-fit'])
  expect(dropped('font-semibold font-normal!')).toEqual([])
  expect(dropped('hidden sm:block tier-low:flex')).toEqual([])
  // The site's own utilities (src/styles.css): `text-fit-[N]` is a size, not a colour.
  expect(dropped('text-fit-[1.5] text-brand-950')).toEqual([])
  expect(dropped('text-fit-[1.5] sm:text-5xl text-sm')).toEqual(['text-fit-[1.5]'])
  expect(dropped('px-fit-3 min-[22rem]:px-4 px-0')).toEqual(['px-fit-3'])
  expect(classConflictRisk('<p class="decoration-2 decoration-1"></p>')).toMatch(
    /decoration-2 in class="decoration-2 decoration-1"/,
  )
})
