// @vitest-environment jsdom
/**
 * The quiz's screens on the rendered page, with Testing Library: a visitor's walk from the intro
 * through the eight questions to the results, each screen checked for what React draws of it
 * (the tab's title, the progress, each option's key, the results' blocks, countdowns and links),
 * for answers that lead to each tier and to each kind of score drivers. jsdom does not scroll, so
 * the test plays the page offset and `scrollend`; the beat that shows a chosen answer is held
 * here (its timing, with and without reduced motion, is e2e/quiz.spec.ts's on the page's clock).
 * Every generated path, with the answers the quiz ignores and the options waiting or chosen, is
 * e2e/paths.spec.ts's in the browsers and tests/quiz.model.test.ts's on the machine.
 * The keys that pick no option, a held one included, are proved on the effect below. Every
 * class the question and results screens show has its rule in the built quiz page's own CSS.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  act,
  configure,
  fireEvent,
  isInaccessible,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { outboundLinks } from '@/config/page-settings'
import { quizQuestionCopy, quizQuestions } from '@/content/quiz'
import { quizIntro } from '@/content/quiz-intro'
import { quizResults } from '@/content/quiz-results'
import { siteFooter } from '@/content/site'
import { onOptionKey } from '@/effects/keyboard'
import { type PageRow, pageTable } from '@/pages'
import { distDir } from '../build/build-dirs'
import { percentBySpec, quizSpec } from '../spec/figures'
import { renderPage, wholeText } from './support/render-page'
import { unstyledClasses } from './support/unstyled-classes'

// Role queries skip the per-element visibility walk, which is what makes jsdom slow on a long
// page; what is hidden from assistive technology is checked by axe in the browser tests.
configure({ defaultHidden: true })

const quizRow = pageTable.find((row) => row.kind === 'quiz') as PageRow
/** The built quiz page's whole CSS, inline at the end of its <body> (build/first-screen.ts). */
const quizCss = readFile(join(distDir, 'client', 'quiz.html'), 'utf8').then(
  (html) => /<svg data-rest-css[^>]*><style>(.*?)<\/style>/s.exec(html)?.[1] ?? '',
)

/**
 * The beat a chosen answer shows for is the quiz machine's delay, as long as the page says
 * (`choiceBeat`): here a length no other timer has, so its timers are held until the test ends
 * them (the machine's delay itself is tests/quiz.model.test.ts's).
 */
const beatMs = 987_654
const heldBeats: (() => void)[] = []
vi.mock('@/effects/choice-beat', () => ({ choiceBeat: () => beatMs }))
const realSetTimeout = globalThis.setTimeout

let pageOffset = 0

beforeEach(() => {
  heldBeats.length = 0
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
    run: () => void,
    ms?: number,
    ...rest: unknown[]
  ) => {
    if (ms !== beatMs) return realSetTimeout(run, ms, ...rest)
    heldBeats.push(run)
    return 0
  }) as typeof setTimeout)
  pageOffset = 0
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => pageOffset })
  window.scrollTo = () => {}
  window.matchMedia = ((media: string) => ({ matches: false, media })) as typeof window.matchMedia
})

afterEach(() => {
  // Each test is a tab of its own: what the quiz kept in the last one is gone.
  sessionStorage.clear()
  vi.restoreAllMocks()
})

/** The question's options. */
const options = () => within(screen.getByRole('list')).getAllByRole('button')

/** The visitor lets the scroll finish: the page reaches the top and says so. */
async function settle() {
  await act(async () => {
    pageOffset = 0
    window.dispatchEvent(new Event('scrollend'))
  })
  await waitFor(
    () => {
      for (const option of options()) expect(option).not.toHaveAttribute('aria-disabled')
    },
    { interval: 5 },
  )
}

/** The beat that shows the chosen answer ends. */
async function showChoice() {
  const beats = heldBeats.splice(0)
  expect(beats).toHaveLength(1)
  await act(async () => {
    for (const end of beats) end()
  })
}

