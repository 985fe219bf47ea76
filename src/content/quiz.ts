/**
 * Every word of /quiz's questions: its screens, questions and constants; the intro's words are in
 * src/content/quiz-intro.ts (drawn at build time only), the results screen's in
 * src/content/quiz-results.ts (in the results' chunk) and the figures the quiz states in
 * src/content/quiz-figures.ts (read by the intro and the results, so not in the questions' chunk).
 * The machine knows counts and cutoffs; these modules know what they are called and how they read.
 */
import { quizRules } from '../../machines/quiz/quiz.rules'
import type { DatedFigureName } from './as-of'
import type { PageMetaCopy } from './sales-types'
import { siteCopy } from './site'

export interface QuizOption {
  label: string
  /** The answer's value (1-3), in the spec's order. */
  value: 1 | 2 | 3
}

export interface QuizQuestion {
  id: number
  text: string
  options: readonly [QuizOption, QuizOption, QuizOption]
}

/** A question as written: its number and its answers' values follow from their order. */
type QuestionCopy = Pick<QuizQuestion, 'text'> & {
  options: readonly [string, string, string]
}

export interface QuizFigure {
  value: string
  label: string
  /** The dated figure it states, whose day follows it when the brand set one. */
  figure?: DatedFigureName
  /** The row's longest caption, set a little tighter where the row is tight (the quiz hero's, 374-416 px). */
  longest?: boolean
}

export interface TitledBlock {
  heading: string
  lede?: string
}

/** How long the assessment takes, as the page's title says (src/content/quiz-figures.ts). */
export const quizMinutes = 2

/** The questions in the spec's order, with their answers from the lightest to the heaviest. */
const questionCopy = [
  {
    text: 'How often do you feel tired, even after a full night’s sleep?',
    options: ['Rarely', 'Sometimes', 'Almost every day'],
  },
  {
    text: 'How often do you have brain fog, or forget names mid-sentence?',
    options: ['Never', 'Occasionally', 'Frequently'],
  },
  {
    text: 'How hard is it for you to lose weight around your midsection?',
    options: ['Easy when I try', 'Difficult, even with diet/exercise', 'Almost impossible'],
  },
  {
    text: 'Do you get carb or sugar cravings, especially at night?',
    options: ['Not really', 'Sometimes', 'All the time'],
  },
  {
    text: 'Have you been told your bloodwork looks “normal”, yet you still feel unwell?',
    options: ['No', 'Yes, once', 'Yes, many times'],
  },
  {
    text: 'How often do you rely on caffeine or energy drinks to get through the day?',
    options: ['Rarely', '1–2 times a day', 'Constantly'],
  },
  {
    text: 'Have you or a close family member been diagnosed with type 2 diabetes, prediabetes or insulin resistance?',
    options: ['No', 'Yes, family member', 'Yes, myself'],
  },
  {
    // 'long-term' held by a word joiner (not a non-breaking hyphen: the heading face's subset has
    // no glyph for one); at 320 the heading broke 'long- / term health'.
    text: 'How important is it for you to reclaim your energy, focus and long-\u2060term health right now?',
    options: ['Not urgent', 'Somewhat urgent', 'Extremely urgent'],
  },
] as const satisfies readonly QuestionCopy[]

/** The questions numbered from 1, and their answers valued 1, 2 and 3, in the spec's order. */
export const quizQuestions: readonly QuizQuestion[] = questionCopy.map(
  ({ options: [light, middle, heavy], ...question }, index) => ({
    ...question,
    id: index + 1,
    options: [
      { label: light, value: 1 },
      { label: middle, value: 2 },
      { label: heavy, value: 3 },
    ],
  }),
)

/**
 * The quiz page's title: its head's, and each question's after the question. A name of its own,
 * so the quiz's JavaScript carries the title and not the page's description.
 */
export const quizTitle = `Free ${quizMinutes}-Minute Metabolic Health Score | ${siteCopy.brandName}`

export const quizQuestionCopy = {
  /** 'Question 3 of 8' */
  position: (number: number) => `Question ${number} of ${quizRules.questionCount}`,
  /** The page's title on a question, so a screen reader announces where the visitor is. */
  pageTitle: (number: number) => `Question ${number} of ${quizRules.questionCount} · ${quizTitle}`,
  /** '38% complete' */
  percent: (percent: number) => `${percent}% complete`,
  progressName: 'Assessment progress',
  /** Said beside the progress on the question that reaches half of them. */
  halfway: 'Halfway there',
  hint: 'Select the answer that best describes your experience',
  keysHint: 'Tip: press 1, 2 or 3 to answer',
  privacy: 'Your answers stay on this device',
} as const

export const quizChrome = {
  anonymous: '100% anonymous',
  footer: 'This assessment is for education only and is not medical advice.',
} as const

/**
 * Said while taps before the quiz's JavaScript wait for it, or a kept quiz does; when it is late
 * (with the reload that keeps what was tapped); and if it cannot load (src/inline/early-taps.ts;
 * the build writes each into the page).
 */
export const quizLoading = {
  busy: 'Starting your assessment…',
  resuming: 'Picking up your assessment where you left off…',
  late: 'This is taking longer than it should: your connection may be slow.',
  reload: 'Reload without losing my place',
  failed: 'The quiz could not load. Check your connection, then reload this page to start.',
} as const

/**
 * Said in the results' place while their chunk is still coming after the last answer, and if it
 * takes too long or cannot load (src/components/quiz/results-pending-markup.tsx); the answers wait on
 * the device meanwhile.
 */
export const quizResultsLoading = {
  busy: 'Working out your score…',
  slowTitle: 'Your results are taking too long',
  failedTitle: 'Your results have not loaded',
  // Not 'Your answers are safe on this device' (review 43): the tab keeps no answers once the
  // results are reached, so a reload here starts the quiz again; what to do, and what not to.
  failedText:
    'Keep this page open: your answers are only on this device. Check your connection, then try again to see your score.',
  retry: 'Try again',
  /** In the dial's card beside a slow or failed wait, where the score's number will be. */
  scoreHere: 'Your score appears here',
} as const satisfies Record<
  'busy' | 'slowTitle' | 'failedTitle' | 'failedText' | 'retry' | 'scoreHere',
  string
>

export interface QuizPageContent {
  meta: PageMetaCopy
}

/** The quiz page as the page table knows it: its head tags (the screens' copy is above). */
export const quizPage = {
  meta: {
    title: quizTitle,
    description: `Answer ${quizRules.questionCount} science-based questions and get your metabolic risk score instantly. Completely anonymous, no email required.`,
  },
} as const satisfies QuizPageContent
