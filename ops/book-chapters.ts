/**
 * What the behaviour book (ops/book.ts) says of each machine that the chart alone cannot: its
 * rules as a visitor feels them, how a tester produces each step, and what the visitor then sees,
 * in the site's own words (the content's). Every figure is read from the machine or the content,
 * never retyped, so a change to either shows in the book. A machine with no chapter here still
 * gets one from its chart (`chartChapter`): its delays, its transitions' descriptions, its states'.
 */
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  getStateNodes as activeNodes,
  createActor,
  type EventObject,
} from 'xstate'
import { tickMs } from '../machines/countdown/countdown.machine'
import { doubleTapMs, patienceMs } from '../machines/early-taps/early-taps.machine'
import { earlyTapsState } from '../machines/early-taps/early-taps.model'
import { choiceBeatMs, quizMachine, quizRules } from '../machines/quiz/quiz.machine'
import { keptText, resumableQuiz } from '../machines/quiz/quiz.persistence'
import {
  selectChosenValue,
  selectQuestionNumber,
  selectScore,
  selectTier,
} from '../machines/quiz/quiz.selectors'
import type { MachinePathSet } from '../machines/registry'
import { rulesOf } from '../machines/requirements'
import { chartState } from '../machines/results-loader/results-loader.model'
import { maxRetries } from '../machines/video-loader/video-loader.machine'
import { selectVideoStatus } from '../machines/video-loader/video-loader.selectors'
import { quizLoading, quizQuestions, quizResultsLoading } from '../src/content/quiz'
import { quizFigures } from '../src/content/quiz-figures'
import { quizIntro } from '../src/content/quiz-intro'
import { quizResults, resultsWords } from '../src/content/quiz-results'
import { questionSign, quizSigns } from '../src/content/quiz-signs'
import { videoBoxCopy } from '../src/content/video-box'

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
  /**
   * What a tester does for `step`: '' when it comes by itself or is part of the opening, undefined
   * for an event the chapter does not know (the book then words it from the chart, or stops).
   */
  step(step: Step, set: MachinePathSet): string | undefined
  /**
   * What the visitor sees at `snapshot`, the end of a path of `events`, in the site's words;
   * undefined for a state the chapter does not know (the book then says its chart's description).
   */
  sees(
    snapshot: AnyMachineSnapshot,
    set: MachinePathSet,
    events: readonly EventObject[],
  ): string | undefined
  /**
   * When its tests end every path with a reload: what the reload shows, and the requirements
   * that step is for.
   */
  reload?(snapshot: AnyMachineSnapshot): { after: AnyMachineSnapshot; proves: string[] }
  /** Which of its scenarios the browsers run, when not every one (e2e/drivers.ts chooses). */
  inBrowsers?: string
}

