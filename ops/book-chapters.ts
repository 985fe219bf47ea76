/**
 * What the behaviour book (ops/book.ts) says of each machine that the chart alone cannot: its
 * rules as a visitor feels them, how a tester produces each step, what the visitor then sees. Each
 * is a table of words, by rule, by event or delay and by state, in which `{name}` stands for a
 * figure or a string of the site read from the machine or the content (`fill`), never retyped: a
 * delay by its name, the chapter's copy quoted, the chapter's own `values`. A machine with no
 * chapter here gets one from its chart (`chartChapter`): its delays, its transitions' and states'
 * descriptions.
 */
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  getStateNodes as activeNodes,
  createActor,
  type EventObject,
  type StateValue,
} from 'xstate'
import { tickMs } from '../machines/countdown/countdown.machine'
import { choiceBeatMs, quizMachine, quizRules } from '../machines/quiz/quiz.machine'
import { keptText, resumableQuiz } from '../machines/quiz/quiz.persistence'
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

/** One step of a path: the event, and the machine before and after it. */
interface Step {
  event: EventObject
  before: AnyMachineSnapshot
  after: AnyMachineSnapshot
}

export interface Chapter {
  title: string
  /** Each figure a visitor could feel: what it is, and its value now. */
  rules(machine: AnyStateMachine): [string, string][]
  /** How a tester begins a scenario of `set`: which page, in which conditions. */
  open(set: MachinePathSet): string
  /** What a tester does for `step`: '' when it comes by itself, undefined when not known here. */
  step(step: Step, set: MachinePathSet): string | undefined
  /** What the visitor sees at `snapshot`, a path's end; undefined when not known here. */
  sees(
    s: AnyMachineSnapshot,
    set: MachinePathSet,
    events: readonly EventObject[],
  ): string | undefined
  /** When its tests end every path with a reload: what it shows, the requirements it is for. */
  reload?(snapshot: AnyMachineSnapshot): { after: AnyMachineSnapshot; proves: string[] }
  /** Which of its scenarios the browsers run, when not every one (e2e/drivers.ts chooses). */
  inBrowsers?: string
}

type Said = string | undefined
type Sees = (s: AnyMachineSnapshot, set: MachinePathSet, events: readonly EventObject[]) => Said
/** A chapter as tables of words; each a template, `{name}` filled (`fill`). */
interface Words {
  title: string
  /** The site's strings it quotes, by name. */
  copy?: Record<string, unknown>
  rules: (machine: AnyStateMachine) => [string, string][]
  open: (set: MachinePathSet) => string
  /** By event type or delay name. */
  steps: Record<string, string | ((step: Step, set: MachinePathSet) => Said)>
  /** By state (`loading.slow`), or worked out. */
  sees: Record<string, string> | Sees
  /** What else a step or an end fills in. */
  values?: (s: AnyMachineSnapshot, set: MachinePathSet, events: readonly EventObject[]) => object
  reload?: Chapter['reload']
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

/** `loading.slow`: where a machine is in its chart. */
const stateKey = (value: StateValue): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value)
        .map(([key, child]) => (child ? `${key}.${stateKey(child)}` : key))
        .join(' ')

/** `{name}` in `text`: a delay's length (for `context`), a quoted string of `copy`, or `values`'. */
function fill(text: Said, machine: AnyStateMachine, copy: object, values: object, context = {}) {
  return text?.replace(/\{(\w+)\}/g, (_, name: string) => {
    const given = (values as Record<string, unknown>)[name]
    const quote = (copy as Record<string, unknown>)[name]
    if (given !== undefined) return String(given)
    if (typeof quote === 'string') return quoted(quote)
    if (name in machine.implementations.delays) return duration(delayOf(machine, name, context))
    throw new Error(`${machine.id}: the book has no {${name}} to fill in`)
  })
}

/** A chapter from its tables. */
function chapter(words: Words): Chapter {
  const { copy = {}, steps, sees, values = () => ({}) } = words
  return {
    ...words,
    rules: (machine) =>
      words.rules(machine).map(([rule, now]) => [rule, fill(now, machine, copy, {}) ?? '']),
    step(step, set) {
      const said = steps[delayName(step.event.type) || step.event.type]
      const text = typeof said === 'function' ? said(step, set) : said
      const { before } = step
      return fill(text, before.machine, copy, values(before, set, []), before.context)
    },
    sees(snapshot, set, events) {
      const said =
        typeof sees === 'function' ? sees(snapshot, set, events) : sees[stateKey(snapshot.value)]
      return fill(said, snapshot.machine, copy, values(snapshot, set, events))
    },
  }
}

