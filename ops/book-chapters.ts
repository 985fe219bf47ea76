/**
 * The behaviour book's chapters (ops/book.ts): each machine's rules as a visitor feels them, how a
 * tester produces each step, what the visitor then sees. The words are the chart's own, in
 * `meta.book` on its root: its title, rules, openings, steps by event or delay, what each state
 * shows. In them `{name}` stands for what `fill` reads from the machine or the content, never
 * retyped: a delay's length, the chapter's copy quoted, a figure worked out here. What here is
 * code is only what a table cannot say (an answer tapped, where held taps lead). A machine with no
 * words gets a chapter from its chart alone: its delays, its transitions' and states' descriptions.
 */
import { readFileSync } from 'node:fs'
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  getStateNodes as activeNodes,
  createActor,
  type EventObject,
} from 'xstate'
import { tickMs } from '../machines/countdown/countdown.machine'
import { quizMachine } from '../machines/quiz/quiz.machine'
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

/** One step of a path (its event, the machine before and after it); a path's end. */
type Step = Record<'before' | 'after', AnyMachineSnapshot> & { event: EventObject }
type End = [snapshot: AnyMachineSnapshot, set: MachinePathSet, events: readonly EventObject[]]
type Said = string | undefined

/**
 * A chart's `meta.book`, each a template: the chapter's title; each figure a visitor could feel,
 * what it is and its value now; how a tester begins a scenario, by its set's label; what a tester
 * does for a step, by its event or delay ('' when it comes by itself), or by its event in a state
 * where that changes it (`results.retry in failed.shown`); what the visitor sees at a path's end,
 * by state (`loading.slow`).
 */
interface BookWords {
  title: string
  rules: [string, string][]
  open?: Record<string, string>
  steps: Record<string, string>
  sees?: Record<string, string>
}

/** What a chapter says in code: the strings it quotes, the figures it works out, what tables cannot. */
interface Code {
  copy?: object
  figures?: (machine: AnyStateMachine) => object
  open?: (set: MachinePathSet) => string
  steps?: Record<string, (step: Step, set: MachinePathSet) => Said>
  /** The question a snapshot is at, for a step's `{answer}` (else question 1). */
  question?: (snapshot: AnyMachineSnapshot) => number
  /** The key of its end in `sees` (its state by default), and what else its words fill in. */
  at?: (snapshot: AnyMachineSnapshot) => Said
  values?: (...end: End) => object
  /** When its tests end every path with a reload: what it shows, the requirements it is for. */
  reload?: (snapshot: AnyMachineSnapshot) => { after: AnyMachineSnapshot; proves: string[] }
  /** Which of its scenarios the browsers run, when not every one (e2e/drivers.ts chooses). */
  inBrowsers?: string
}

/** `375 ms`, `2 s`, `1 min 30 s`. */
function duration(ms: number): string {
  if (ms < 1000) return `${ms} ms`
  const [minutes, seconds] = [Math.floor(ms / 60_000), (ms % 60_000) / 1000]
  if (!minutes) return `${seconds} s`
  return seconds ? `${minutes} min ${seconds} s` : `${minutes} min`
}

/** `8:28`: seconds as the countdown shows them. */
const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

/** The delay `name` of `machine` in ms, for `context` when it depends on it. */
function delayOf(machine: AnyStateMachine, name: string, context: object = {}): number {
  const delay = (machine.implementations.delays as Record<string, unknown>)[name]
  return typeof delay === 'function' ? Number(delay({ context })) : Number(delay)
}

/** `choiceBeat` for a delay's event (`xstate.after.choiceBeat.quiz.question.chosen`), else ''. */
const delayName = (type: string) => (type.startsWith('xstate.after.') ? type.split('.')[2] : '')

/** `loading.slow`: where a machine is in its chart (each region's, in a parallel one). */
const stateKey = (snapshot: AnyMachineSnapshot): string =>
  activeNodes(snapshot.machine.root, snapshot.value)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'))
    .join(' ')

/** `{name}` in `text`: `values`', else a quoted string of `copy`, else a delay's length (for `context`). */
function fill(text: Said, machine: AnyStateMachine, copy: object, values: object, context = {}) {
  return text?.replace(/\{(\w+)\}/g, (_, name: string) => {
    const [given, quote] = [values, copy].map((from) => (from as Record<string, unknown>)[name])
    if (given !== undefined) return String(given)
    if (typeof quote === 'string') return quoted(quote)
    if (name in machine.implementations.delays) return duration(delayOf(machine, name, context))
    throw new Error(`${machine.id}: the book has no {${name}} to fill in`)
  })
}

/**
 * Today's words by machine id, for a revision whose charts had none yet: ops/book-compare.ts
 * names their file in `BOOK_WORDS` when it builds another revision's book.
 */