/** `375 ms`, `2 s`, `1 min 30 s`. */
function duration(ms: number): string {
  if (ms < 1000) return `${ms} ms`
  const seconds = ms / 1000
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.floor(seconds / 60)
  const rest = seconds - minutes * 60
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`
}

/** `8:28`: seconds as the countdown shows them. */
const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

const quoted = (text: string) => `“${text}”`

/** The delay `name` of `machine` in ms, for `context` when it depends on it. */
function delayOf(machine: AnyStateMachine, name: string, context: object = {}): number {
  const delay = (machine.implementations.delays as Record<string, unknown>)[name]
  return typeof delay === 'function' ? Number(delay({ context })) : Number(delay)
}

/** `choiceBeat` for a delay's event (`xstate.after.choiceBeat.quiz.question.chosen`), else ''. */
const delayName = (type: string) => (type.startsWith('xstate.after.') ? type.split('.')[2] : '')

const answerLabel = (question: number, value: number) =>
  quizQuestions[question - 1]?.options.find((option) => option.value === value)?.label

const { drivers } = quizResults
/** The badge's words with N for the score: the template, read from the content. */
const badgeRule = (quizResults.scoreBadge as unknown as (score: string) => string)('N')

/** Every answer set of the quiz: each question's answer, every combination. */
export function answerSets(): number[][] {
  const { questionCount: count, minAnswerValue: min, maxAnswerValue: max } = quizRules
  const values = max - min + 1
  return Array.from({ length: values ** count }, (_, index) =>
    Array.from({ length: count }, (_, at) => min + (Math.floor(index / values ** at) % values)),
  )
}

/** What the results show for `answers`, part by part: the words, and the questions they come from. */
export function resultsShown(answers: readonly number[]) {
  const { title, badge, causes, priority, nextStep } = resultsWords(answers)
  const part = (text: string, from: number[] = []) => ({ text, from })
  return {
    'The title': part(title),
    'The badge': part(badge),
    [quoted(drivers.heading)]: causes.length
      ? part(
          causes.map(({ sign, line }) => `${sign}: ${line}`).join(' / '),
          causes.map((c) => c.question),
        )
      : part(drivers.none),
    [quoted(drivers.priority.label)]: priority
      ? part(priority.text, [priority.question])
      : part('none'),
    'The next step': part(nextStep),
  }
}

/** One thing a visitor would call broken in a part of the results, said the same for every set. */
export interface ResultsFault {
  part: string
  fault: string
}

/**
 * What a visitor would call broken in the results for `answers`: an entry under “What drove your
 * score” with no sign or no line, a priority sentence built from a question the results count as a
 * sign of risk (or from no answer at all). Each said without the set's own answers, so that the
 * compare counts the sets it holds for.
 */
export function resultsFaults(answers: readonly number[]): ResultsFault[] {
  const { causes, priority } = resultsWords(answers)
  const heading = quoted(drivers.heading)
  const faults = causes.flatMap(({ question, sign, line }): ResultsFault[] => {
    const what = !sign && !line ? 'no sign and no line' : !sign ? 'no sign' : !line ? 'no line' : ''
    return what
      ? [
          {
            part: heading,
            fault: `${heading} shows an entry for question ${question}'s answer with ${what}: the results have none written for that question.`,
          },
        ]
      : []
  })
  const label = quoted(drivers.priority.label)
  const sign = priority && questionSign(priority.question)
  if (sign)
    faults.push({
      part: label,
      fault: `${label} is built from question ${priority.question}'s answer, a question the results count as a sign (${quoted(sign)}), not the visitor's priority.`,
    })
  if (priority && !answerLabel(priority.question, answers[priority.question - 1] ?? 0))
    faults.push({ part: label, fault: `${label} names no answer.` })
  return faults
}

/**
 * Every string a visitor can read on the machines' screens and the results, by where it lives
 * (a function's words with `…` for what it is given), for the compare to say wording changed.
 */
export function visibleWords(): Record<string, string> {
  const words: Record<string, string> = {}
  const walk = (at: string, value: unknown, depth = 0): void => {
    if (typeof value === 'string') words[at] = value
    else if (typeof value === 'function') {
      try {
        walk(at, (value as (given: string) => unknown)('…'), depth)
      } catch {} // words made from what a string is not: none a visitor reads as such
    } else if (value && typeof value === 'object' && depth < 6)
      for (const [key, inner] of Object.entries(value)) walk(`${at}.${key}`, inner, depth + 1)
  }
  for (const { id, text, options } of quizQuestions) {
    words[`question ${id}`] = text
    for (const { value, label } of options) words[`question ${id}, answer ${value}`] = label
  }
  const modules = {
    quizIntro,
    quizResults,
    quizSigns,
    quizLoading,
    quizResultsLoading,
    videoBoxCopy,
  }
  for (const [name, module] of Object.entries(modules)) walk(name, module)
  return words
}

