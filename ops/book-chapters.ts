/**
 * The behaviour book's chapters (ops/book.ts): each machine's rules as a visitor feels them, how a
 * tester produces each step, what the visitor then sees, in its chart's words (`BookWords`), filled
 * in here from the machine and the content, never retyped. Code here is only what a table cannot
 * say: an answer tapped, where held taps lead, the countdown's time.
 */
import { readFileSync } from 'node:fs'
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import { getStateNodes as activeNodes, createActor } from 'xstate'
import { type CountdownInput, tickMs } from '../machines/countdown/countdown.machine'
import { formatClock } from '../machines/countdown/countdown.selectors'
import { keptText, resumableQuiz } from '../machines/quiz/quiz.persistence'
import { maxScore, minScore, quizRules } from '../machines/quiz/quiz.rules'
import * as select from '../machines/quiz/quiz.selectors'
import type { MachinePathSet } from '../machines/registry'
import { rulesOf } from '../machines/requirements'
import { maxRetries } from '../machines/video-loader/video-loader.machine'
import { selectVideoStatus } from '../machines/video-loader/video-loader.selectors'
import { quizLoading, quizQuestions, quizResultsLoading } from '../src/content/quiz'
import { quizFigures } from '../src/content/quiz-figures'
import { quizIntro } from '../src/content/quiz-intro'
import { quizResults } from '../src/content/quiz-results'
import { videoBoxCopy } from '../src/content/video-box'
import { answerLabel, quoted } from './book-results'

/** A step of a path (its event, the machine before and after it); a snapshot, in its scenario. */
type Step = Record<'before' | 'after', AnyMachineSnapshot> & { event: EventObject }
type End = [snapshot: AnyMachineSnapshot, set?: MachinePathSet, events?: readonly EventObject[]]

/**
 * A chart's `meta.book`, templates (`{name}` for what its chapter fills in): its title; each figure
 * a visitor could feel and its value; how a tester begins a scenario, by its set's label; what a
 * tester does for a step, by event or delay ('' when it comes by itself), or by event in a state
 * where that changes it (`results.retry in failed.shown`); what a path's end shows, by state
 * (`loading.slow`); which of its scenarios the browsers run, when not all (e2e/drivers.ts picks).
 */
interface BookWords {
  title: string
  rules: [string, string][]
  open?: Record<string, string>
  steps: Record<string, string>
  sees?: Record<string, string>
  inBrowsers?: string
}

/**
 * A chapter's code: the strings it quotes; what else it fills in at a snapshot (the machine's start
 * for its rules, a scenario's, a step's end, its event the last, a path's end); a step no table can
 * word; an end's key in `sees` (else its state); what a reload ending each of its paths shows.
 */
interface Code {
  copy?: Record<string, unknown>
  values?: (...end: End) => Record<string, unknown>
  steps?: Record<string, (step: Step) => string | undefined>
  at?: (snapshot: AnyMachineSnapshot) => string | undefined
  reload?: (snapshot: AnyMachineSnapshot) => { after: AnyMachineSnapshot; proves: string[] }
}

/** `375 ms`, `2 s`, `1 min 30 s`. */
function duration(ms: number): string {
  if (ms < 1000) return `${ms} ms`
  const [minutes, seconds] = [Math.floor(ms / 60_000), (ms % 60_000) / 1000]
  return [minutes && `${minutes} min`, seconds && `${seconds} s`].filter(Boolean).join(' ')
}

/** The delay `name` of `machine` in ms, for `context` when it depends on it. */
function delayOf(machine: AnyStateMachine, name: string, context: object = {}): number {
  const delay = (machine.implementations.delays as Record<string, unknown>)[name]
  return typeof delay === 'function' ? Number(delay({ context })) : Number(delay)
}

/** `loading.slow`: where a machine is in its chart (each region's, in a parallel one). */
const stateKey = (snapshot: AnyMachineSnapshot): string =>
  activeNodes(snapshot.machine.root, snapshot.value)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'))
    .join(' ')

/** Today's words by machine id, for another revision's book (ops/book-compare.ts names them). */
const today: Record<string, BookWords> = process.env.BOOK_WORDS
  ? JSON.parse(readFileSync(process.env.BOOK_WORDS, 'utf8'))
  : {}

