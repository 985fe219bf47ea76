// @vitest-environment jsdom
/**
 * The generated quiz paths (machines/quiz/quiz.model.ts) run against the rendered page with
 * Testing Library: events become clicks and key presses, states are checked by role and text.
 * jsdom does not scroll, so the test plays the page offset and `scrollend` (the path's
 * `scroll.settled`); `answer.shown` ends the beat that shows a chosen answer (held here; its
 * timing, with and without reduced motion, is e2e/quiz.spec.ts's on the page's clock). The keys
 * that pick no option, a held one included, are proved on the effect below. A double click, the
 * keyboard alone and the scroll with and without reduced motion are the browser tests'
 * (e2e/quiz.spec.ts, e2e/motion.spec.ts).
 */
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { outboundLinks } from '@/config/links'
import { quizIntro, quizQuestionCopy, quizQuestions } from '@/content/quiz'
import { quizResults } from '@/content/quiz-results'
import { siteFooter } from '@/content/site'
import { onOptionKey } from '@/effects/keyboard'
import { pageTable } from '@/pages'
import {
  describeQuizPath,
  type QuizDriver,
  quizPathParams,
  quizPaths,
} from '../machines/quiz/quiz.model'
import { renderPage } from './support/render-page'
import { clockBySpec, countdownSpec, quizSpec } from './support/spec'

// Role queries skip the per-element visibility walk, which is what makes jsdom slow on a long
// page; what is hidden from assistive technology is checked by axe in the browser tests.
configure({ defaultHidden: true })

const quizRow = pageTable.find((row) => row.kind === 'quiz')
if (!quizRow) throw new Error('The page table has no quiz page')
const renderQuizPage = () => renderPage(quizRow)

function setupUser() {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
}

/** Beats begun by chosen answers, held until the test ends them. */
const heldBeats: (() => void)[] = []
vi.mock('@/effects/choice-beat', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/effects/choice-beat')>()),
  afterChoiceBeat: (onDone: () => void) => {
    heldBeats.push(onDone)
    return () => {}
  },
}))

let pageOffset = 0
const scrollTo = vi.fn()

beforeEach(() => {
  heldBeats.length = 0
  pageOffset = 0
  scrollTo.mockReset()
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => pageOffset })
  window.scrollTo = scrollTo as typeof window.scrollTo
  window.matchMedia = ((media: string) => ({ matches: false, media })) as typeof window.matchMedia
})

afterEach(() => {
  // Each test is a tab of its own: what the quiz kept in the last one is gone.
  sessionStorage.clear()
})

const startButtonNames = [
  quizIntro.start,
  quizIntro.score.buttonName,
  quizIntro.closing.button,
] as const

function options() {
  return within(screen.getByRole('list')).getAllByRole('button')
}

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