const quiz: Chapter = {
  title: 'The quiz',
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
    const { questionCount, minAnswerValue: min, maxAnswerValue: max } = quizRules
    const tiers = [
      ['low', questionCount * min, quizRules.lowMaxScore],
      ['moderate', quizRules.lowMaxScore + 1, quizRules.moderateMaxScore],
      ['high', quizRules.moderateMaxScore + 1, questionCount * max],
    ] as const
    const kept = (id: string) => machine.getStateNodeById(id).tags.includes('kept')
    return [
      ['Questions', `${questionCount}, one at a time; no way back, no skipping`],
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
        `the answers above ${min}, question ${quizRules.priorityQuestion}'s aside, heaviest first (ties: questions ${drivers.ranking.join(', ')}), at most ${quizRules.maxDrivers}, each as its question's sign and the line for the answer; none: ${quoted(drivers.none)}`,
      ],
      [
        quoted(drivers.priority.label),
        `question ${quizRules.priorityQuestion}'s answer: ${quoted(drivers.priority.text('…'))}`,
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
  step({ event, before, after }) {
    const number = selectQuestionNumber(before)
    if (event.type === 'quiz.start') return 'Tap START.'
    // The scroll and the chosen answer's beat come by themselves (Rules); the results, after the last.
    if (event.type === 'scroll.settled') return ''
    if (delayName(event.type) === 'choiceBeat')
      return after.matches('results') ? 'Wait for the results.' : ''
    if (event.type === 'taps.handOver') {
      const [held] = (event as unknown as { answers: number[] }).answers
      const answer = held === undefined ? '' : `, then ${quoted(answerLabel(1, held) ?? '')}`
      return `Before the scripts arrive, tap START${answer}; then let the scripts arrive.`
    }
    if (event.type !== 'answer.select') return undefined
    const { value } = event as unknown as { value: number }
    const label = answerLabel(number, value)
    const taken = after.context.answers.length > before.context.answers.length
    if (!label) return `Press ${value} on the keyboard (there is no such answer).`
    if (taken) return `Tap ${quoted(label)}.`
    return before.matches({ question: 'settling' })
      ? `Tap ${quoted(label)} while the page still scrolls.`
      : `Tap ${quoted(label)} again while the chosen answer shows.`
  },
  sees(snapshot) {
    if (snapshot.matches('intro')) return `The intro, ${quoted(quizIntro.heading)}.`
    if (snapshot.matches('results')) {
      const title = quizResults.tiers[selectTier(snapshot)].title
      const badge = quizResults.scoreBadge(selectScore(snapshot))
      const start = clock(quizFigures.masterclass.countdownSeconds)
      return `The results: ${quoted(title)}, ${quoted(badge)}, the countdown at ${start}.`
    }
    const number = selectQuestionNumber(snapshot)
    const chosen = selectChosenValue(snapshot)
    const question = `Question ${number} of ${quizRules.questionCount}, ${quoted(quizQuestions[number - 1]?.text ?? '')}`
    if (chosen !== undefined)
      return `${question}, ${quoted(answerLabel(number, chosen) ?? '')} shown chosen.`
    if (snapshot.matches({ question: 'settling' }))
      return `${question}, still scrolling: no answer taken yet.`
    return snapshot.matches({ question: 'ready' }) ? `${question}, taking an answer.` : undefined
  },
}

const countdownStart = quizFigures.masterclass.countdownSeconds
const scheduling = quizResults.countdown.scheduling

/** The countdown's paths run a few seconds; they stand for its last ones (see `step`). */
const modelSeconds = (set: MachinePathSet) =>
  (set.input as { durationSeconds: number }).durationSeconds

/** Whether the set counts to a set start, and how far off it was when the results showed. */
const setStart = (set: MachinePathSet) => (set.input as { endsAt?: number }).endsAt

const countdown: Chapter = {
  title: 'The countdown',
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
    ['Once a set start has passed', quoted(scheduling)],
  ],
  open(set) {
    const endsAt = setStart(set)
    if (endsAt === undefined)
      return `Reach the results: the countdown shows ${clock(countdownStart)}.`
    return endsAt > 0
      ? `With a masterclass start set ${duration(endsAt)} ahead, reach the results.`
      : 'With a masterclass start set that has passed, reach the results.'
  },
  step({ event, after }, set) {
    if (event.type === 'countdown.sync') return 'Leave the tab, then come back to it.'
    if (event.type !== 'countdown.tick') return undefined
    const left = after.context.remainingSeconds as number
    // On the default build a path's ticks are the countdown's last seconds: the first waits for them.
    const from = setStart(set) === undefined ? countdownStart : modelSeconds(set)
    return `Wait until ${duration((from - left) * 1000)} after the results showed.`
  },
  sees(snapshot, set) {
    if (snapshot.matches('passed')) return `${quoted(scheduling)}, no time.`
    if (!snapshot.matches('running') && !snapshot.matches('finished')) return undefined
    const left = snapshot.context.remainingSeconds as number
    const untouched = setStart(set) === undefined && left === modelSeconds(set)
    const shown = clock(untouched ? countdownStart : left)
    return snapshot.matches('finished')
      ? `The countdown at ${shown}, stopped.`
      : `The countdown at ${shown}.`
  },
}

