import { setup } from 'xstate'
import type { EarlyTapsEvent } from './early-taps.events'

/**
 * The quiz page's inline <head> script (src/inline/early-taps.ts) before the quiz's JavaScript
 * runs: what a START and an answer tapped then show, what is held for the quiz, and what the page
 * says should the JavaScript fail to load. The script follows this chart by hand, without XState
 * (it must stay a few kilobytes, inline in every page); this chart's generated paths drive its
 * tests (tests/build-early-taps.test.ts, and every engine through e2e/drivers.ts), and the quiz
 * replays the held taps as it takes them (`taps.handOver` in machines/quiz/quiz.machine.ts).
 */
export const earlyTapsMachine = setup({
  types: {
    events: {} as EarlyTapsEvent,
  },
  actions: {
    /** Done by the script: question 1 from the page's HTML in #root's place, focused, titled. */
    showQuestion: () => {},
    /** Done by the script: the tapped option pressed, the others disabled. */
    showChosen: () => {},
    /** Done by the script: the status region says the quiz is on its way. */
    sayBusy: () => {},
    /** Done by the script: the status region says the quiz could not load. */
    sayFailed: () => {},
    /** Done by the script: an intro hidden for a kept quiz shows again. */
    showIntro: () => {},
    /** Done by the script: #root back in place, the early question gone, the status empty. */
    putRootBack: () => {},
  },
}).createMachine({
  id: 'earlyTaps',
  description:
    "Taps on the quiz before its JavaScript runs: held for the quiz's machine, shown at once.",
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
        'script.failed': { target: 'failed.quiet', actions: 'showIntro' },
        'taps.taken': {
          target: 'handedOver',
          description: 'Nothing held: the quiz starts at its intro.',
        },
      },
    },
    started: {
      description: 'Question 1 from the HTML, in place of the intro; its answers wait for a tap.',
      meta: { requirements: ['QUIZ-EARLY-START'] },
      on: {
        'answer.tapped': {
          target: 'answered',
          actions: ['showChosen', 'sayBusy'],
          description: 'The first answer is held, shown chosen; the page says the quiz is coming.',
          meta: { requirements: ['QUIZ-EARLY-START'] },
        },
        'script.failed': { target: 'failed.said', actions: ['showIntro', 'sayFailed'] },
        'taps.taken': 'handedOver',
      },
    },
    answered: {
      description:
        'A START and one answer held: further taps are not (question 1 cannot move on before the JavaScript).',
      meta: { requirements: ['QUIZ-EARLY-START'] },
      on: {
        'script.failed': { target: 'failed.said', actions: ['showIntro', 'sayFailed'] },
        'taps.taken': 'handedOver',
      },
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
