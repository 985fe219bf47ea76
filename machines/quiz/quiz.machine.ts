import { assign, setup } from 'xstate'
import type { QuizEvent } from './quiz.events'

/** Counts and cutoffs of the quiz. The machine knows these, never copy. */
export const quizRules = {
  questionCount: 8,
  minAnswerValue: 1,
  maxAnswerValue: 3,
  /** Highest score that is still 'low'. */
  lowMaxScore: 10,
  /** Highest score that is still 'moderate'; above it is 'high'. */
  moderateMaxScore: 18,
  /** At most this many answers are named as what drove a score. */
  maxDrivers: 3,
  /**
   * The question that asks how urgent it is for the visitor (1-based): it counts in the score,
   * as every answer does, but it is their priority, not a cause of risk.
   */
  priorityQuestion: 8,
} as const

export function isAnswerValue(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= quizRules.minAnswerValue &&
    value <= quizRules.maxAnswerValue
  )
}

/** How long a chosen answer stays on screen, shown selected, before the next screen comes. */
export const choiceBeatMs = 375

export interface QuizContext {
  /** The value (1-3) of each answer given so far, in question order. */
  answers: number[]
  /** When the results were reached (ms since 1970), kept with the quiz for the printed record. */
  resultsAt?: number
}

function isValidAnswer(event: QuizEvent): boolean {
  return event.type === 'answer.select' && isAnswerValue(event.value)
}

export const quizMachine = setup({
  types: {
    context: {} as QuizContext,
    events: {} as QuizEvent,
  },
  actions: {
    /** Supplied by the page: smooth scroll to the top, then `scroll.settled`. */
    scrollToTop: () => {},
    /**
     * Supplied by the page: tells the results loader (machines/results-loader) the results are
     * due, so a chunk still on its way or one that failed is waited for, or asked for again.
     */
    announceResults: () => {},
    resetAnswers: assign({ answers: () => [], resultsAt: () => undefined }),
    appendAnswer: assign({
      answers: ({ context, event }) =>
        event.type === 'answer.select' ? [...context.answers, event.value] : context.answers,
    }),
    /** The held answers that are options, fewer than the questions: the question after them. */
    takeHeldAnswers: assign({
      answers: ({ event }) =>
        event.type === 'taps.handOver'
          ? event.answers.filter(isAnswerValue).slice(0, quizRules.questionCount - 1)
          : [],
      resultsAt: () => undefined,
    }),
    stampResults: assign({ resultsAt: () => Date.now() }),
  },
  guards: {
    isValidAnswer: ({ event }) => isValidAnswer(event),
    isLastQuestionAnswered: ({ context }) => context.answers.length === quizRules.questionCount,
  },
  delays: {
    /** The page supplies none when the visitor prefers reduced motion (src/actors/quiz.ts). */
    choiceBeat: choiceBeatMs,
  },
}).createMachine({
  id: 'quiz',
  description: 'The free 8-question metabolic-risk quiz. Runs on the device; nothing is sent.',
  initial: 'intro',
  context: { answers: [] },
  states: {
    intro: {
      description: 'Landing screen with social proof and the start buttons.',
      on: {
        'quiz.start': {
          target: 'question',
          actions: 'resetAnswers',
          description: 'Question 1, with no answers kept from before.',
          meta: { requirements: ['QUIZ-START-RESETS'] },
        },
        'taps.handOver': {
          target: 'question',
          actions: 'takeHeldAnswers',
          description:
            'The taps held before the JavaScript ran (a START, an answer), replayed as a resumed quiz is: the question they lead to, each answer counted once.',
          meta: { requirements: ['QUIZ-EARLY-HANDOVER'] },
        },
      },
    },
    question: {
      description:
        'One question at a time; the number answered so far picks which. Kept in the tab: a reload comes back to this question with the same answers.',
      tags: ['kept'],
      meta: { requirements: ['QUIZ-SCROLL-TO-TOP', 'QUIZ-RESUME'] },
      entry: 'scrollToTop',
      initial: 'settling',
      states: {
        settling: {
          description:
            'The page scrolls to the new question. Answers are ignored until it is in place, so a double click or a click during the scroll answers only once.',
          meta: { requirements: ['QUIZ-ONE-ANSWER-PER-TAP'] },
          on: {
            'scroll.settled': { target: 'ready', meta: { requirements: ['QUIZ-SCROLL-TO-TOP'] } },
            'answer.select': {
              description:
                'Ignored: a click while the page scrolls, or the second click of a double click.',
              meta: { requirements: ['QUIZ-ONE-ANSWER-PER-TAP'] },
            },
          },
        },
        ready: {
          description: 'Waiting for the visitor to pick one of the three answers.',
          on: {
            'answer.select': [
              {
                guard: 'isValidAnswer',
                target: 'chosen',
                actions: 'appendAnswer',
                meta: { requirements: ['QUIZ-NO-BACK', 'QUIZ-NO-SKIP', 'QUIZ-ANSWER-SHOWN'] },
              },
              {
                description: 'Ignored: a value that is not one of the three options.',
                meta: { requirements: ['QUIZ-NO-SKIP'] },
              },
            ],
          },
        },
        chosen: {
          description:
            'The answer is recorded and shown selected for a short beat, so the tap is felt; further answers are ignored.',
          meta: { requirements: ['QUIZ-ANSWER-SHOWN', 'QUIZ-ONE-ANSWER-PER-TAP'] },
          after: {
            choiceBeat: [
              {
                guard: 'isLastQuestionAnswered',
                target: '#quiz.results',
                description: 'The beat is over: the results.',
                meta: { requirements: ['QUIZ-RESULTS-AFTER-EIGHTH', 'QUIZ-ANSWER-SHOWN'] },
              },
              {
                target: '#quiz.question',
                reenter: true,
                description: 'The beat is over: the next question.',
                meta: { requirements: ['QUIZ-ANSWER-SHOWN'] },
              },
            ],
          },
          on: {
            'answer.select': {
              description: 'Ignored: a second tap while the chosen answer is shown.',
              meta: { requirements: ['QUIZ-ONE-ANSWER-PER-TAP'] },
            },
          },
        },
      },
    },
    results: {
      description:
        'Score, risk tier and the masterclass offer. Not kept: a reload is the one way back, to a fresh quiz at the intro, and the next results count down from the start again.',
      meta: {
        requirements: [
          'QUIZ-RESULTS-AFTER-EIGHTH',
          'QUIZ-NO-BACK',
          'QUIZ-SCROLL-TO-TOP',
          'SCORE-SUM',
          'SCORE-TIERS',
          'SCORE-BADGE',
          'QUIZ-RESULTS-ANNOUNCED',
          'QUIZ-RESUME',
        ],
      },
      entry: ['stampResults', 'scrollToTop', 'announceResults'],
      type: 'final',
    },
  },
})