const video: Chapter = {
  title: 'The video loader',
  rules(machine) {
    const waits = Array.from({ length: maxRetries }, (_, index) =>
      duration(delayOf(machine, 'retryDelay', { failures: index + 1 })),
    )
    return [
      [
        'The player is asked for',
        `${duration(delayOf(machine, 'mountDelay'))} after the page opens`,
      ],
      ['An attempt may take', duration(delayOf(machine, 'loadTimeout'))],
      [
        'A failure sooner than this is a refusal (a blocker)',
        duration(delayOf(machine, 'refusalWindow')),
      ],
      [
        'Once its script has run, the player must appear within',
        duration(delayOf(machine, 'playerGrace')),
      ],
      ['Retries after a failure', `${maxRetries}, after waiting ${waits.join(', ')}`],
      ['While loading', quoted(videoBoxCopy.loading)],
      [
        'When every attempt failed',
        `${quoted(videoBoxCopy.failed)} with ${quoted(videoBoxCopy.retry)}`,
      ],
      [
        'When refused twice in a row',
        `${quoted(videoBoxCopy.refused)} with ${quoted(videoBoxCopy.retry)}`,
      ],
    ]
  },
  open: (set) =>
    ({
      'VSL, no player yet': 'Open / (the video sales letter).',
      'VSL, player already present': 'Open / with the player already on the page.',
      'advertorial, player already present':
        'Open /advertorial-v2 with the player already on the page.',
    })[set.label ?? ''] ?? `Open the page (${set.label}).`,
  step({ event, before }, set) {
    const machine = set.machine ?? before.machine
    const delay = delayName(event.type)
    if (delay === 'mountDelay') return `Wait ${duration(delayOf(machine, 'mountDelay'))}.`
    if (delay === 'refusalWindow')
      return `Wait ${duration(delayOf(machine, 'refusalWindow'))} with the script still coming.`
    if (delay === 'loadTimeout')
      return `Let the host not answer for ${duration(delayOf(machine, 'loadTimeout'))}.`
    if (delay === 'playerGrace')
      return `The script runs, but no player comes within ${duration(delayOf(machine, 'playerGrace'))}.`
    if (delay === 'retryDelay')
      return `Wait ${duration(delayOf(machine, 'retryDelay', before.context))} for the next attempt.`
    if (event.type === 'xstate.done.actor.playerScript') return 'The player script arrives.'
    if (event.type === 'xstate.error.actor.playerScript')
      return before.matches({ loading: 'early' })
        ? 'The player script is refused at once (an ad blocker).'
        : 'The player script fails to load.'
    if (event.type === 'xstate.done.actor.player') return 'The player appears.'
    if (event.type === 'video.retry') return `Tap ${quoted(videoBoxCopy.retry)}.`
    return undefined
  },
  sees(snapshot) {
    const status = selectVideoStatus(snapshot as never)
    if (status === 'loading') return `The video box, ${quoted(videoBoxCopy.loading)}.`
    if (status === 'ready') return 'The video player.'
    if (!snapshot.matches('failed')) return undefined
    return status === 'refused'
      ? `The poster: ${quoted(videoBoxCopy.refused)} ${quoted(videoBoxCopy.refusedHint)}, with ${quoted(videoBoxCopy.retry)}.`
      : `The poster: ${quoted(videoBoxCopy.failed)} ${quoted(videoBoxCopy.failedHint)}, with ${quoted(videoBoxCopy.retry)}.`
  },
}

/** The results loader's states in which nothing about the results shows. */
const quietStates = ['loading.early', 'failed.unseen']

const resultsLoader: Chapter = {
  title: 'The results loader',
  rules: (machine) => {
    const patience = duration(
      Number(createActor(machine, { input: {} }).getSnapshot().context.patienceMs),
    )
    return [
      ["The results' file is asked for", 'as the quiz opens, while the visitor answers'],
      ['After the last answer, while it comes', quoted(quizResultsLoading.busy)],
      ['Patience', `${patience} after the last answer`],
      [
        'Past patience',
        `${quoted(quizResultsLoading.slowTitle)} with ${quoted(quizResultsLoading.retry)}; a late file still shows the results`,
      ],
      [
        'If it fails',
        `${quoted(quizResultsLoading.failedTitle)} ${quoted(quizResultsLoading.failedText)} with ${quoted(quizResultsLoading.retry)}`,
      ],
    ]
  },
  open: () => "Open /quiz (its results' file starts coming).",
  step({ event, before }) {
    if (event.type === 'results.due') return 'Answer the last question.'
    if (event.type === 'results.retry')
      return ['loading.slow', 'failed.shown'].includes(chartState(before as never))
        ? `Tap ${quoted(quizResultsLoading.retry)}.`
        : `${quoted(quizResultsLoading.retry)} is not on screen: nothing to tap, and nothing changes.`
    if (event.type === 'xstate.done.actor.resultsChunk') return "The results' file arrives."
    if (event.type === 'xstate.error.actor.resultsChunk') return "The results' file fails to load."
    if (delayName(event.type) === 'patience')
      return `Wait ${duration(Number(before.context.patienceMs))} with the results' file held back.`
    return undefined
  },
  sees(snapshot) {
    const state = chartState(snapshot as never)
    if (state === 'loaded') return 'The results, once due.'
    if (state === 'loading.waiting') return quoted(quizResultsLoading.busy)
    if (state === 'loading.slow')
      return `${quoted(quizResultsLoading.slowTitle)} with ${quoted(quizResultsLoading.retry)}.`
    if (state === 'failed.shown')
      return `${quoted(quizResultsLoading.failedTitle)} with ${quoted(quizResultsLoading.retry)}.`
    return quietStates.includes(state)
      ? 'The quiz goes on; nothing about the results shows yet.'
      : undefined
  },
}

