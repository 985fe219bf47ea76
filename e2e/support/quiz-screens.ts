/**
 * What each screen of the generated quiz paths (machines/quiz/quiz.model.ts) shows a visitor,
 * in the words of the content, and how the browser drivers answer. Shared by the quiz paths
 * in Chromium (e2e/quiz.model.spec.ts) and in the other engines (e2e/engines/quiz.model.spec.ts),
 * so both check the same things.
 */

import type { ExpectedQuizScreen } from '../../machines/quiz/quiz.model'
import { quizIntro, quizQuestionCopy, quizQuestions, quizResults } from '../../src/content/quiz'

/** The page's three start buttons; each path uses one, so every one gets used. */
const startButtonNames = [
  quizIntro.start,
  quizIntro.score.buttonName,
  quizIntro.closing.button,
] as const

export function startButtonName(variant: number): string {
  return startButtonNames[variant % startButtonNames.length] as string
}

interface QuestionText {
  position: string
  percent: string
  progressName: string
  /** aria-valuenow of the progress bar. */
  progressValue: string
  heading: string
  options: string[]
}

export type QuizScreenText =
  | { screen: 'intro'; heading: string }
  | ({ screen: 'question' } & QuestionText)
  | { screen: 'results'; heading: string; scoreBadge: string }

/** The text a visitor reads on the screen the model expects. */
export function quizScreenText(expected: ExpectedQuizScreen): QuizScreenText {
  if (expected.screen === 'intro') return { screen: 'intro', heading: quizIntro.heading }
  if (expected.screen === 'results') {
    return {
      screen: 'results',
      heading: quizResults.tiers[expected.tier].title,
      scoreBadge: quizResults.scoreBadge(expected.score),
    }
  }
  const question = quizQuestions[expected.questionNumber - 1]
  if (!question) throw new Error(`no question ${expected.questionNumber}`)
  return {
    screen: 'question',
    position: quizQuestionCopy.position(expected.questionNumber),
    percent: quizQuestionCopy.percent(expected.percent),
    progressName: quizQuestionCopy.progressName,
    progressValue: String(expected.percent),
    heading: question.text,
    options: question.options.map((option) => option.label),
  }
}

/**
 * How a path answers question `number` with `value`: odd questions by clicking the option,
 * even ones by its number key, so both ways are used on every path.
 */
export function answerAction(
  number: number,
  value: number,
): { by: 'click'; label: string } | { by: 'key'; key: string } {
  const question = quizQuestions[number - 1]
  const position = question?.options.findIndex((option) => option.value === value) ?? -1
  const option = question?.options[position]
  if (!option) throw new Error(`question ${number} has no option ${value}`)
  return number % 2 === 1
    ? { by: 'click', label: option.label }
    : { by: 'key', key: `${position + 1}` }
}
