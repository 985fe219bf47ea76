/**
 * What the behaviour book's model (ops/book.ts) holds beyond the paths, for the compare
 * (ops/book-compare.ts): the quiz's results for every answer set, part by part, with what a visitor
 * would call broken in them, and every string a visitor can read on the machines' screens.
 */
import { quizRules } from '../machines/quiz/quiz.rules'
import { quizLoading, quizQuestions, quizResultsLoading } from '../src/content/quiz'
import { quizIntro } from '../src/content/quiz-intro'
import { quizResults, resultsWords } from '../src/content/quiz-results'
import { questionSign, quizSigns } from '../src/content/quiz-signs'
import { videoBoxCopy } from '../src/content/video-box'

export const quoted = (text: string) => `“${text}”`

/** The label of `value`, an answer to question `question` (1-based). */
export const answerLabel = (question: number, value: number) =>
  quizQuestions[question - 1]?.options.find((option) => option.value === value)?.label

const { drivers } = quizResults

/** Every answer set of the quiz: each question's answer, every combination. */
export function answerSets(): number[][] {
  const { questionCount: count, minAnswerValue: min, maxAnswerValue: max } = quizRules
  const values = max - min + 1
  return Array.from({ length: values ** count }, (_, index) =>
    Array.from({ length: count }, (_, at) => min + (Math.floor(index / values ** at) % values)),
  )
}

/** What the results show for `answers`, part by part: the words, and the questions they come from. */
export function resultsShown(answers: readonly number[]) {
  const { title, badge, causes, priority, nextStep } = resultsWords(answers)
  const part = (text: string, from: number[] = []) => ({ text, from })
  return {
    'The title': part(title),
    'The badge': part(badge),
    [quoted(drivers.heading)]: causes.length
      ? part(
          causes.map(({ sign, line }) => `${sign}: ${line}`).join(' / '),
          causes.map((c) => c.question),
        )
      : part(drivers.none),
    [quoted(drivers.priority.label)]: priority
      ? part(priority.text, [priority.question])
      : part('none'),
    'The next step': part(nextStep),
  }
}

/** One thing a visitor would call broken in a part of the results, said the same for every set. */
export interface ResultsFault {
  part: string
  fault: string
}

/**
 * What a visitor would call broken in the results for `answers`: an entry under “What drove your
 * score” with no sign or no line, a priority sentence built from a question the results count as a
 * sign of risk (or from no answer at all). Each said without the set's own answers, so that the
 * compare counts the sets it holds for.
 */
export function resultsFaults(answers: readonly number[]): ResultsFault[] {
  const { causes, priority } = resultsWords(answers)
  const heading = quoted(drivers.heading)
  const faults = causes.flatMap(({ question, sign, line }): ResultsFault[] => {
    const what = !sign && !line ? 'no sign and no line' : !sign ? 'no sign' : !line ? 'no line' : ''
    return what
      ? [
          {
            part: heading,
            fault: `${heading} shows an entry for question ${question}'s answer with ${what}: the results have none written for that question.`,
          },
        ]
      : []
  })
  const label = quoted(drivers.priority.label)
  const sign = priority && questionSign(priority.question)
  if (sign)
    faults.push({
      part: label,
      fault: `${label} is built from question ${priority.question}'s answer, a question the results count as a sign (${quoted(sign)}), not the visitor's priority.`,
    })
  if (priority && !answerLabel(priority.question, answers[priority.question - 1] ?? 0))
    faults.push({ part: label, fault: `${label} names no answer.` })
  return faults
}

/**
 * Every string a visitor can read on the machines' screens and the results, by where it lives
 * (a function's words with `…` for what it is given), for the compare to say wording changed.
 */
export function visibleWords(): Record<string, string> {
  const words: Record<string, string> = {}
  const walk = (at: string, value: unknown, depth = 0): void => {
    if (typeof value === 'string') words[at] = value
    else if (typeof value === 'function') {
      try {
        walk(at, (value as (given: string) => unknown)('…'), depth)
      } catch {} // words made from what a string is not: none a visitor reads as such
    } else if (value && typeof value === 'object' && depth < 6)
      for (const [key, inner] of Object.entries(value)) walk(`${at}.${key}`, inner, depth + 1)
  }
  for (const { id, text, options } of quizQuestions) {
    words[`question ${id}`] = text
    for (const { value, label } of options) words[`question ${id}, answer ${value}`] = label
  }
  const modules = {
    quizIntro,
    quizResults,
    quizSigns,
    quizLoading,
    quizResultsLoading,
    videoBoxCopy,
  }
  for (const [name, module] of Object.entries(modules)) walk(name, module)
  return words
}
