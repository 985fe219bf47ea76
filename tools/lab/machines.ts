/**
 * What the machines page needs of each machine beyond the registry: the input of a free run, the
 * page guards it turns into switches, and the context in words. A machine not listed here still
 * runs: with the input its first path set has, every guard real, and its context as data.
 */
import type { AnyMachineSnapshot } from 'xstate'
import { selectClock } from '../../machines/countdown/countdown.selectors'
import { scoreOf, tierOf } from '../../machines/quiz/quiz.rules'
import { selectVideoStatus } from '../../machines/video-loader/video-loader.selectors'
import { quizFigures } from '../../src/content/quiz'
import type { LabOptions } from './session'

interface LabMachine extends LabOptions {
  /** The context as a product person reads it. */
  words?: (snapshot: AnyMachineSnapshot) => string[]
}

export const labMachines: Record<string, LabMachine> = {
  countdown: {
    input: (clock) => ({
      durationSeconds: quizFigures.masterclass.countdownSeconds,
      clock: { now: () => clock.now },
    }),
    words: (snapshot) => [
      `Shows ${selectClock(snapshot as never)} (${snapshot.context.remainingSeconds} s left).`,
    ],
  },
  quiz: {
    words: ({ context: { answers } }) => {
      const score = scoreOf(answers)
      return [
        `Answers given: ${answers.length ? answers.join(', ') : 'none'} (${answers.length} of 8).`,
        answers.length ? `Score so far: ${score}, tier ${tierOf(score)}.` : 'No score yet.',
      ]
    },
  },
  'video-loader': {
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