const today: Record<string, BookWords> = process.env.BOOK_WORDS
  ? JSON.parse(readFileSync(process.env.BOOK_WORDS, 'utf8'))
  : {}

/** A chart's id as today spells it: before 53358fd some were camelCase (`earlyTaps`). */
const idOf = (machine: AnyStateMachine) =>
  machine.id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/**
 * A chart's own words for the book (`meta.book`); for a revision that had none, or fewer, today's
 * fill the gaps (a step today's chart words and the tooling no longer does).
 */
export function bookWords(machine: AnyStateMachine): BookWords | undefined {
  const own = (machine.root.meta as { book?: BookWords } | undefined)?.book
  const now = today[idOf(machine)]
  if (!own || !now) return own ?? now
  return {
    ...own,
    steps: { ...now.steps, ...own.steps },
    sees: own.sees && { ...now.sees, ...own.sees },
  }
}

/**
 * The chapter of `machine`: its chart's words, filled in by its code here. A chart with none is
 * read alone: its rules and delays, each step in its `meta.words` (else the transition's
 * description), what each state shows by its description.
 */
export function chapterOf(machine: AnyStateMachine) {
  const words = (machine.root.meta as { words?: Record<string, string> } | undefined)?.words ?? {}
  const book: BookWords = bookWords(machine) ?? {
    title: machine.root.description ?? machine.id,
    rules: [
      ...rulesOf(machine).map(({ id, rule }): [string, string] => [id, rule]),
      ...Object.keys(machine.implementations.delays).map((name): [string, string] => [
        words[name] ?? name,
        `{${name}}`,
      ]),
    ],
    steps: Object.fromEntries(Object.entries(words).map(([name, said]) => [name, `Then ${said}.`])),
  }
  const code = codes[idOf(machine)] ?? {}
  const { copy = {}, figures = () => ({}), values = () => ({}), at = stateKey } = code
  const described = (snapshot: AnyMachineSnapshot) =>
    activeNodes(machine.root, snapshot.value)
      .flatMap((node) => (node === machine.root ? [] : node.description || []))
      .join(' ')
  return {
    ...code,
    title: book.title,
    rules: (m: AnyStateMachine) =>
      book.rules.map(
        (row) => row.map((t) => fill(t, m, copy, figures(m)) ?? '') as [string, string],
      ),
    open: (set: MachinePathSet) =>
      book.open?.[set.label ?? ''] ?? code.open?.(set) ?? set.label ?? 'Open the page.',
    step(step: Step, set: MachinePathSet): Said {
      const name = delayName(step.event.type) || step.event.type
      const said =
        code.steps?.[name]?.(step, set) ??
        book.steps[`${name} in ${stateKey(step.before)}`] ??
        book.steps[name]
      const [taken] = book.sees ? [] : machine.getTransitionData(step.before, step.event)
      // `{answer}`: the answer the event names, on the question the visitor is at.
      const { value } = step.event as { value?: number }
      const label = value !== undefined && answerLabel(code.question?.(step.before) ?? 1, value)
      const answer = label ? quoted(label) : undefined
      return fill(said ?? taken?.description, machine, copy, { answer }, step.before.context)
    },
    sees(...[snapshot, set, events]: End): Said {
      if (!book.sees) return described(snapshot)
      const said = book.sees[at(snapshot) ?? '']
      return fill(said, snapshot.machine, copy, values(snapshot, set, events))
    },
  }
}

const question = (number: number) => quoted(quizQuestions[number - 1]?.text ?? '')
const countdownStart = quizFigures.masterclass.countdownSeconds
/** The countdown's paths run a few seconds; they stand for its last ones (see its steps). */
const modelSeconds = (set: MachinePathSet) =>
  (set.input as { durationSeconds: number }).durationSeconds
/** Whether the set counts to a set start, and how far off it was when the results showed. */
const setStart = (set: MachinePathSet) => (set.input as { endsAt?: number }).endsAt
const { drivers } = quizResults