/** A chart's id as today spells it: before 53358fd some were camelCase (`earlyTaps`). */
const idOf = (machine: AnyStateMachine) =>
  machine.id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/** A chart's `meta.book`, its gaps filled by today's: another revision's had none, or fewer. */
export function bookWords(machine: AnyStateMachine): BookWords | undefined {
  const own = (machine.root.meta as { book?: BookWords } | undefined)?.book
  const now = today[idOf(machine)]
  if (!own || !now) return own ?? now
  const merged = (key: 'open' | 'steps' | 'sees') => ({ ...now[key], ...own[key] })
  return { ...now, ...own, open: merged('open'), steps: merged('steps'), sees: merged('sees') }
}

/**
 * The chapter of `machine`: its chart's words, `{name}` filled in by a value of its code, else a
 * string of its copy quoted, else a delay's length. A chart with none is read alone: its rules,
 * delays and `meta.words` (else a transition's description); ops/book.ts words its ends.
 */
export function chapterOf(machine: AnyStateMachine) {
  const words = (machine.root.meta as { words?: Record<string, string> } | undefined)?.words ?? {}
  const delays = Object.keys(machine.implementations.delays)
  const book: BookWords = bookWords(machine) ?? {
    title: machine.root.description ?? machine.id,
    rules: [
      ...rulesOf(machine).map(({ id, rule }): [string, string] => [id, rule]),
      ...delays.map((name): [string, string] => [words[name] ?? name, `{${name}}`]),
    ],
    steps: Object.fromEntries(Object.entries(words).map(([name, said]) => [name, `Then ${said}.`])),
  }
  const code = codes[idOf(machine)] ?? {}
  const { copy = {}, values = () => ({}), at = stateKey } = code
  // Its rules' figures: as it starts with no input (a patience its input sets, by default).
  const initial = createActor(machine, { input: {} }).getSnapshot()
  const fill = (text: string | undefined, given: Record<string, unknown>, context = {}) =>
    text?.replace(/\{(\w+)\}/g, (_, name: string) => {
      const [value, quote] = [given[name], copy[name]]
      if (value !== undefined) return String(value)
      if (typeof quote === 'string') return quoted(quote)
      if (delays.includes(name)) return duration(delayOf(machine, name, context))
      throw new Error(`${machine.id}: the book has no {${name}} to fill in`)
    })
  return {
    ...code,
    ...book,
    rules: book.rules.map(
      (row) => row.map((text) => fill(text, values(initial), initial.context)) as [string, string],
    ),
    open: (set: MachinePathSet, start: AnyMachineSnapshot) =>
      fill(book.open?.[set.label ?? ''], values(start, set, [])) ?? set.label ?? 'Open the page.',
    step({ event, before, after }: Step, set: MachinePathSet) {
      // A delay by its name: `choiceBeat` for `xstate.after.choiceBeat.quiz.question.chosen`.
      const name = /^xstate\.after\.([^.]+)/.exec(event.type)?.[1] ?? event.type
      const said =
        code.steps?.[name]?.({ event, before, after }) ??
        book.steps[`${name} in ${stateKey(before)}`] ??
        book.steps[name]
      const [taken] = book.sees ? [] : machine.getTransitionData(before, event)
      return fill(said ?? taken?.description, values(after, set, [event]), before.context)
    },
    sees: (...end: End) => fill(book.sees?.[at(end[0]) ?? ''], values(...end)),
  }
}

const question = (number: number) => quoted(quizQuestions[number - 1]?.text ?? '')
/** Answer `value` to question `number`, quoted; none when it is no answer there. */
function answer(number: number, value = Number.NaN) {
  const label = answerLabel(number, value)
  return label && quoted(label)
}
/** The answer a path's last event names (`answer.select`), or the ones it hands over. */
const tapped = (events: readonly EventObject[]) =>
  (events.at(-1) ?? {}) as { value?: number; answers?: number[] }
const countdownStart = quizFigures.masterclass.countdownSeconds
const { drivers } = quizResults