/**
 * Question `number` as the visitor sees it: its heading (its focus, e2e/paths.spec.ts's), its place in
 * the tab's title (for a screen reader's announcement, WCAG 2.4.2) and in the progress, each
 * option with its key (a tick instead on the answer just chosen, `chosen`), and no footer band,
 * the privacy and terms pages still a link away, in the footer's named navigation landmark.
 */
function expectQuestion(number: number, chosen?: number) {
  const question = quizQuestions[number - 1]
  if (!question) throw new Error(`no question ${number}`)
  // Its name the words as written: a word the copy holds with a word joiner ('long-term') is
  // held by a span, and no joiner reaches the name or copied text (rquiz20).
  screen.getByRole('heading', { level: 1, name: question.text.replaceAll('\u2060', '') })
  expect(document.body.innerHTML).not.toContain('\u2060')
  expect(document.title).toMatch(new RegExp(`^Question ${number} of ${quizSpec.questions} · `))
  screen.getByText(quizQuestionCopy.position(number))
  const percent = percentBySpec(number)
  screen.getByText(quizQuestionCopy.percent(percent))
  const progress = screen.getByRole('progressbar', { name: quizQuestionCopy.progressName })
  expect(progress).toHaveAttribute('aria-valuenow', String(percent))
  expect(
    options().map((option) => [option.textContent, option.getAttribute('aria-keyshortcuts')]),
  ).toEqual(
    question.options.map((option, i) => [
      option.value === chosen ? option.label : `${i + 1}${option.label}`,
      String(i + 1),
    ]),
  )
  expect(document.querySelector('[data-slot="site-footer"]')).toBeNull()
  // In the site footer's landmark, by its name, as on every other screen and page.
  const links = within(screen.getByRole('navigation', { name: siteFooter.linksName }))
  links.getByRole('link', { name: siteFooter.privacyLink })
  links.getByRole('link', { name: siteFooter.termsLink })
}

/**
 * Opens the quiz on the rendered page, starts it and answers `answers`, each by its option's
 * name, checking the intro and each question on the way.
 */
async function answerAll(answers: readonly number[]) {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
  await renderPage(quizRow)
  screen.getByRole('heading', { level: 1, name: quizIntro.heading })
  expect(document.title).not.toMatch(/^Question /)
  pageOffset = 900
  await user.click(screen.getByRole('button', { name: quizIntro.start }))
  for (const [index, value] of answers.entries()) {
    await settle()
    expectQuestion(index + 1)
    if (index === 0) expect(await unstyledClasses(document, await quizCss)).toEqual([])
    const option = quizQuestions[index]?.options.find((o) => o.value === value)
    pageOffset = 300
    await user.click(screen.getByRole('button', { name: option?.label }))
    expectQuestion(index + 1, value)
    await showChoice()
  }
}

/**
 * The results for a visitor's answers in each tier, written out from the content by hand. What
 * drove the score: the signs named, ties the most telling first (each with the line for the
 * answer given), or the reassuring line; the
 * visitor's priority (question 8), never named as a sign; then the tier's next step. And the
 * blocks below the first screen, framed by the tier: a low score reads the six signs as signs to
 * stay ahead of (never 'you struggle with') and the figures calmly; the spec's six struggles and
 * its 94%, 87% and 91% stay for every tier.
 */