const { drivers } = quizResults
/** The badge's words with N for the score: the template, read from the content. */
const badgeRule = (quizResults.scoreBadge as unknown as (score: string) => string)('N')
const question = (number: number) => quoted(quizQuestions[number - 1]?.text ?? '')

const quiz = chapter({
  title: 'The quiz',
  copy: { heading: quizIntro.heading },
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
  rules(machine) {
    const { questionCount: count, minAnswerValue: min, maxAnswerValue: max } = quizRules
    const { lowMaxScore: low, moderateMaxScore: moderate, priorityQuestion: priority } = quizRules
    const tiers = [
      ['low', count * min, low],
      ['moderate', low + 1, moderate],
      ['high', moderate + 1, count * max],
    ] as const
    const kept = (id: string) => machine.getStateNodeById(id).tags.includes('kept')
    return [
      ['Questions', `${count}, one at a time; no way back, no skipping`],
      ['Answers', `3 a question, worth ${min} to ${max}; the score is their sum`],
      ...tiers.map(([tier, from, to]): [string, string] => [
        `Results titled ${quoted(quizResults.tiers[tier].title)}`,
        `a score of ${from} to ${to}`,
      ]),
      ['The badge on every tier', `${quoted(badgeRule)}: N is the visitor's own score`],
      [
        'A chosen answer shows for',
        `${duration(choiceBeatMs)}, then the next screen (at once with reduced motion)`,
      ],
      [
        `${quoted(drivers.heading)} names`,
        `the answers above ${min}, question ${priority}'s aside, heaviest first (ties: questions ${drivers.ranking.join(', ')}), at most ${quizRules.maxDrivers}, each as its question's sign and the line for the answer; none: ${quoted(drivers.none)}`,
      ],
      [
        quoted(drivers.priority.label),
        `question ${priority}'s answer: ${quoted(drivers.priority.text('…'))}`,
      ],
      ...tiers.map(([tier]): [string, string] => [
        `The next step, ${tier} tier`,
        quoted(drivers.nextStep[tier]),
      ]),
      [
        'A reload mid-quiz',
        kept('quiz.question') ? 'the same question, the answers kept' : 'a fresh quiz at the intro',
      ],
      [
        'A reload on the results',
        kept('quiz.results') ? 'the same results' : 'a fresh quiz at the intro, nothing kept',
      ],
    ]
  },
  open: (set) =>
    set.label ? 'Open /quiz with its scripts held back (a slow connection).' : 'Open /quiz.',
  steps: {
    'quiz.start': 'Tap START.',
    // The scroll and the chosen answer's beat come by themselves (Rules); the results, after the last.
    'scroll.settled': '',
    choiceBeat: ({ after }) => (after.matches('results') ? 'Wait for the results.' : ''),
    'taps.handOver': ({ event }) => {
      const [held] = (event as unknown as { answers: number[] }).answers
      const answer = held === undefined ? '' : `, then ${quoted(answerLabel(1, held) ?? '')}`
      return `Before the scripts arrive, tap START${answer}; then let the scripts arrive.`
    },
    'answer.select': ({ event, before, after }) => {
      const { value } = event as unknown as { value: number }
      const label = answerLabel(select.selectQuestionNumber(before), value)
      if (!label) return `Press ${value} on the keyboard (there is no such answer).`
      if (after.context.answers.length > before.context.answers.length)
        return `Tap ${quoted(label)}.`
      return before.matches({ question: 'settling' })
        ? `Tap ${quoted(label)} while the page still scrolls.`
        : `Tap ${quoted(label)} again while the chosen answer shows.`
    },
  },
  sees(snapshot) {
    if (snapshot.matches('intro')) return 'The intro, {heading}.'
    if (snapshot.matches('results')) {
      const title = quoted(quizResults.tiers[select.selectTier(snapshot)].title)
      const badge = quoted(quizResults.scoreBadge(select.selectScore(snapshot)))
      const start = clock(quizFigures.masterclass.countdownSeconds)
      return `The results: ${title}, ${badge}, the countdown at ${start}.`
    }
    const number = select.selectQuestionNumber(snapshot)
    const chosen = select.selectChosenValue(snapshot)
    const shown = `Question ${number} of ${quizRules.questionCount}, ${question(number)}`
    if (chosen !== undefined)
      return `${shown}, ${quoted(answerLabel(number, chosen) ?? '')} shown chosen.`
    if (snapshot.matches({ question: 'settling' }))
      return `${shown}, still scrolling: no answer taken yet.`
    return snapshot.matches({ question: 'ready' }) ? `${shown}, taking an answer.` : undefined
  },
})

