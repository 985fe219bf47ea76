/**
 * The quiz on the machines page as a visitor meets it: its screens in the site's own words
 * (src/content/quiz.ts, src/content/quiz-results.ts), read from the real machine's snapshot
 * through its selectors (machines/quiz/quiz.selectors.ts); and eight answers played at once, on
 * the real machine (XState's pure transitions), to read the result they lead to. No DOM here: main.ts draws what this says;
 * tests/lab-quiz.test.ts holds it to the machine for every answer set.
 */
import { type AnyMachineSnapshot, type EventObject, initialTransition } from 'xstate'
import type { QuizEvent } from '../machines/quiz/quiz.events'
import { quizMachine } from '../machines/quiz/quiz.machine'
import { maxScore, minScore, quizRules } from '../machines/quiz/quiz.rules'
import {
  selectAnswers,
  selectChosenValue,
  selectQuestionIndex,
  selectScore,
  selectScoreDrivers,
  selectScreen,
  selectTier,
} from '../machines/quiz/quiz.selectors'
import { quizQuestionCopy, quizQuestions } from '../src/content/quiz'
import { quizIntro } from '../src/content/quiz-intro'
import { driverLine, quizResults } from '../src/content/quiz-results'
import { questionSign } from '../src/content/quiz-signs'
import { labMachines } from './machines'
import { stepWithEffects } from './session'

type QuizSnapshot = Parameters<typeof selectScreen>[0]

const asQuiz = (snapshot: AnyMachineSnapshot) => snapshot as unknown as QuizSnapshot

/** A question's words and those of the answer given to it, as the results screen reads them. */
function answerTo(question: number, value: number) {
  const asked = quizQuestions[question - 1]
  return { asked, option: asked?.options.find((option) => option.value === value)?.label ?? '' }
}

/** The results screen's words for the result a snapshot holds (src/sections/quiz-results/). */
export interface ResultWords {
  /** "High Risk Score: 17/24" */
  badge: string
  title: string
  subtitle: string
  driversHeading: string
  /** What drove the score: the sign each weighing answer reports, and the line for the answer given. */
  causes: { sign: string; line: string }[]
  /** Said instead of causes when no answer weighed much. */
  none: string | undefined
  /** "Your priority: Getting your energy … is “Extremely urgent” for you" */
  priority: string | undefined
  nextStep: string
}

export function resultWords(snapshot: AnyMachineSnapshot): ResultWords {
  const quiz = asQuiz(snapshot)
  const tier = selectTier(quiz)
  const { causes, priority } = selectScoreDrivers(quiz, quizResults.drivers.ranking)
  const { drivers } = quizResults
  return {
    badge: quizResults.scoreBadge(selectScore(quiz)),
    title: quizResults.tiers[tier].title,
    subtitle: quizResults.tiers[tier].subtitle,
    driversHeading: drivers.heading,
    causes: causes.map(({ question, value }) => ({
      sign: questionSign(question) ?? '',
      line: driverLine(question, value),
    })),
    none: causes.length ? undefined : drivers.none,
    priority: priority
      ? `${drivers.priority.label}: ${drivers.priority.text(answerTo(priority.question, priority.value).option)}`
      : undefined,
    nextStep: drivers.nextStep[tier],
  }
}

/** What the visitor sees now: the intro, a question with its answers, or the results. */
export type VisitorScreen =
  | { screen: 'intro'; heading: string; lede: string; start: string }
  | {
      screen: 'question'
      /** "Question 3 of 8" */
      position: string
      text: string
      options: { label: string; value: number; chosen: boolean }[]
    }
  | { screen: 'results'; result: ResultWords }

export function visitorScreen(snapshot: AnyMachineSnapshot): VisitorScreen {
  const quiz = asQuiz(snapshot)
  const screen = selectScreen(quiz)
  if (screen === 'results') return { screen, result: resultWords(snapshot) }
  if (screen === 'intro')
    return { screen, heading: quizIntro.heading, lede: quizIntro.lede, start: quizIntro.start }
  const index = selectQuestionIndex(quiz)
  const question = quizQuestions[index]
  return {
    screen,
    position: quizQuestionCopy.position(index + 1),
    text: question?.text ?? '',
    options: (question?.options ?? []).map((option) => ({
      ...option,
      chosen: selectChosenValue(quiz) === option.value,
    })),
  }
}