const firstOption = (value: number) => quoted(answerLabel(1, value) ?? '')

const earlyTaps: Chapter = {
  title: 'Taps before the quiz’s JavaScript',
  rules: () => [
    [
      'Question 1 takes no tap after START for',
      `${duration(doubleTapMs)}: a double tap answers nothing`,
    ],
    ['While an answer waits for the scripts', quoted(quizLoading.busy)],
    ['While a kept quiz waits for them', quoted(quizLoading.resuming)],
    ['Scripts late after a tap or a kept quiz by', duration(patienceMs)],
    [
      'Then the page says',
      `${quoted(quizLoading.late)} with ${quoted(quizLoading.reload)}, which keeps what was tapped`,
    ],
    ['If a script fails to load', quoted(quizLoading.failed)],
  ],
  open: (set) => set.label ?? 'Open /quiz with its scripts held back.',
  step({ event, before }) {
    const at = earlyTapsState(before as never)
    if (event.type === 'start.tapped') return 'Tap START.'
    if (event.type === 'answer.tapped') {
      const label = firstOption((event as unknown as { value: number }).value)
      return at === 'started.settling'
        ? `Tap ${label} at once (a double tap's second tap).`
        : `Tap ${label}.`
    }
    if (event.type === 'quiz.kept')
      return 'The tab had kept a quiz at a question (a reload mid-quiz).'
    if (event.type === 'reload.tapped') return `Tap ${quoted(quizLoading.reload)}.`
    if (event.type === 'script.failed') return 'A script of the page fails to load.'
    if (event.type === 'taps.taken') return 'Let the scripts arrive.'
    const delay = delayName(event.type)
    if (delay === 'doubleTap') return `Wait ${duration(doubleTapMs)}.`
    if (delay === 'patience') return `Wait ${duration(patienceMs)}.`
    return undefined
  },
  sees(snapshot, _, events) {
    const said = (text: string) => quoted(text)
    // Where the taps lead once the JavaScript has them: question 2 after an answer (or the quiz
    // the tab kept there, in these paths), question 1 after a START, else the intro.
    const has = (type: string) => events.some((event) => event.type === type)
    const answered =
      has('quiz.kept') || (has('answer.tapped') && !snapshot.matches({ started: 'settling' }))
    const number = answered ? 2 : 1
    const leadsTo =
      answered || has('start.tapped')
        ? `Question ${number}, ${quoted(quizQuestions[number - 1]?.text ?? '')}`
        : `The intro, ${quoted(quizIntro.heading)}`
    return (
      {
        waiting: `The intro, ${quoted(quizIntro.heading)}.`,
        resuming: `The intro hidden, and ${said(quizLoading.resuming)}.`,
        'started.settling': 'Question 1, its answers not taken yet.',
        'started.ready': 'Question 1, taking an answer.',
        'started.late': `Question 1, and ${said(quizLoading.late)} with ${said(quizLoading.reload)}.`,
        answered: `The answer shown chosen, and ${said(quizLoading.busy)}.`,
        late: `${said(quizLoading.late)} with ${said(quizLoading.reload)}.`,
        reloading: `The page loads again, ${said(quizLoading.resuming)}; once its scripts come: ${leadsTo}.`,
        'failed.quiet': 'The intro; nothing said until START is tapped.',
        'failed.said': said(quizLoading.failed),
        handedOver: `${leadsTo}.`,
      } as Record<string, string>
    )[earlyTapsState(snapshot as never)]
  },
}

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
