// @vitest-environment jsdom
/**
 * The generated quiz paths (machines/quiz/quiz.model.ts) run against the rendered page with
 * Testing Library: events become clicks and key presses, states are checked by role and text.
 * jsdom does not scroll, so the test plays the page offset and `scrollend` (the path's
 * `scroll.settled`); `answer.shown` ends the beat that shows a chosen answer (held here; its
 * timing is proved on the effect below).
 */
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { outboundLinks } from '@/config/links'
import { quizIntro, quizQuestionCopy, quizQuestions, quizResults } from '@/content/quiz'
import { pageTable } from '@/pages'
import {
  describeQuizPath,
  type QuizDriver,
  quizPathParams,
  quizPaths,
} from '../machines/quiz/quiz.model'
import { renderPage } from './support/render-page'
import { choiceBeatSpec, quizSpec } from './support/spec'

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
let reducedMotion = false
const scrollTo = vi.fn()

beforeEach(() => {
  heldBeats.length = 0
  pageOffset = 0
  reducedMotion = false
  scrollTo.mockReset()
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => pageOffset })
  window.scrollTo = scrollTo as typeof window.scrollTo
  window.matchMedia = ((query: string) => ({
    matches: query.includes('prefers-reduced-motion') && reducedMotion,
    media: query,
  })) as typeof window.matchMedia
})

afterEach(() => {
  vi.useRealTimers()
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
    expectScreen: (expected) => {
      if (expected.screen === 'intro') {
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
        screen.getByText(quizQuestionCopy.position(expected.questionNumber))
        screen.getByText(quizQuestionCopy.percent(expected.percent))
        const progress = screen.getByRole('progressbar', { name: quizQuestionCopy.progressName })
        expect(progress).toHaveAttribute('aria-valuenow', String(expected.percent))
        // Each option shows its key, or a tick when it is the answer just chosen, which shows
        // pressed (the others not); all wait while the page scrolls or an answer shows.
        const waiting = expected.settling || expected.chosen !== undefined
        const shown = (option: HTMLElement) => [
          option.textContent,
          option.getAttribute('aria-pressed'),
          option.getAttribute('aria-disabled'),
        ]
        expect(options().map(shown)).toEqual(
          question.options.map((option, i) => [
            option.value === expected.chosen ? option.label : `${i + 1}${option.label}`,
            expected.chosen === undefined ? null : String(option.value === expected.chosen),
            waiting ? 'true' : null,
          ]),
        )
        return
      }
      const tier = quizResults.tiers[expected.tier]
      expect(screen.getByRole('heading', { level: 1, name: tier.title })).toHaveFocus()
      for (const text of [quizResults.scoreBadge(expected.score), tier.subtitle, tier.symptoms]) {
        screen.getByText(text)
      }
      // The score on the dial the intro promised, and the way to register on the first screen.
      expect(document.querySelector('[data-slot="score-dial"]')).toHaveTextContent(
        `${expected.score} / ${quizSpec.maxScore}`,
      )
      const banner = screen.getByRole('link', { name: new RegExp(quizResults.countdown.action) })
      expect(banner).toHaveTextContent(quizResults.countdown.label)
      for (const link of [
        banner,
        screen.getByRole('link', { name: quizResults.buttons.reserve }),
        screen.getByRole('link', { name: quizResults.buttons.energy }),
      ]) {
        expect(link).toHaveAttribute('href', outboundLinks.masterclass)
      }
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
      expect(document.cookie).toBe('')
      expect(window.localStorage).toHaveLength(0)
      expect(window.sessionStorage).toHaveLength(0)
    },
    // A whole quiz in jsdom; generous because CI machines are shared.
    20_000,
  )
})

async function startQuiz(user: UserEvent) {
  await renderQuizPage()
  await user.click(screen.getByRole('button', { name: quizIntro.start }))
  await settle()
}

function currentHeading() {
  return screen.getByRole('heading', { level: 1 }).textContent
}