const resultsByAnswers = [
  {
    tier: 'low',
    answers: [1, 1, 1, 1, 1, 1, 1, 3],
    score: 10,
    drivers: [
      'None of your answers weighed much: you reported none of the warning signs this assessment looks for.',
      'Your priority: Getting your energy, focus and long-term health back. You rated this: Extremely urgent',
      'Next step: keep it that way. The free masterclass shows the early signs to watch for.',
    ],
    headings: {
      pitch: 'Keep your energy strong at the cellular level',
      struggles: 'Six signs worth staying ahead of',
      /** Which of the six struggles the answers reported (by place): none, and its lede says so. */
      reported: [],
      strugglesLede:
        'None of these showed up in your answers. The masterclass shows how to notice each one early, long before it becomes part of your day.',
      danger: 'Why a low score is worth protecting',
    },
  },
  {
    tier: 'moderate',
    answers: [3, 1, 1, 1, 3, 1, 1, 1],
    score: 12,
    drivers: [
      'Being told your labs are “normal” when you know something is wrong · Time and again, your bloodwork came back normal while you felt unwell.',
      'Waking up tired, even after eight hours of sleep · Almost every day you wake up tired, however long you slept.',
      'Your priority: Getting your energy, focus and long-term health back. You rated this: Not urgent',
      'Next step: in the free masterclass, learn what these signs share and the simple changes that\u00a0help.',
    ],
    headings: {
      pitch: 'Turn early warning signs around at the cellular level',
      struggles: 'Do some of these sound familiar?',
      // Questions 1 and 5: waking up tired, labs told 'normal'.
      reported: [0, 3],
      strugglesLede:
        'The masterclass is for anyone who notices a few of these signs and wants to understand them before they add up.',
      danger: 'The hidden danger most doctors miss',
    },
  },
  {
    tier: 'high',
    answers: [2, 3, 2, 3, 2, 3, 3, 3],
    score: 21,
    drivers: [
      'Blood-sugar problems in your family or yourself · You have been diagnosed with type 2 diabetes, prediabetes or insulin resistance.',
      'Cravings for carbs and sweets, especially at night · Carbs and sweets call to you all the time, most of all at night.',
      'Brain fog, forgetfulness and trouble focusing · Words and names often slip away mid-sentence.',
      'Your priority: Getting your energy, focus and long-term health back. You rated this: Extremely urgent',
      'Next step: save your free seat, and take these answers to your\u00a0doctor.',
    ],
    headings: {
      pitch: 'Restore your energy at the cellular level',
      struggles: 'This masterclass is for you if you struggle with…',
      reported: [0, 1, 2, 3, 4, 5],
      strugglesLede: undefined,
      danger: 'The hidden danger most doctors miss',
    },
  },
] as const

const sixStruggles = [
  'Waking up tired, even after eight hours of sleep',
  'Afternoon crashes that only coffee or sugar can fix',
  'Brain fog, forgetfulness and trouble focusing',
  'Being told your labs are “normal” when you know something is wrong',
  'Belly fat that will not move, whatever you eat',
  'Cravings for carbs and sweets, especially at night',
]

