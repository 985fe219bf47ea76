/**
 * What the machines page needs of each machine beyond the registry: the input of a free run, the
 * page guards it turns into switches, the page actions the site answers with an event, its name
 * and its context in words. A machine not listed here still runs: with the input its first path set has,
 * every guard real, and its context as data.
 */
import type { AnyMachineSnapshot } from 'xstate'
import { selectClock } from '../machines/countdown/countdown.selectors'
import { quizRules } from '../machines/quiz/quiz.rules'
import { selectScore, selectTier } from '../machines/quiz/quiz.selectors'
import { selectVideoStatus } from '../machines/video-loader/video-loader.selectors'
import { quizResultsLoading } from '../src/content/quiz'
import { quizFigures } from '../src/content/quiz-figures'
import { quizResults } from '../src/content/quiz-results'
import type { LabOptions } from './session'

interface LabMachine extends LabOptions {
  /** Its name for people (the page's menu and heading); else the machine's id. */
  title?: string
  /** The context as a product person reads it. */
  words?: (snapshot: AnyMachineSnapshot) => string[]
}

export const labMachines: Record<string, LabMachine> = {
  countdown: {
    title: 'The countdown',
    // The countdown reads the time on the clock it runs on: the page's own here.
    input: () => ({ durationSeconds: quizFigures.masterclass.countdownSeconds }),
    words: (snapshot) => [
      `Shows ${selectClock(snapshot as never)} (${snapshot.context.remainingSeconds} s left).`,
    ],
  },
  quiz: {
    title: 'The quiz',
    // src/actors/quiz.ts: the page scrolls, then says so; the chosen answer stays lit for the
    // machine's own beat.
    effects: {
      scrollToTop: {
        answer: { type: 'scroll.settled' },
        doing: 'The page scrolls to the top',
        done: 'The scroll has settled',
      },
    },
    passingDelays: ['choiceBeat'],
    // As the quiz shows it: no score and no tier before the last answer.
    words: (snapshot) => {
      const { answers } = snapshot.context
      const given = `Answers given: ${answers.length ? answers.join(', ') : 'none'} (${answers.length} of ${quizRules.questionCount}).`
      if (!snapshot.matches('results'))
        return [given, 'The score and the risk level come after the last answer.']
      const quiz = snapshot as never
      return [
        given,
        `${quizResults.scoreBadge(selectScore(quiz))}: ${quizResults.tiers[selectTier(quiz)].title}.`,
      ]
    },
  },
  'results-loader': {
    title: 'The results loader',
    // The site gives none: its patience is the machine's own.
    input: () => ({}),
    // What the results' place says (src/components/quiz/results-pending.tsx), by the machine's
    // tags: busy while the visitor waits for the results, stuck once told and offered Try again.
    words: (snapshot) => [
      snapshot.hasTag('busy')
        ? `The visitor waits and reads "${quizResultsLoading.busy}"`
        : snapshot.hasTag('stuck')
          ? 'The visitor is told, and offered Try again.'
          : snapshot.matches('loaded')
            ? 'The results can show.'
            : 'Nothing is said to the visitor yet.',
    ],
  },
  'video-loader': {
    title: 'The video loader',
    input: () => ({ checkExistingPlayer: true }),
    pageGuards: { isPlayerPresent: 'The player is already on the page (a VSL page checks)' },
    words: (snapshot) => [
      `The box shows: ${selectVideoStatus(snapshot as never)}.`,
      `Failed attempts this round: ${snapshot.context.failures}; refused in a row: ${snapshot.context.refusalsInARow}.`,
      snapshot.context.checkExistingPlayer
        ? 'Looks for a player already on the page first (VSL).'
        : 'Does not look for a player first (advertorial).',
    ],
  },
}

/** The context as data, for a machine without words: functions left out. */
export function contextAsData(snapshot: AnyMachineSnapshot): string[] {
  return [
    JSON.stringify(snapshot.context, (_, value) =>
      typeof value === 'function' ? undefined : value,
    ),
  ]
}

/** A machine's name for people. */
export const titleOf = (name: string, id: string): string => labMachines[name]?.title ?? id
