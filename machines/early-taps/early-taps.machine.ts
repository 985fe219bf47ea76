import { setup } from 'xstate'
import type { EarlyTapsEvent } from './early-taps.events'

/**
 * The quiz page's inline <head> script (src/inline/early-taps.ts) before the quiz's JavaScript
 * runs: what a START and an answer tapped then show, what is held for the quiz, and what the page
 * says should the JavaScript be late or fail to load. The script follows this chart by hand,
 * without XState (it must stay a few kilobytes, inline in every page); this chart's generated
 * paths drive it in every engine (e2e/drivers.ts), and tests/early-taps.test.ts holds the chart
 * to its rules,
 * and the quiz replays the held taps as it takes them (`taps.handOver` in
 * machines/quiz/quiz.machine.ts).
 */
/**
 * After a START, how long question 1 takes no answer: a double tap's second tap lands where START
 * was, on an option (an OS's double-click time is 500 ms).
 */
export const doubleTapMs = 500
/** How long the quiz's JavaScript may take after a tap before the page says so: the results' patience. */
export const patienceMs = 15_000

export const earlyTapsMachine = setup({
  types: {
    events: {} as EarlyTapsEvent,
  },
  actions: {
    /** Done by the script: question 1 from the page's HTML in #root's place, focused, titled. */
    showQuestion: () => {},
    /** Done by the script: question 1's options take a tap. */
    enableOptions: () => {},
    /** Done by the script: the tapped option pressed, the others disabled. */
    showChosen: () => {},
    /** Done by the script: the status region says the quiz is on its way. */
    sayBusy: () => {},
    /** Done by the script: the status region says a kept quiz is being picked up. */
    sayResuming: () => {},
    /** Done by the script: the status region says the quiz is late, with a reload that keeps the taps. */
    sayLate: () => {},
    /** Done by the script: the status region says the quiz could not load. */
    sayFailed: () => {},
    /** Done by the script: an intro hidden for a kept quiz shows again. */
    showIntro: () => {},
    /** Done by the script: the held taps kept in the tab as a quiz to resume, and the page reloaded. */
    keepTapsAndReload: () => {},
    /** Done by the script: #root back in place, the early question gone, the status empty. */
    putRootBack: () => {},
  },
  delays: {
    doubleTap: doubleTapMs,
    patience: patienceMs,
  },
}).createMachine({
  id: 'early-taps',
  meta: {
    /** Its rules, by ID: carried by the states and transitions whose `meta.requirements` name them. */
    rules: {
      'QUIZ-EARLY-START': {
        area: 'Quiz flow',
        rule: "A START tapped before the quiz's JavaScript has run shows the first question at once, and a double tap on it answers nothing; an answer tapped then shows chosen, and once the JavaScript runs it is counted exactly once.",
        provedBy: [
          'tests/early-taps.test.ts',
          'e2e/early-question.spec.ts',
          'e2e/early.chromium.spec.ts',
          'e2e/slow-line.spec.ts',
        ],
      },
      'QUIZ-EARLY-LATE': {
        area: 'Quiz flow',
        rule: `Never left hanging: when the quiz's JavaScript has not taken over within ${patienceMs / 1000} s of a tap before it, or of opening a tab that kept a quiz, the page says so in words and offers a reload that keeps what was tapped; a kept quiz waiting for its JavaScript says it is being picked up, and once late shows the intro again under those words: never a blank page.`,
        provedBy: ['tests/early-taps.test.ts', 'e2e/early-question.spec.ts'],
      },
    },
    /** What each event, guard, action, delay and invoked actor means, for the diagram and the book in words. */
    words: {
      showQuestion: 'shows question 1 from the page',
      enableOptions: "lets question 1's answers take a tap",
      showChosen: 'shows the tapped answer chosen',
      sayBusy: 'says the quiz is on its way',
      sayResuming: 'says a kept quiz is being picked up',
      sayLate: 'says the quiz is late, with a reload that keeps the taps',
      sayFailed: 'says the quiz could not load',
      showIntro: 'shows the intro again',
      keepTapsAndReload: 'keeps the taps in the tab and reloads the page',
      putRootBack: "hands the page to the quiz's JavaScript",
      'start.tapped': 'START is tapped before the JavaScript',
      'quiz.kept': 'the tab kept a quiz',
      'script.failed': 'the JavaScript fails to load',
      'taps.taken': 'the JavaScript takes the taps',
      'answer.tapped': 'an answer is tapped before the JavaScript',
      'reload.tapped': 'the reload offered is tapped',
      doubleTap: "a double tap's time is over",
      patience: 'patience runs out',
    },
    /** The behaviour book's words for it (ops/book-chapters.ts fills in each `{name}`). */
    book: {
      title: 'Taps before the quiz’s JavaScript',
      open: { '': 'Open /quiz with its scripts held back.' },
      rules: [
        ['Question 1 takes no tap after START for', '{doubleTap}: a double tap answers nothing'],
        ['While an answer waits for the scripts', '{busy}'],
        ['While a kept quiz waits for them', '{resuming}'],
        ['Scripts late after a tap or a kept quiz by', '{patience}'],
        ['Then the page says', '{late} with {reload}, which keeps what was tapped'],
        ['If a script fails to load', '{failed}'],
      ],
      steps: {
        'start.tapped': 'Tap START.',
        'answer.tapped': 'Tap {answer}.',
        'answer.tapped in started.settling': "Tap {answer} at once (a double tap's second tap).",
        'quiz.kept': 'The tab had kept a quiz at a question (a reload mid-quiz).',
        'reload.tapped': 'Tap {reload}.',
        'script.failed': 'A script of the page fails to load.',
        'taps.taken': 'Let the scripts arrive.',
        doubleTap: 'Wait {doubleTap}.',
        patience: 'Wait {patience}.',
      },
      sees: {
        waiting: 'The intro, {heading}.',
        resuming: 'The shape of the question due in the intro’s place, and {resuming}.',
        'started.settling': 'Question 1, its answers not taken yet.',
        'started.ready': 'Question 1, taking an answer.',
        'started.late': 'Question 1, and {late} with {reload}.',
        answered: 'The answer shown chosen, and {busy}.',
        late: '{late} with {reload}.',
        reloading: 'The page loads again, {resuming}; once its scripts come: {leadsTo}.',
        'failed.quiet': 'The intro; nothing said until START is tapped.',
        'failed.said': '{failed}',
        handedOver: '{leadsTo}.',
      },
    },
  },
  description:
    "Taps on the quiz before its JavaScript runs: held for the quiz's machine, shown at once, and never left hanging.",
  initial: 'waiting',
  states: {
    waiting: {
      description: 'The intro, from the HTML; nothing tapped yet.',
      on: {
        'start.tapped': {
          target: 'started',
          actions: 'showQuestion',
          description: 'A START is held, and question 1 shows at once.',
          meta: { requirements: ['QUIZ-EARLY-START'] },
        },
        'quiz.kept': {
          target: 'resuming',
          actions: 'sayResuming',
          description:
            'The tab kept a quiz: its intro gives way to the shape of the screen due, and the status says the quiz is being picked up.',
          meta: { requirements: ['QUIZ-EARLY-LATE'] },
        },
        'script.failed': 'failed.quiet',
        'taps.taken': {
          target: 'handedOver',
          description: 'Nothing held: the quiz starts at its intro.',
        },
      },
    },
    resuming: {
      description:
        'A kept quiz waits for the JavaScript, the shape of its screen in the intro’s place, the status saying so.',
      meta: { requirements: ['QUIZ-EARLY-LATE'] },
      after: {
        patience: {
          target: 'late',
          actions: ['showIntro', 'sayLate'],
          description:
            'No JavaScript within patience (15 s): the intro shows again, and the status says so, with a reload.',
          meta: { requirements: ['QUIZ-EARLY-LATE'] },
        },
      },
      on: {
        'script.failed': { target: 'failed.quiet', actions: 'showIntro' },
        'taps.taken': 'handedOver',
      },
    },
    started: {
      description: 'Question 1 from the HTML, in place of the intro.',
      meta: { requirements: ['QUIZ-EARLY-START'] },
      initial: 'settling',
      on: {
        'script.failed': { target: 'failed.said', actions: ['showIntro', 'sayFailed'] },
        'taps.taken': 'handedOver',
      },
      states: {
        settling: {
          description:
            "Question 1 has just replaced START: its options take no tap yet, so a double tap's second tap answers nothing.",
          meta: { requirements: ['QUIZ-EARLY-START'] },
          after: {
            doubleTap: { target: 'ready', actions: 'enableOptions' },
          },
          on: {
            'answer.tapped': {
              description: "Ignored: a double tap's second tap, landing where START was.",
              meta: { requirements: ['QUIZ-EARLY-START'] },
            },
          },
        },
        ready: {
          description: 'Question 1 waits for a tap on an answer.',
          after: {
            patience: {
              target: 'late',
              actions: 'sayLate',
              description:
                'No JavaScript within patience of the START: the status says so, with a reload that keeps it.',
              meta: { requirements: ['QUIZ-EARLY-LATE'] },
            },
          },
          on: {
            'answer.tapped': {
              target: '#early-taps.answered',
              actions: ['showChosen', 'sayBusy'],
              description:
                'The first answer is held, shown chosen; the page says the quiz is coming.',
              meta: { requirements: ['QUIZ-EARLY-START'] },
            },
          },
        },
        late: {
          description:
            'Question 1 still takes an answer; the status says the quiz is late and offers a reload.',
          on: {
            'answer.tapped': {
              target: '#early-taps.answered',
              actions: ['showChosen', 'sayBusy'],
              meta: { requirements: ['QUIZ-EARLY-START'] },
            },
            'reload.tapped': {
              target: '#early-taps.reloading',
              actions: 'keepTapsAndReload',
              meta: { requirements: ['QUIZ-EARLY-LATE'] },
            },
          },
        },
      },
    },
    answered: {
      description:
        'A START and one answer held: further taps are not (question 1 cannot move on before the JavaScript).',
      meta: { requirements: ['QUIZ-EARLY-START'] },
      after: {
        patience: {
          target: 'late',
          actions: 'sayLate',
          description:
            'No JavaScript within patience of the answer: the status says so, with a reload that keeps it.',
          meta: { requirements: ['QUIZ-EARLY-LATE'] },
        },
      },
      on: {
        'script.failed': { target: 'failed.said', actions: ['showIntro', 'sayFailed'] },
        'taps.taken': 'handedOver',
      },
    },
    late: {
      description:
        'The JavaScript is late: the status says so and offers a reload that keeps what was tapped; it may still come.',
      meta: { requirements: ['QUIZ-EARLY-LATE'] },
      on: {
        'reload.tapped': {
          target: 'reloading',
          actions: 'keepTapsAndReload',
          meta: { requirements: ['QUIZ-EARLY-LATE'] },
        },
        'script.failed': { target: 'failed.said', actions: ['showIntro', 'sayFailed'] },
        'taps.taken': 'handedOver',
      },
    },
    reloading: {
      description:
        'What was tapped is kept in the tab as a quiz to resume, and the page loads again.',
      type: 'final',
    },
    failed: {
      description: 'The quiz cannot start: nothing more is held.',
      initial: 'quiet',
      on: { 'taps.taken': 'handedOver' },
      states: {
        quiet: {
          description: 'Nothing tapped yet, so nothing said.',
          on: {
            'start.tapped': {
              target: 'said',
              actions: 'sayFailed',
              description: 'A START says so at once, and shows no question that could not go on.',
            },
          },
        },
        said: { description: 'The status region says the quiz could not load.' },
      },
    },
    handedOver: {
      description: "The quiz's JavaScript shows the quiz and takes the taps from now on.",
      entry: 'putRootBack',
      type: 'final',
    },
  },
})