/** What each chapter fills in and says in code, by machine id. */
const codes: Record<string, Code> = {
  quiz: {
    copy: {
      ...drivers,
      ...drivers.nextStep,
      ...drivers.priority,
      text: drivers.priority.text('…'),
      introHeading: quizIntro.heading,
      badge: (quizResults.scoreBadge as unknown as (score: string) => string)('N'),
      ...Object.fromEntries(
        Object.entries(quizResults.tiers).map(([tier, { title }]) => [`${tier}Title`, title]),
      ),
    },
    /** tests/quiz.model.test.ts ends every path with a reload: mid-quiz it resumes, else starts afresh. */
    reload(snapshot) {
      const kept = resumableQuiz(keptText(snapshot as never))
      const after = createActor(snapshot.machine, kept && { snapshot: kept }).start()
      return { after: after.getSnapshot(), proves: ['QUIZ-RESUME'] }
    },
    steps: {
      // The scroll and the chosen answer's beat come by themselves (Rules); the results, after the last.
      choiceBeat: ({ after }) => (after.matches('results') ? 'Wait for the results.' : ''),
      'answer.select': ({ event, before }) => {
        const { value } = event as unknown as { value: number }
        if (!answerLabel(select.selectQuestionNumber(before), value))
          return `Press ${value} on the keyboard (there is no such answer).`
      },
    },
    values(snapshot, _, events = []) {
      const kept = (state: string) => snapshot.machine.root.states[state]?.tags.includes('kept')
      const number = select.selectQuestionNumber(snapshot)
      const { value, answers: [held] = [] } = tapped(events)
      return {
        ...{ ...quizRules, minScore, maxScore, ranking: drivers.ranking.join(', ') },
        ...{ moderateFrom: quizRules.lowMaxScore + 1, highFrom: quizRules.moderateMaxScore + 1 },
        midQuiz: kept('question')
          ? 'the same question, the answers kept'
          : 'a fresh quiz at the intro',
        onResults: kept('results') ? 'the same results' : 'a fresh quiz at the intro, nothing kept',
        start: formatClock(countdownStart),
        shown: `Question ${number} of ${quizRules.questionCount}, ${question(number)}`,
        answer: answer(number, value),
        heldAnswer: held === undefined ? '' : `, then ${answer(1, held)}`,
        chosen: answer(number, select.selectChosenValue(snapshot)),
        title: quoted(quizResults.tiers[select.selectTier(snapshot)].title),
        score: quoted(quizResults.scoreBadge(select.selectScore(snapshot))),
      }
    },
  },
  countdown: {
    copy: quizResults.countdown,
    // Its model's paths run a few seconds: on the default build they stand for its last ones.
    values: ({ context, machine }, set) => {
      const { durationSeconds: length, endsAt } = (set?.input ?? {}) as CountdownInput
      const left = context.remainingSeconds as number
      const from = endsAt === undefined ? countdownStart : length
      return {
        start: formatClock(countdownStart),
        tick: duration(tickMs),
        seenAgain: machine.root.states.running?.on['countdown.sync']
          ? 'shows the right time at once'
          : `shows the time of its last reading, for up to ${duration(tickMs)}`,
        ahead: duration(endsAt ?? 0),
        elapsed: duration((from - left) * 1000),
        shown: formatClock(endsAt === undefined && left === length ? countdownStart : left),
      }
    },
  },
  'video-loader': {
    copy: videoBoxCopy,
    values: ({ machine }) => ({
      maxRetries,
      waits: Array.from({ length: maxRetries }, (_, index) =>
        duration(delayOf(machine, 'retryDelay', { failures: index + 1 })),
      ).join(', '),
    }),
    at: (snapshot) => selectVideoStatus(snapshot as never),
  },
  'results-loader': { copy: quizResultsLoading },
  'early-taps': {
    copy: { ...quizLoading, heading: quizIntro.heading },
    // Where the taps lead once the JavaScript has them: question 2 after an answer (or a quiz the
    // tab kept there, in these paths), question 1 after a START, else the intro.
    values: (_, __, events = []) => {
      const has = (type: string) => events.some((event) => event.type === type)
      const at = has('quiz.kept') || has('answer.tapped') ? 2 : has('start.tapped') ? 1 : 0
      return {
        leadsTo: at ? `Question ${at}, ${question(at)}` : `The intro, ${quoted(quizIntro.heading)}`,
        answer: answer(1, tapped(events).value),
      }
    },
  },
}
