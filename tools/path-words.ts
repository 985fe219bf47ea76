/**
 * Each generated path in words, as docs/paths.md and the machines page (tools/lab/) show it: a
 * model's own describer where it has one, else the path's events.
 */
import { type CountdownPath, describeCountdownPath } from '../machines/countdown/countdown.model'
import { describeQuizPath, type QuizPath } from '../machines/quiz/quiz.model'
import type { MachinePathSet } from '../machines/registry'
import {
  describePath as describeLoaderPath,
  type VideoLoaderPath,
  videoLoaderScenarios,
} from '../machines/video-loader/video-loader.model'

type Path = MachinePathSet['paths'][number]

/** Each model's own words for its paths, by machine name. */
const describers: Record<string, (path: Path, set: MachinePathSet) => string> = {
  countdown: (path) => describeCountdownPath(path as CountdownPath),
  quiz: (path) => describeQuizPath(path as QuizPath),
  'video-loader': (path, set) => {
    const scenario = videoLoaderScenarios.find(({ name }) => name === set.label)
    if (!scenario) throw new Error(`no video-loader scenario named ${set.label}`)
    return describeLoaderPath(scenario, path as VideoLoaderPath).slice(scenario.name.length + 2)
  },
}

/** A path as its events: `start → quiz.start → scroll.settled`. */
function eventsOf(path: Path): string {
  const events = path.steps.map(({ event }) => event.type).filter((type) => type !== 'xstate.init')
  return ['start', ...events].join(' → ')
}

/** The path in words: its model's describer, or its events. */
export function describePath(machineName: string, path: Path, set: MachinePathSet): string {
  return (describers[machineName] ?? eventsOf)(path, set)
}
