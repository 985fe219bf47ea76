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

/** The beat a visitor feels as a tap taken, not a wait: what QUIZ-ANSWER-SHOWN allows. */
const beatBound = { what: 'the beat', value: choiceBeatMs, from: 300, to: 450, unit: 'ms' }
const {
  questionCount,
  minAnswerValue: min,
  maxAnswerValue: max,
  lowMaxScore,
  moderateMaxScore,
} = quizRules

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
    /**
     * Supplied by the page: dates the results (`resultsAt`) by its clock, as the countdown's
     * ticker does; a chart reads no clock of its own.
     */
    stampResults: assign({ resultsAt: () => undefined as number | undefined }),
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
  meta: {
    /** Its rules, by ID: carried by the states and transitions whose `meta.requirements` name them. */
    rules: {
      'QUIZ-START-RESETS': {
        area: 'Quiz flow',
        rule: 'Starting the quiz opens question 1 with no answers kept from before.',
        provedBy: ['tests/quiz.model.test.ts'],
      },
      'QUIZ-ONE-ANSWER-PER-TAP': {
        area: 'Quiz flow',
        rule: 'One tap answers one question: a tap or key while the chosen answer is shown or the page scrolls to the next question (a double tap, a held key) is ignored.',
      },
      'QUIZ-ANSWER-SHOWN': {
        area: 'Quiz flow',
        rule: `A chosen answer holds its selected look for ${beatBound.from}-${beatBound.to} ms, after a short transition, before the next question or the results come (at once when the visitor prefers reduced motion).`,
        bound: beatBound,
        provedBy: ['tests/quiz.view.test.tsx', 'e2e/quiz.spec.ts'],
      },
      'QUIZ-NO-BACK': {
        area: 'Quiz flow',
        rule: 'There is no way back: an answer, once given, is kept and cannot be changed, and the results stay until the page is reloaded, which starts a fresh quiz at the intro.',
      },
      'QUIZ-NO-SKIP': {
        area: 'Quiz flow',
        rule: `A question is left only by choosing one of its ${max - min + 1} answers; any other value is ignored.`,
      },
      'QUIZ-RESULTS-AFTER-EIGHTH': {
        area: 'Quiz flow',
        rule: `The results appear right after the last answer (number ${questionCount}), never before.`,
      },
      'QUIZ-RESULTS-ANNOUNCED': {
        area: 'Results loading',
        rule: "Reaching the results tells the results' loader they are due, once: from then on a slow or failed chunk is said, and one that failed unseen is asked for again. The time they were reached is kept with the quiz, and the printed record shows it, after a reload too.",
        provedBy: ['tests/quiz.model.test.ts', 'e2e/print.chromium.spec.ts'],
      },
      'QUIZ-SCROLL-TO-TOP': {
        area: 'Quiz flow',
        rule: 'Every change of screen scrolls smoothly to the top of the page; answers count again once it is in place.',
      },
      'SCORE-SUM': {
        area: 'Scoring',
        rule: `The score is the sum of the ${questionCount} answers (${min} to ${max} each), from ${questionCount * min} to ${questionCount * max}.`,
        provedBy: ['tests/quiz-rules.test.ts'],
      },
      'SCORE-TIERS': {
        area: 'Scoring',
        rule: `A score of ${lowMaxScore} or less is Low risk, ${lowMaxScore + 1} to ${moderateMaxScore} Moderate, ${moderateMaxScore + 1} or more High.`,
        provedBy: ['tests/quiz-rules.test.ts'],
      },
      'SCORE-BADGE': {
        area: 'Scoring',
        rule: `The results badge reads "High Risk Score: N/${questionCount * max}" (N the visitor's score) whatever the tier.`,
        provedBy: ['tests/quiz-rules.test.ts'],
      },
      'QUIZ-EARLY-HANDOVER': {
        area: 'Quiz flow',
        rule: 'The taps held before the JavaScript ran start the quiz where they lead, as a resumed quiz starts: question 1 after a START, question 2 after a START and an answer, that answer counted once.',
        provedBy: ['e2e/early-question.spec.ts'],
      },
      'QUIZ-RESUME': {
        area: 'Quiz flow',
        rule: "Mid-quiz, a reload, a discarded tab restored, or Back after leaving returns to the same question with the same answers; on the results, a reload is the way back: a fresh quiz at the intro, nothing of the last one kept, and the next results' countdown starts again; a new tab starts at the intro; what the tab kept that is corrupt, from another build or tampered with starts the quiz at the intro, quietly.",
        provedBy: ['tests/quiz-persistence.test.ts', 'e2e/resume.spec.ts'],
      },
    },
    /** What each event, guard, action, delay and invoked actor means, for the diagram and the book in words. */
    words: {
      scrollToTop: 'scrolls to the top',
      announceResults: "tells the results' loader the results are due",
      resetAnswers: 'forgets the answers given before',
      appendAnswer: 'keeps the answer',
      takeHeldAnswers: 'takes the answers tapped before the JavaScript',
      stampResults: 'notes when the results were reached',
      'quiz.start': 'START is tapped',
      'taps.handOver': 'the taps before the JavaScript are handed over',
      'scroll.settled': 'the scroll settles',
      'answer.select': 'an answer is tapped',
      isValidAnswer: 'if it is one of the answers',
      isLastQuestionAnswered: 'if that was the last question',
      choiceBeat: 'the beat is over',
    },
    /** The behaviour book's words for it (ops/book-chapters.ts fills in each `{name}`). */
    book: {
      title: 'The quiz',
      open: {
        '': 'Open /quiz.',
        'taps before the JavaScript': 'Open /quiz with its scripts held back (a slow connection).',
      },
      rules: [
        ['Questions', '{questionCount}, one at a time; no way back, no skipping'],
        [
          'Answers',
          '3 a question, worth {minAnswerValue} to {maxAnswerValue}; the score is their sum',
        ],
        ['Results titled {lowTitle}', 'a score of {minScore} to {lowMaxScore}'],
        ['Results titled {moderateTitle}', 'a score of {moderateFrom} to {moderateMaxScore}'],
        ['Results titled {highTitle}', 'a score of {highFrom} to {maxScore}'],
        ['The badge on every tier', "{badge}: N is the visitor's own score"],
        [
          'A chosen answer shows for',
          '{choiceBeat}, then the next screen (at once with reduced motion)',
        ],
        [
          '{heading} names',
          "the answers above {minAnswerValue}, question {priorityQuestion}'s aside, heaviest first (ties: questions {ranking}), at most {maxDrivers}, each as its question's sign and the line for the answer; none: {none}",
        ],
        ['{label}', "question {priorityQuestion}'s answer: {text}"],
        ['The next step, low tier', '{low}'],
        ['The next step, moderate tier', '{moderate}'],
        ['The next step, high tier', '{high}'],
        ['A reload mid-quiz', '{midQuiz}'],
        ['A reload on the results', '{onResults}'],
      ],
      steps: {
        'quiz.start': 'Tap START.',
        'taps.handOver':
          'Before the scripts arrive, tap START{heldAnswer}; then let the scripts arrive.',
        'scroll.settled': '',
        'answer.select in question.ready': 'Tap {answer}.',
        'answer.select in question.settling': 'Tap {answer} while the page still scrolls.',
        'answer.select in question.chosen': 'Tap {answer} again while the chosen answer shows.',
      },
      sees: {
        intro: 'The intro, {introHeading}.',
        'question.settling': '{shown}, still scrolling: no answer taken yet.',
        'question.ready': '{shown}, taking an answer.',
        'question.chosen': '{shown}, {chosen} shown chosen.',
        results: 'The results: {title}, {score}, the countdown at {start}.',
      },
      inBrowsers:
        "there, those ending before the results and, of those ending on them, each tier's lowest and highest score",
    },
  },
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