/** What each chapter says in code, by machine id. */
const codes: Record<string, Code> = {
  quiz: {
    copy: {
      ...drivers.nextStep,
      ...drivers.priority,
      text: drivers.priority.text('…'),
      heading: drivers.heading,
      none: drivers.none,
      introHeading: quizIntro.heading,
      badge: (quizResults.scoreBadge as unknown as (score: string) => string)('N'),
      ...Object.fromEntries(
        Object.entries(quizResults.tiers).map(([tier, { title }]) => [`${tier}Title`, title]),
      ),
    },
    figures(machine) {
      const kept = (id: string) => machine.getStateNodeById(id).tags.includes('kept')
      return {
        ...{ ...quizRules, minScore, maxScore, ranking: drivers.ranking.join(', ') },
        ...{ moderateFrom: quizRules.lowMaxScore + 1, highFrom: quizRules.moderateMaxScore + 1 },
        midQuiz: kept('quiz.question')
          ? 'the same question, the answers kept'
          : 'a fresh quiz at the intro',
        onResults: kept('quiz.results')
          ? 'the same results'
          : 'a fresh quiz at the intro, nothing kept',
      }
    },
    inBrowsers:
      "there, those ending before the results and, of those ending on them, each tier's lowest and highest score",
    /** tests/quiz.model.test.ts ends every path with a reload: mid-quiz it resumes, else starts afresh. */
    reload(snapshot) {
      const kept = resumableQuiz(keptText(snapshot as never))
      const after = createActor(quizMachine, kept && { snapshot: kept })
        .start()
        .getSnapshot()
      return { after, proves: ['QUIZ-RESUME'] }
    },
    steps: {
      // The scroll and the chosen answer's beat come by themselves (Rules); the results, after the last.
      choiceBeat: ({ after }) => (after.matches('results') ? 'Wait for the results.' : ''),
      'taps.handOver': ({ event }) => {
        const [held] = (event as unknown as { answers: number[] }).answers
        const answer = held === undefined ? '' : `, then ${quoted(answerLabel(1, held) ?? '')}`
        return `Before the scripts arrive, tap START${answer}; then let the scripts arrive.`
      },
      'answer.select': ({ event, before }) => {
        const { value } = event as unknown as { value: number }
        if (!answerLabel(select.selectQuestionNumber(before), value))
          return `Press ${value} on the keyboard (there is no such answer).`
      },
    },
    question: select.selectQuestionNumber as (snapshot: AnyMachineSnapshot) => number,
    values(snapshot) {
      const number = select.selectQuestionNumber(snapshot)
      return {
        shown: `Question ${number} of ${quizRules.questionCount}, ${question(number)}`,
        chosen: quoted(answerLabel(number, select.selectChosenValue(snapshot) ?? 0) ?? ''),
        title: quoted(quizResults.tiers[select.selectTier(snapshot)].title),
        score: quoted(quizResults.scoreBadge(select.selectScore(snapshot))),
        start: clock(countdownStart),
      }
    },
  },
  countdown: {
    copy: quizResults.countdown,
    figures: (machine) => ({
      start: clock(countdownStart),
      tick: duration(tickMs),
      seenAgain: machine.root.states.running?.on['countdown.sync']
        ? 'shows the right time at once'
        : `shows the time of its last reading, for up to ${duration(tickMs)}`,
    }),
    open(set) {
      const endsAt = setStart(set)
      if (endsAt === undefined)
        return `Reach the results: the countdown shows ${clock(countdownStart)}.`
      return endsAt > 0
        ? `With a masterclass start set ${duration(endsAt)} ahead, reach the results.`
        : 'With a masterclass start set that has passed, reach the results.'
    },
    steps: {
      'countdown.tick': ({ after }, set) => {
        const left = after.context.remainingSeconds as number
        // On the default build a path's ticks are the countdown's last seconds: the first waits for them.
        const from = setStart(set) === undefined ? countdownStart : modelSeconds(set)
        return `Wait until ${duration((from - left) * 1000)} after the results showed.`
      },
    },
    values: (snapshot, set) => {
      const left = snapshot.context.remainingSeconds as number
      const untouched = setStart(set) === undefined && left === modelSeconds(set)
      return { shown: clock(untouched ? countdownStart : left) }
    },
  },
  'video-loader': {
    copy: videoBoxCopy,
    figures: (machine) => ({
      maxRetries,
      waits: Array.from({ length: maxRetries }, (_, index) =>
        duration(delayOf(machine, 'retryDelay', { failures: index + 1 })),
      ).join(', '),
    }),
    at(snapshot) {
      const status = selectVideoStatus(snapshot as never)
      return status === 'loading' || status === 'ready' || snapshot.matches('failed')
        ? status
        : undefined
    },
  },
  'results-loader': {
    copy: quizResultsLoading,
    figures: (machine) => ({
      patience: duration(
        Number(createActor(machine, { input: {} }).getSnapshot().context.patienceMs),
      ),
    }),
  },
  'early-taps': {
    copy: { ...quizLoading, heading: quizIntro.heading },
    // Where the taps lead once the JavaScript has them: question 2 after an answer (or the quiz
    // the tab kept there, in these paths), question 1 after a START, else the intro.
    values: (snapshot, _, events) => {
      const has = (type: string) => events.some((event) => event.type === type)
      const answered =
        has('quiz.kept') || (has('answer.tapped') && !snapshot.matches({ started: 'settling' }))
      const leadsTo =
        answered || has('start.tapped')
          ? `Question ${answered ? 2 : 1}, ${question(answered ? 2 : 1)}`
          : `The intro, ${quoted(quizIntro.heading)}`
      return { leadsTo }
    },
  },
}