function pageDriver(user: UserEvent): QuizDriver {
  let shownQuestion = 0
  return {
    start: async (variant) => {
      pageOffset = 900
      const name = startButtonNames[variant % startButtonNames.length] as string
      await user.click(screen.getByRole('button', { name }))
    },
    settle,
    showChoice,
    answer: async (value, kind, number) => {
      if (kind === 'notAnOption') {
        await user.keyboard(String(value))
        return
      }
      const question = quizQuestions[number - 1]
      const option =
        kind === 'whileScrolling' || kind === 'whileShown'
          ? question?.options[0]
          : question?.options.find((candidate) => candidate.value === value)
      if (!option) throw new Error(`question ${number} has no option ${value}`)
      pageOffset = 300
      await user.click(screen.getByRole('button', { name: option.label }))
    },
    expectScreen: async (expected) => {
      if (expected.screen === 'intro') {
        expect(document.title).not.toMatch(/^Question /)
        screen.getByRole('heading', { level: 1, name: quizIntro.heading })
        screen.getByRole('button', { name: quizIntro.start })
        return
      }
      if (expected.screen === 'question') {
        const question = quizQuestions[expected.questionNumber - 1]
        if (!question) throw new Error(`no question ${expected.questionNumber}`)
        const heading = screen.getByRole('heading', { level: 1, name: question.text })
        // A new question takes the focus, so that a screen reader reads it.
        if (expected.questionNumber !== shownQuestion) expect(heading).toHaveFocus()
        shownQuestion = expected.questionNumber
        // Minimal chrome: no footer band under a question, the privacy page still a link away.
        expect(document.querySelector('[data-slot="site-footer"]')).toBeNull()
        screen.getByRole('link', { name: siteFooter.privacyLink })
        screen.getByText(quizQuestionCopy.position(expected.questionNumber))
        // The tab's title says which question, for a screen reader's announcement (WCAG 2.4.2).
        expect(document.title).toMatch(
          new RegExp(`^Question ${expected.questionNumber} of ${quizSpec.questions} · `),
        )
        screen.getByText(quizQuestionCopy.percent(expected.percent))
        const progress = screen.getByRole('progressbar', { name: quizQuestionCopy.progressName })
        expect(progress).toHaveAttribute('aria-valuenow', String(expected.percent))
        // Each option shows its key and names it to assistive technology, or shows a tick when
        // it is the answer just chosen, which shows pressed (the others not); all wait while the
        // page scrolls or an answer shows.
        const waiting = expected.settling || expected.chosen !== undefined
        const shown = (option: HTMLElement) => [
          option.textContent,
          option.getAttribute('aria-keyshortcuts'),
          option.getAttribute('aria-pressed'),
          option.getAttribute('aria-disabled'),
        ]
        expect(options().map(shown)).toEqual(
          question.options.map((option, i) => [
            option.value === expected.chosen ? option.label : `${i + 1}${option.label}`,
            String(i + 1),
            expected.chosen === undefined ? null : String(option.value === expected.chosen),
            waiting ? 'true' : null,
          ]),
        )
        return
      }
      // The results come as a chunk of their own: waited for, as a visitor would.
      const tier = quizResults.tiers[expected.tier]
      expect(await screen.findByRole('heading', { level: 1, name: tier.title })).toHaveFocus()
      expect(document.title).not.toMatch(/^Question /)
      for (const text of [
        quizResults.scoreBadge(expected.score),
        tier.subtitle,
        tier.symptoms,
        quizResults.countdown.registered,
      ]) {
        screen.getByText(text)
      }
      // Both countdowns start at 8:28 and tick without announcing each second (their ticks are
      // the countdown's paths, in the browser).
      const timers = screen.getAllByRole('timer')
      expect(timers.map((timer) => timer.textContent)).toEqual([
        clockBySpec[countdownSpec.seconds],
        clockBySpec[countdownSpec.seconds],
      ])
      for (const timer of timers) {
        expect(timer).toHaveAttribute('aria-live', 'off')
        expect(timer.closest('[aria-live="polite"], [aria-live="assertive"]')).toBeNull()
      }
      // The score on the dial the intro promised; the way to register under it and in the
      // closing card (one primary, one secondary choice there).
      expect(document.querySelector('[data-slot="score-dial"]')).toHaveTextContent(
        `${expected.score} / ${quizSpec.maxScore}`,
      )
      const links = [
        ...screen.getAllByRole('link', { name: quizResults.buttons.reserve }),
        screen.getByRole('link', { name: quizResults.buttons.energy }),
      ]
      expect(links).toHaveLength(3)
      for (const link of links) expect(link).toHaveAttribute('href', outboundLinks.masterclass)
    },
  }
}

describe('quiz paths on the rendered page', () => {
  it.each(quizPaths.map((path, index) => [describeQuizPath(path), path, index] as const))(
    '%s',
    async (_, path, index) => {
      const user = setupUser()
      await renderQuizPage()
      const driver = pageDriver(user)
      await path.test(quizPathParams(driver, index))
      // What the quiz keeps, and where, is e2e/quiz.spec.ts's, in the browsers' real storage.
    },
  )
})

/**
 * What drove the score, as the results show it for a visitor's answers: the signs named (each
 * with the answer given), or the reassuring line; the visitor's priority (question 8), never
 * named as a sign; then the tier's next step. Written out from the content by hand.
 */
const driversShown: [answers: number[], named: string[], priority: string, nextStep: string][] = [
  [
    [3, 1, 1, 1, 3, 1, 1, 1],
    [
      'Waking up tired, even after eight hours of sleep · You answered “Almost every day”',
      'Being told your labs are “normal” when you know something is wrong · You answered “Yes, many times”',
    ],
    'Your priority: Getting your energy, focus and long-term health back is “Not urgent” for you',
    'Next step: learn what these signs have in common, and the simple changes that help, in the free masterclass.',
  ],
  [
    [1, 1, 1, 1, 1, 1, 1, 3],
    [
      'None of your answers weighed much: you reported few of the warning signs this assessment looks for.',
    ],
    'Your priority: Getting your energy, focus and long-term health back is “Extremely urgent” for you',
    'Next step: keep it that way. The free masterclass shows the early signs to watch for.',
  ],
  [
    [2, 3, 2, 3, 2, 3, 3, 3],
    [
      'Brain fog, forgetfulness and trouble focusing · You answered “Frequently”',
      'Cravings for carbs and sweets, especially at night · You answered “All the time”',
      'Afternoon crashes that only coffee or sugar can fix · You answered “Constantly”',
    ],
    'Your priority: Getting your energy, focus and long-term health back is “Extremely urgent” for you',
    'Next step: save your free seat, and take these answers to your doctor.',
  ],
]