/**
 * Eight answers as typed: numbers apart ("3 2 1 3 3 2 1 2", "3,2,1,…") or eight digits together
 * ("32133212"). Any number is taken: whether it is an answer is the machine's to say.
 */
export function parseAnswers(text: string): number[] {
  const trimmed = text.trim()
  if (/^\d+$/.test(trimmed)) return [...trimmed].map(Number)
  return trimmed
    ? trimmed
        .split(/[^\d]+/)
        .filter(Boolean)
        .map(Number)
    : []
}

/** What eight answers lead to, played on the real machine. */
export type PlayedAnswers =
  | { ended: 'results'; answers: readonly number[]; result: ResultWords }
  /** The machine did not take answer `question` (1-based): `value` is not one of its options. */
  | { ended: 'refused'; question: number; value: number }
  | { ended: 'count'; given: number }

const effects = labMachines.quiz?.effects ?? {}

/** The quiz once START is tapped, its scroll settled: the first question takes answers. */
export const startedQuiz = (): AnyMachineSnapshot =>
  stepWithEffects(quizMachine, initialTransition(quizMachine)[0], { type: 'quiz.start' }, effects)

/** A tap on the answer worth `value`, as the quiz's events name it. */
export const answerEvent = (value: number): QuizEvent & EventObject => ({
  type: 'answer.select',
  value,
})

/** The quiz after one tap on an answer, its beat and scroll over (as the site answers them). */
export const answerQuiz = (snapshot: AnyMachineSnapshot, value: number): AnyMachineSnapshot =>
  stepWithEffects(quizMachine, snapshot, answerEvent(value), effects)

/**
 * Plays START and each answer, one tap each, on the real quiz machine with the page's effects
 * answered as the site answers them, then reads the result through the machine's selectors: the
 * result is the machine's, not a formula of the page's.
 */
export function playAnswers(answers: readonly number[]): PlayedAnswers {
  if (answers.length !== quizRules.questionCount) return { ended: 'count', given: answers.length }
  let snapshot = startedQuiz()
  for (const [index, value] of answers.entries()) {
    const before = selectAnswers(asQuiz(snapshot)).length
    snapshot = answerQuiz(snapshot, value)
    if (selectAnswers(asQuiz(snapshot)).length === before)
      return { ended: 'refused', question: index + 1, value }
  }
  if (selectScreen(asQuiz(snapshot)) !== 'results')
    throw new Error(`${answers.join(' ')}: the quiz did not reach its results`)
  return {
    ended: 'results',
    answers: selectAnswers(asQuiz(snapshot)),
    result: resultWords(snapshot),
  }
}

/** A rule of the quiz in words: what it is about, and what the machine holds. */
export interface RuleRow {
  rule: string
  value: string
}

/**
 * The quiz's rules as the machine holds them (its counts and cutoffs, `quizRules`), in words and
 * the results screen's names of the risk levels: what a product person checks before signing off.
 */
export function quizRulesTable(): RuleRow[] {
  const { labels } = quizResults.scale
  const range = (from: number, to: number) => `${from}–${to}`
  return [
    {
      rule: 'Questions',
      value: `${quizRules.questionCount}, one at a time; each answer is worth ${range(quizRules.minAnswerValue, quizRules.maxAnswerValue)}`,
    },
    { rule: 'Score', value: `The answers added up: ${range(minScore, maxScore)}` },
    { rule: labels.low, value: range(minScore, quizRules.lowMaxScore) },
    { rule: labels.moderate, value: range(quizRules.lowMaxScore + 1, quizRules.moderateMaxScore) },
    { rule: labels.high, value: range(quizRules.moderateMaxScore + 1, maxScore) },
    {
      rule: quizResults.drivers.heading,
      value: `Up to ${quizRules.maxDrivers} answers above the lowest, the heaviest first (ties: the most telling first, questions ${quizResults.drivers.ranking.join(', ')}); question ${quizRules.priorityQuestion} is the visitor's priority, shown apart`,
    },
  ]
}