const countdownStart = quizFigures.masterclass.countdownSeconds
/** The countdown's paths run a few seconds; they stand for its last ones (see its steps). */
const modelSeconds = (set: MachinePathSet) =>
  (set.input as { durationSeconds: number }).durationSeconds
/** Whether the set counts to a set start, and how far off it was when the results showed. */
const setStart = (set: MachinePathSet) => (set.input as { endsAt?: number }).endsAt

const countdown = chapter({
  title: 'The countdown',
  copy: quizResults.countdown,
  rules: (machine) => [
    ['Starts at', `${clock(countdownStart)} on every view of the results`],
    ['Goes down', `once every ${duration(tickMs)}, read from the clock`],
    ['At the end', '0:00, and it stays there'],
    [
      'A tab seen again',
      machine.root.states.running?.on['countdown.sync']
        ? 'shows the right time at once'
        : `shows the time of its last reading, for up to ${duration(tickMs)}`,
    ],
    ['With a masterclass start set', 'counts to that start, the same on every view and reload'],
    ['Once a set start has passed', '{scheduling}'],
  ],
  open(set) {
    const endsAt = setStart(set)
    if (endsAt === undefined)
      return `Reach the results: the countdown shows ${clock(countdownStart)}.`
    return endsAt > 0
      ? `With a masterclass start set ${duration(endsAt)} ahead, reach the results.`
      : 'With a masterclass start set that has passed, reach the results.'
  },
  steps: {
    'countdown.sync': 'Leave the tab, then come back to it.',
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
  sees: {
    passed: '{scheduling}, no time.',
    running: 'The countdown at {shown}.',
    finished: 'The countdown at {shown}, stopped.',
  },
})

const video = chapter({
  title: 'The video loader',
  copy: videoBoxCopy,
  rules: (machine) => [
    ['The player is asked for', '{mountDelay} after the page opens'],
    ['An attempt may take', '{loadTimeout}'],
    ['A failure sooner than this is a refusal (a blocker)', '{refusalWindow}'],
    ['Once its script has run, the player must appear within', '{playerGrace}'],
    [
      'Retries after a failure',
      `${maxRetries}, after waiting ${Array.from({ length: maxRetries }, (_, index) => duration(delayOf(machine, 'retryDelay', { failures: index + 1 }))).join(', ')}`,
    ],
    ['While loading', '{loading}'],
    ['When every attempt failed', '{failed} with {retry}'],
    ['When refused twice in a row', '{refused} with {retry}'],
  ],
  open: (set) =>
    ({
      'VSL, no player yet': 'Open / (the video sales letter).',
      'VSL, player already present': 'Open / with the player already on the page.',
      'advertorial, player already present':
        'Open /advertorial-v2 with the player already on the page.',
    })[set.label ?? ''] ?? `Open the page (${set.label}).`,
  steps: {
    mountDelay: 'Wait {mountDelay}.',
    refusalWindow: 'Wait {refusalWindow} with the script still coming.',
    loadTimeout: 'Let the host not answer for {loadTimeout}.',
    playerGrace: 'The script runs, but no player comes within {playerGrace}.',
    retryDelay: 'Wait {retryDelay} for the next attempt.',
    'xstate.done.actor.playerScript': 'The player script arrives.',
    'xstate.error.actor.playerScript': ({ before }) =>
      before.matches({ loading: 'early' })
        ? 'The player script is refused at once (an ad blocker).'
        : 'The player script fails to load.',
    'xstate.done.actor.player': 'The player appears.',
    'video.retry': 'Tap {retry}.',
  },
  sees(snapshot) {
    const status = selectVideoStatus(snapshot as never)
    if (status === 'loading') return 'The video box, {loading}.'
    if (status === 'ready') return 'The video player.'
    return snapshot.matches('failed')
      ? `The poster: {${status}} {${status}Hint}, with {retry}.`
      : undefined
  },
})

const quiet = 'The quiz goes on; nothing about the results shows yet.'

const resultsLoader = chapter({
  title: 'The results loader',
  copy: quizResultsLoading,
  rules: (machine) => [
    ["The results' file is asked for", 'as the quiz opens, while the visitor answers'],
    ['After the last answer, while it comes', '{busy}'],
    [
      'Patience',
      `${duration(Number(createActor(machine, { input: {} }).getSnapshot().context.patienceMs))} after the last answer`,
    ],
    ['Past patience', '{slowTitle} with {retry}; a late file still shows the results'],
    ['If it fails', '{failedTitle} {failedText} with {retry}'],
  ],
  open: () => "Open /quiz (its results' file starts coming).",
  steps: {
    'results.due': 'Answer the last question.',
    'results.retry': ({ before }) =>
      ['loading.slow', 'failed.shown'].includes(stateKey(before.value))
        ? 'Tap {retry}.'
        : '{retry} is not on screen: nothing to tap, and nothing changes.',
    'xstate.done.actor.resultsChunk': "The results' file arrives.",
    'xstate.error.actor.resultsChunk': "The results' file fails to load.",
    patience: "Wait {patience} with the results' file held back.",
  },
  sees: {
    loaded: 'The results, once due.',
    'loading.waiting': '{busy}',
    'loading.slow': '{slowTitle} with {retry}.',
    'failed.shown': '{failedTitle} with {retry}.',
    'loading.early': quiet,
    'failed.unseen': quiet,
  },
})

const earlyTaps = chapter({
  title: 'Taps before the quiz’s JavaScript',
  copy: { ...quizLoading, heading: quizIntro.heading },
  rules: () => [
    ['Question 1 takes no tap after START for', '{doubleTap}: a double tap answers nothing'],
    ['While an answer waits for the scripts', '{busy}'],
    ['While a kept quiz waits for them', '{resuming}'],
    ['Scripts late after a tap or a kept quiz by', '{patience}'],
    ['Then the page says', '{late} with {reload}, which keeps what was tapped'],
    ['If a script fails to load', '{failed}'],
  ],
  open: (set) => set.label ?? 'Open /quiz with its scripts held back.',
  steps: {
    'start.tapped': 'Tap START.',
    'answer.tapped': ({ event, before }) => {
      const label = quoted(answerLabel(1, (event as unknown as { value: number }).value) ?? '')
      return before.matches({ started: 'settling' })
        ? `Tap ${label} at once (a double tap's second tap).`
        : `Tap ${label}.`
    },
    'quiz.kept': 'The tab had kept a quiz at a question (a reload mid-quiz).',
    'reload.tapped': 'Tap {reload}.',
    'script.failed': 'A script of the page fails to load.',
    'taps.taken': 'Let the scripts arrive.',
    doubleTap: 'Wait {doubleTap}.',
    patience: 'Wait {patience}.',
  },
  // Where the taps lead once the JavaScript has them: question 2 after an answer (or the quiz the
  // tab kept there, in these paths), question 1 after a START, else the intro.
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
  sees: {
    waiting: 'The intro, {heading}.',
    resuming: 'The intro hidden, and {resuming}.',
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
})

/** The book's chapters by machine id; a machine with none gets `chartChapter`'s. */
export const chapters: Record<string, Chapter> = {
  quiz,
  countdown,
  'video-loader': video,
  'results-loader': resultsLoader,
  'early-taps': earlyTaps,
}

/**
 * A chapter read from the chart alone: its rules and delays, each step in the chart's own words
 * (`meta.words`, else the transition's description), what each state shows by its description.
 */
export function chartChapter(machine: AnyStateMachine): Chapter {
  const words = (machine.root.meta as { words?: Record<string, string> } | undefined)?.words ?? {}
  return {
    title: machine.root.description ?? machine.id,
    rules: () => [
      ...rulesOf(machine).map(({ id, rule }): [string, string] => [id, rule]),
      ...Object.keys(machine.implementations.delays).map((name): [string, string] => [
        words[name] ?? name,
        duration(delayOf(machine, name)),
      ]),
    ],
    open: (set) => set.label ?? 'Open the page.',
    step: ({ event, before }) => {
      const said = words[delayName(event.type) || event.type]
      if (said) return `Then ${said}.`
      const [taken] = machine.getTransitionData(before, event)
      return taken?.description ?? undefined
    },
    sees: (snapshot) =>
      activeNodes(machine.root, snapshot.value)
        .filter((node) => node !== machine.root)
        .map((node) => node.description)
        .filter(Boolean)
        .join(' '),
  }
}