it.each(resultsByAnswers)(
  'the results follow the answers and the tier: $tier, $answers',
  async (expected) => {
    const { tier, answers, score, drivers, headings } = expected
    await answerAll(answers)
    // The first screen: the tier's heading, badge and words; the score on the dial the intro
    // promised; the countdowns (at 8:28, tests/quiz-results-urgency.test.tsx) ticking without
    // announcing each second; every link away, to the masterclass in a new tab with no opener,
    // which its name says after its words.
    // The heading's focus is e2e/paths.spec.ts's.
    const shown = quizResults.tiers[tier]
    // The score heard with the heading, which takes the focus: its badge, before it, is its
    // description (the dial is drawn only).
    await screen.findByRole('heading', {
      level: 1,
      name: shown.title,
      description: quizResults.scoreBadge(score),
    })
    expect(document.title).toMatch(/^Your results · /)
    for (const text of [shown.subtitle, shown.symptoms]) {
      screen.getByText(wholeText(text))
    }
    expect(document.querySelector('[data-slot="score-dial"]')).toHaveTextContent(
      `${score} / ${quizSpec.maxScore}`,
    )
    // Each timer named by its label: the banner's, or the registration's for the tier; the label
    // read once, as the name, not also as text before the timer.
    const { framing, highLater } = quizResults.registration
    const labels = [quizResults.countdown.label, framing[tier].closesIn, highLater.closesIn]
    const escaped = labels.map((label) => label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    for (const timer of screen.getAllByRole('timer')) {
      expect(timer).toHaveAccessibleName(new RegExp(`^(${escaped.join('|')})$`, 'i'))
      const label = document.getElementById(timer.getAttribute('aria-labelledby') ?? '')
      expect(label && isInaccessible(label), 'the label read as text too').toBe(true)
      expect(timer).toHaveAttribute('aria-live', 'off')
      expect(timer.closest('[aria-live="polite"], [aria-live="assertive"]')).toBeNull()
    }
    const away = [...document.querySelectorAll('a')].filter(
      (link) => link.protocol.startsWith('http') && link.origin !== location.origin,
    )
    expect(away.length).toBeGreaterThan(1)
    for (const link of away) {
      expect([link.href, link.target, link.rel]).toEqual([
        new URL(outboundLinks.masterclassUrl).href,
        '_blank',
        'noopener noreferrer',
      ])
      const tail = quizResults.newTabName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      expect(link).toHaveAccessibleName(new RegExp(`\\S ${tail}$`))
    }
    const block = await screen.findByRole('region', { name: quizResults.drivers.heading })
    const named = [...block.querySelectorAll('li')].map((item) =>
      [...item.children].map((line) => line.textContent).join(' · '),
    )
    const lines = [...block.querySelectorAll('p')].map((line) => line.textContent)
    expect([...named, ...lines]).toEqual(drivers)
    // No word joiner in any name or copied text of the results (rquiz20).
    expect(document.body.innerHTML.match(/.{0,40}\u2060.{0,20}/g) ?? []).toEqual([])
    expect(screen.getByRole('region', { name: headings.pitch })).toBeTruthy()
    const struggles = screen.getByRole('region', { name: headings.struggles })
    expect(struggles.querySelector('h2 + p')?.textContent).toBe(headings.strugglesLede)
    // Round 7: the signs the visitor reported marked, as the gauge's legend marks the tier: heard
    // after the words (what is drawn for the eye alone, its tag, left out).
    const heard = (item: Element) => {
      const copy = item.cloneNode(true) as Element
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
      return copy.textContent
    }
    expect([...struggles.querySelectorAll('li')].map(heard)).toEqual(
      sixStruggles.map((item, place) =>
        (headings.reported as readonly number[]).includes(place)
          ? `${item} – ${quizResults.struggles.reportedSaid}`
          : item,
      ),
    )
    const danger = screen.getByRole('region', { name: headings.danger })
    // The spec's order (the DOM's, which is the order drawn): the score's heading, then the
    // pitch, the struggles, the hidden danger, what the masterclass teaches, the registration.
    const blocks = ['score', 'pitch', 'struggles', 'danger', 'discover', 'register']
    expect(
      [...document.querySelectorAll('h1, h2')]
        .map((heading) =>
          heading.tagName === 'H1' ? 'score' : heading.id.replace(/^quiz-(.*)-heading$/, '$1'),
        )
        .filter((block) => blocks.includes(block)),
    ).toEqual(blocks)
    // Each figure read before its words, as drawn.
    expect([...danger.querySelectorAll('li')].map((stat) => stat.textContent?.slice(0, 4))).toEqual(
      ['94% ', '87% ', '91% '],
    )
    expect(await unstyledClasses(document, await quizCss)).toEqual([])
    const page = document.body.textContent ?? ''
    // 'You struggle with' only where the struggles' heading says it: never to a low score.
    expect(page.includes('you struggle with'), 'says "you struggle with"').toBe(
      headings.struggles.includes('you struggle with'),
    )
  },
)

// The keys that answer, and a number no option has, are the generated paths' in the browser.
it.each([
  ['3', { key: '3' }, [3]],
  ['0', { key: '0' }, []],
  ['2 held down', { key: '2', repeat: true }, []],
  ['Ctrl+2', { key: '2', ctrlKey: true }, []],
  ['Alt+2', { key: '2', altKey: true }, []],
  ['Meta+2', { key: '2', metaKey: true }, []],
])('the number key %s on a question of three options picks %j', (_, key, positions) => {
  const picked = vi.fn()
  const stop = onOptionKey(3, picked)
  fireEvent.keyDown(window, key)
  stop()
  expect(picked.mock.calls.flat()).toEqual(positions)
})