describe('answering', () => {
  it('keys 1, 2 and 3 answer the question, as the buttons hint; a held key or another does not', async () => {
    const user = setupUser()
    await startQuiz(user)
    expect(options().map((option) => option.getAttribute('aria-keyshortcuts'))).toEqual([
      '1',
      '2',
      '3',
    ])
    fireEvent.keyDown(window, { key: '0' })
    fireEvent.keyDown(window, { key: '4' })
    fireEvent.keyDown(window, { key: '2', ctrlKey: true })
    expect(heldBeats, 'no answer chosen by 0, 4 or Ctrl+2').toHaveLength(0)
    pageOffset = 200
    await user.keyboard('3')
    await showChoice()
    await settle()
    fireEvent.keyDown(window, { key: '2', repeat: true })
    expect(currentHeading()).toBe(quizQuestions[1]?.text)
    expect(heldBeats, 'no answer chosen by the held key').toHaveLength(0)
  })

  it('the second click of a double click does not answer the next question', async () => {
    const user = setupUser()
    await startQuiz(user)
    const first = options()[0]
    if (!first) throw new Error('no option')
    pageOffset = 200
    fireEvent.click(first, { detail: 1 })
    await showChoice()
    await settle()
    // The same button, now the next question's first option, gets the double click's second click.
    expect(options()[0]).toBe(first)
    fireEvent.click(first, { detail: 2 })
    expect(currentHeading()).toBe(quizQuestions[1]?.text)
  })
})

describe('the beat that shows a chosen answer', () => {
  it('lasts a short, visible moment, or none when the visitor prefers reduced motion', async () => {
    const { afterChoiceBeat } =
      await vi.importActual<typeof import('@/effects/choice-beat')>('@/effects/choice-beat')
    vi.useFakeTimers()
    const ended = vi.fn()
    afterChoiceBeat(ended)
    await vi.advanceTimersByTimeAsync(choiceBeatSpec.minMs - 1)
    expect(ended).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(choiceBeatSpec.maxMs - choiceBeatSpec.minMs + 1)
    expect(ended).toHaveBeenCalledOnce()
    reducedMotion = true
    afterChoiceBeat(ended)
    await vi.advanceTimersByTimeAsync(0)
    expect(ended).toHaveBeenCalledTimes(2)
  })
})

describe('scrolling to the top', () => {
  it('is smooth, or instant when the visitor prefers reduced motion', async () => {
    const user = setupUser()
    pageOffset = 500
    await renderQuizPage()
    await user.click(screen.getByRole('button', { name: quizIntro.start }))
    // The scroll starts on the next frame, once the new screen has rendered; settle after it.
    await waitFor(() =>
      expect(scrollTo).toHaveBeenLastCalledWith(
        expect.objectContaining({ top: 0, behavior: 'smooth' }),
      ),
    )
    await settle()
    reducedMotion = true
    pageOffset = 200
    await user.click(options()[0] as HTMLElement)
    await showChoice()
    await waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(2))
    expect(scrollTo).toHaveBeenLastCalledWith(
      expect.objectContaining({ top: 0, behavior: 'instant' }),
    )
  })

  it('settles by itself when the page is already at the top', async () => {
    const user = setupUser()
    await renderQuizPage()
    await user.click(screen.getByRole('button', { name: quizIntro.start }))
    await waitFor(() => expect(options()[0]).not.toHaveAttribute('aria-disabled'))
    expect(scrollTo).not.toHaveBeenCalled()
  })
})

describe('the results countdown', () => {
  async function finishQuiz() {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await startQuiz(user)
    for (const _ of quizQuestions) {
      pageOffset = 200
      await user.click(options()[0] as HTMLElement)
      await showChoice()
      if (screen.queryByRole('progressbar')) await settle()
    }
  }

  it('starts at 8:28 beside the masterclass banner and ticks without announcing', async () => {
    await finishQuiz()
    const [banner, registration] = screen.getAllByRole('timer')
    expect(banner).toHaveTextContent('8:28')
    expect(banner).toHaveAttribute('aria-live', 'off')
    expect(registration).toHaveTextContent('8:28')
    expect(banner?.closest('[aria-live="polite"], [aria-live="assertive"]')).toBeNull()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000)
    })
    expect(banner).toHaveTextContent('8:27')
    expect(screen.getByText(quizResults.countdown.label)).toBeVisible()
    expect(screen.getByText(quizResults.countdown.registered)).toBeVisible()
  })
})