/** Starts the quiz on the rendered page and answers `answers`, each by its option's name. */
async function answerAll(answers: readonly number[]) {
  const user = setupUser()
  await renderQuizPage()
  await user.click(screen.getByRole('button', { name: quizIntro.start }))
  for (const [index, value] of answers.entries()) {
    await settle()
    const option = quizQuestions[index]?.options.find((o) => o.value === value)
    await user.click(screen.getByRole('button', { name: option?.label }))
    await showChoice()
  }
}

describe('what drove the score', () => {
  it.each(driversShown)('answers %j name %j', async (answers, named, priority, nextStep) => {
    await answerAll(answers)
    const block = await screen.findByRole('region', { name: 'What drove your score' })
    const shown = [...block.querySelectorAll('li')].map((item) =>
      [...item.children].map((line) => line.textContent).join(' · '),
    )
    const paragraphs = [...block.querySelectorAll('p')].map((line) => line.textContent)
    expect([...shown, ...paragraphs]).toEqual([...named, priority, nextStep])
  })
})

/**
 * The blocks below the first screen, framed by the tier, written out by hand: a low score reads
 * the six signs as signs to stay ahead of (never 'you struggle with') and the figures calmly;
 * the spec's six struggles and its 94%, 87% and 91% stay for every tier.
 */
const framingByTier: [
  tier: string,
  answers: number[],
  score: number,
  /** Whether the page says 'you struggle with': never to a low score. */
  struggleSaid: boolean,
  headings: { pitch: string; struggles: string; danger: string },
][] = [
  [
    'low',
    [1, 1, 1, 1, 1, 1, 1, 3],
    10,
    false,
    {
      pitch: 'Keep your energy strong at the cellular level',
      struggles: 'Six signs worth staying ahead of',
      danger: 'Why a low score is worth protecting',
    },
  ],
  [
    'moderate',
    [2, 2, 2, 2, 2, 2, 2, 2],
    16,
    false,
    {
      pitch: 'Turn early warning signs around at the cellular level',
      struggles: 'Do some of these sound familiar?',
      danger: 'The hidden danger most doctors miss',
    },
  ],
  [
    'high',
    [3, 3, 3, 3, 3, 3, 3, 3],
    24,
    true,
    {
      pitch: 'Restore your energy at the cellular level',
      struggles: 'This masterclass is for you if you struggle with…',
      danger: 'The hidden danger most doctors miss',
    },
  ],
]

const sixStruggles = [
  'Waking up tired, even after eight hours of sleep',
  'Afternoon crashes that only coffee or sugar can fix',
  'Belly fat that will not move, whatever you eat',
  'Brain fog, forgetfulness and trouble focusing',
  'Cravings for carbs and sweets, especially at night',
  'Being told your labs are “normal” when you know something is wrong',
]

describe('the results below the first screen follow the tier', () => {
  it.each(framingByTier)('%s: %j', async (_tier, answers, score, struggleSaid, headings) => {
    await answerAll(answers)
    await screen.findByRole('region', { name: quizResults.drivers.heading })
    expect(screen.getByRole('region', { name: headings.pitch })).toBeTruthy()
    const struggles = screen.getByRole('region', { name: headings.struggles })
    expect([...struggles.querySelectorAll('li')].map((item) => item.textContent)).toEqual(
      sixStruggles,
    )
    const danger = screen.getByRole('region', { name: headings.danger })
    expect([...danger.querySelectorAll('dd')].map((figure) => figure.textContent)).toEqual([
      '94%',
      '87%',
      '91%',
    ])
    const page = document.body.textContent ?? ''
    expect(page.includes('you struggle with'), 'says "you struggle with"').toBe(struggleSaid)
    expect(screen.getByText(`High Risk Score: ${score}/24`)).toBeTruthy()
  })
})

describe('number keys', () => {
  // The keys that answer are the generated paths' in the browser (even questions by key).
  it.each([
    ['3', { key: '3' }, [3]],
    ['0', { key: '0' }, []],
    ['4', { key: '4' }, []],
    ['2 held down', { key: '2', repeat: true }, []],
    ['Ctrl+2', { key: '2', ctrlKey: true }, []],
    ['Alt+2', { key: '2', altKey: true }, []],
    ['Meta+2', { key: '2', metaKey: true }, []],
  ])('%s on a question of three options picks %j', (_, key, positions) => {
    const picked = vi.fn()
    const stop = onOptionKey(3, picked)
    fireEvent.keyDown(window, key)
    stop()
    expect(picked.mock.calls.flat()).toEqual(positions)
  })
})
