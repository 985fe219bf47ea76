/**
 * One machine of the registry, run in the machines page (lab/) with its real guards,
 * actions, delays and rules. What the page does in the site is replaced by stand-ins the machine
 * cannot tell apart: each invoked actor waits for the viewer to resolve or reject it, each page
 * action is written to a log, each page guard is a switch, and time moves only when the viewer
 * moves the clock. A page action the site answers with an event (the quiz's scroll settling) is
 * answered the same way as soon as it runs, and a delay that passes while the visitor only looks
 * (the quiz's answer beat) runs out, or each waits for the viewer when they step the page's
 * effects by hand. No DOM here; e2e/machines-page.spec.ts
 * drives the page it runs in.
 */
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  fromPromise,
  initialTransition,
  type StateValue,
  transition,
} from 'xstate'
import { getStateNodes } from 'xstate/graph'
import type { CountdownClock } from '../machines/countdown/countdown.machine'
import type { MachinePathSet, RegisteredMachine } from '../machines/registry'

/** A timer the machine set, on the viewer's clock. */
interface Timer {
  id: number
  due: number
  run: () => void
  /** Set by one of the machine's `passingDelays`. */
  passes: boolean
}

/**
 * The clock the machine's delays run on (XState's `clock` option) and whose time a machine reading
 * the time reads (`now`). It moves only when told: by some milliseconds, or to the next timer.
 */
class ViewerClock {
  now = 0
  private timers: Timer[] = []
  private lastId = 0
  /** The next timer set is one of the machine's `passingDelays`. */
  passingNext = false

  setTimeout = (run: () => void, ms: number): number => {
    this.lastId += 1
    this.timers.push({ id: this.lastId, due: this.now + ms, run, passes: this.passingNext })
    this.passingNext = false
    return this.lastId
  }

  /** Whether the next timer to run was set by one of the machine's `passingDelays`. */
  nextPasses(): boolean {
    const [next] = [...this.timers].sort((a, b) => a.due - b.due || a.id - b.id)
    return next?.passes === true
  }

  clearTimeout = (id: number): void => {
    this.timers = this.timers.filter((timer) => timer.id !== id)
  }

  /** Milliseconds to the next timer, or undefined when none is set. */
  nextIn(): number | undefined {
    const due = Math.min(...this.timers.map((timer) => timer.due))
    return Number.isFinite(due) ? due - this.now : undefined
  }

  /** Moves the clock on by `ms`, running each timer that falls due, in order, as it does. */
  advance(ms: number): void {
    const end = this.now + ms
    for (;;) {
      const next = [...this.timers].sort((a, b) => a.due - b.due || a.id - b.id)[0]
      if (!next || next.due > end) break
      // A timer overdue after a sleep runs now: the clock never goes back.
      this.now = Math.max(this.now, next.due)
      this.clearTimeout(next.id)
      next.run()
    }
    this.now = end
  }

  /**
   * Moves the clock on by `ms` while no timer runs, as a browser keeps a hidden tab's timers
   * waiting: those that fell due meanwhile run at the next move.
   */
  sleep(ms: number): void {
    this.now += ms
  }

  /** Back to 0 with no timer set. */
  reset(): void {
    this.now = 0
    this.timers = []
  }

  /** Moves the clock to the next timer and runs it; nothing happens when no timer is set. */
  toNextTimer(): void {
    const ms = this.nextIn()
    if (ms !== undefined) this.advance(ms)
  }
}

/** An invoked actor the viewer settles. */
export interface PendingActor {
  id: number
  /** The actor's name in the machine's `setup()`. */
  src: string
  resolve: () => void
  reject: () => void
}

/** A page action the site answers with an event once it has done it (src/actors/). */
export interface PageEffect {
  /** The event the site sends when the effect is over. */
  answer: EventObject
  /** What the page does, in words: "The page scrolls to the question". */
  doing: string
  /** The button that answers it by hand: "The scroll has settled". */
  done: string
}

/** What the page supplies and the machines page stands in for, by machine (registry name). */
export interface LabOptions {
  /** The input of a free run, from the viewer's clock (a start set minutes from now reads its time). */
  input?: (clock: { readonly now: number }) => unknown
  /** Guards that ask the page something, with the question the switch asks. */
  pageGuards?: Record<string, string>
  /** Page actions the site answers with an event, by action name. */
  effects?: Record<string, PageEffect>
  /**
   * The machine's delays that pass while the visitor only looks (the quiz's answer beat): when
   * the page's effects are answered as the site answers them, the clock moves on to their end.
   */
  passingDelays?: readonly string[]
}

/** A page effect that has run and waits for its answer. */
export interface AwaitedEffect extends PageEffect {
  /** The page action's name in the machine's `setup()`. */
  action: string
}

/** Whether an implementation is one of XState's built-in actions (assign, raise ...). */
function isBuiltIn(action: unknown): boolean {
  return typeof action === 'function' && 'type' in action
}

/** The events a visitor or the page can send: every `on` key but XState's own and wildcards. */
export function eventTypesOf(machine: AnyStateMachine): string[] {
  const nodes = [machine.root, ...getStateNodes(machine)]
  const types = nodes.flatMap((node) => Object.keys(node.config.on ?? {}))
  return [...new Set(types)].filter((type) => !type.startsWith('xstate.') && !type.includes('*'))
}

/** The states a value is in, as paths from the root: `{ question: 'ready' }` -> question, question.ready. */
export function activePaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`]
  return Object.entries(value).flatMap(([key, child]) => [
    `${prefix}${key}`,
    ...(child === undefined ? [] : activePaths(child, `${prefix}${key}.`)),
  ])
}

/**
 * The example events of each type that the generated paths send, for the page's buttons: without
 * the time a path stamps on an event (`at`, the countdown's), as the free run's happen on its clock.
 */
export function sampleEvents(sets: readonly MachinePathSet[]): Map<string, EventObject[]> {
  const samples = new Map<string, Map<string, EventObject>>()
  for (const set of sets) {
    for (const path of set.paths) {
      for (const { event: stamped } of path.steps.filter(
        ({ event }) => !event.type.startsWith('xstate.'),
      )) {
        const { at: _at, ...event } = stamped as EventObject & { at?: number }
        const byJson = samples.get(event.type) ?? new Map<string, EventObject>()
        byJson.set(JSON.stringify(event), event)
        samples.set(event.type, byJson)
      }
    }
  }
  return new Map([...samples].map(([type, byJson]) => [type, [...byJson.values()]]))
}

/** The machine with the page's effects replaced by the viewer's stand-ins. */
function withStandIns(
  machine: AnyStateMachine,
  options: LabOptions,
  session: {
    pending: PendingActor[]
    log: string[]
    switches: Map<string, boolean>
    awaiting: AwaitedEffect[]
    clock: ViewerClock
  },
): AnyStateMachine {
  let lastId = 0
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((src) => [
      src,
      fromPromise<void>(
        ({ signal }) =>
          new Promise<void>((resolve, reject) => {
            lastId += 1
            const id = lastId
            const settle = (done: () => void) => () => {
              session.pending = session.pending.filter((actor) => actor.id !== id)
              done()
            }
            session.pending.push({
              id,
              src,
              resolve: settle(resolve),
              reject: settle(() => reject(new Error(`${src} failed (stand-in)`))),
            })
            signal.addEventListener('abort', () => {
              session.pending = session.pending.filter((actor) => actor.id !== id)
            })
          }),
      ),
    ]),
  )
  const actions = Object.fromEntries(
    Object.entries(machine.implementations.actions)
      .filter(([, action]) => !isBuiltIn(action))
      .map(([name]) => [
        name,
        () => {
          session.log.push(name)
          const effect = options.effects?.[name]
          if (effect) session.awaiting.push({ action: name, ...effect })
        },
      ]),
  )
  const guards = Object.fromEntries(
    Object.keys(options.pageGuards ?? {}).map((name) => [
      name,
      () => session.switches.get(name) === true,
    ]),
  )
  const delays = Object.fromEntries(
    (options.passingDelays ?? []).map((name) => {
      const delay = (machine.implementations.delays as Record<string, unknown>)[name]
      return [
        name,
        (args: unknown) => {
          session.clock.passingNext = true
          return typeof delay === 'function' ? delay(args) : delay
        },
      ]
    }),
  )
  return machine.provide({ actors, actions, guards, delays })
}

/** A free run of one machine: the viewer sends events, settles actors and moves the clock. */
export class LabSession {
  readonly clock = new ViewerClock()
  readonly logic: AnyStateMachine
  pending: PendingActor[] = []
  /** The page actions the machine ran, in order. */
  log: string[] = []
  /** The events the viewer sent, in order, and the page's answers to its effects among them. */
  sent: EventObject[] = []
  switches = new Map<string, boolean>()
  /** The page effects that ran and wait for their answer (the machine could take it now). */
  awaiting: AwaitedEffect[] = []
  /** Whether the page's effects are answered as soon as they run, as the site answers them. */
  answersEffects = true
  private actor: AnyActorRef
  private listeners = new Set<() => void>()
  /** The input of this run, when it is not the free run's (a situation's own). */
  private runInput: ((clock: { readonly now: number }) => unknown) | undefined
  /** Whether changes are told to the listeners: not while a situation plays its steps. */
  private quiet = false

  constructor(
    readonly entry: RegisteredMachine,
    private readonly options: LabOptions,
  ) {
    this.logic = withStandIns(entry.machine, options, this)
    this.actor = this.start()
    this.settleEffects()
  }

  private start(): AnyActorRef {
    const { clock } = this
    // The viewer's clock, telling the time as XState's `SimulatedClock` does: the countdown reads it.
    const { setTimeout, clearTimeout } = clock
    const telling: CountdownClock = { setTimeout, clearTimeout, now: () => clock.now }
    const actor = createActor(this.logic, {
      input: (this.runInput ?? this.options.input)?.(clock),
      clock: telling,
    })
    actor.subscribe({ next: () => this.changed(), error: () => this.changed() })
    actor.start()
    return actor
  }

  get snapshot(): AnyMachineSnapshot {
    return this.actor.getSnapshot()
  }

  onChange(listener: () => void): void {
    this.listeners.add(listener)
  }

  private changed(): void {
    if (this.quiet) return
    for (const listener of this.listeners) listener()
  }

  /** Runs `steps` with the listeners told once, at the end. */
  async quietly(steps: () => Promise<void>): Promise<void> {
    this.quiet = true
    try {
      await steps()
    } finally {
      this.quiet = false
      this.changed()
    }
  }

  /** Moves the clock while the tab sleeps (`ViewerClock.sleep`). */
  sleep(ms: number): void {
    this.clock.sleep(ms)
    this.changed()
  }

  send(event: EventObject): void {
    this.sent.push(event)
    this.actor.send(event)
    this.settleEffects()
    this.changed()
  }

  /**
   * Unless the viewer steps them by hand, answers the page's effects in the order they ran, as
   * the site does: each while the machine still runs (the results screen is final: nothing waits
   * for its scroll). Those left wait for the viewer while it runs.
   */
  private settleEffects(): void {
    for (;;) {
      if (this.snapshot.status !== 'active') this.awaiting = []
      const [next] = this.awaiting
      if (!this.answersEffects) return
      if (next) {
        this.awaiting.shift()
        this.sent.push(next.answer)
        this.actor.send(next.answer)
      } else if (this.clock.nextPasses()) this.clock.toNextTimer()
      else return
    }
  }

  /** Answers a page effect by hand (the viewer steps them). */
  answerEffect(effect: AwaitedEffect): void {
    this.awaiting = this.awaiting.filter((each) => each !== effect)
    this.send(effect.answer)
  }

  /** The page's effects answered by themselves (true), or stepped by hand. */
  setAnswersEffects(on: boolean): void {
    this.answersEffects = on
    this.settleEffects()
    this.changed()
  }

  advance(ms: number): void {
    this.clock.advance(ms)
    this.settleEffects()
    this.changed()
  }

  toNextTimer(): void {
    this.clock.toNextTimer()
    this.settleEffects()
    this.changed()
  }

  /** Settles a pending actor; its answer reaches the machine as the page's would. */
  async settle(id: number, outcome: 'resolve' | 'reject'): Promise<void> {
    this.pending.find((actor) => actor.id === id)?.[outcome]()
    // The promise's answer reaches the machine in a microtask.
    await Promise.resolve()
    await Promise.resolve()
    this.settleEffects()
    this.changed()
  }

  setSwitch(name: string, on: boolean): void {
    this.switches.set(name, on)
    this.changed()
  }

  /** Starts again from the free run's input, or from `input` (a situation's own). */
  reset(input?: (clock: { readonly now: number }) => unknown): void {
    this.runInput = input
    this.actor.stop()
    this.clock.reset()
    this.pending = []
    this.switches = new Map()
    this.log = []
    this.sent = []
    this.awaiting = []
    this.actor = this.start()
    this.settleEffects()
    this.changed()
  }
}

/**
 * The machine after `event`, its page effects answered as the site answers them (the rule of a
 * session's `settleEffects`, by XState's pure transitions): each effect's answer sent in the order
 * the effects ran, while the machine still runs. What eight answers lead to is worked out this way
 * (lab/quiz.ts), thousands of times over in its test.
 */
export function stepWithEffects(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
  effects: Readonly<Record<string, PageEffect>>,
): AnyMachineSnapshot {
  const queue = [event]
  let current = snapshot
  for (let next = queue.shift(); next && current.status === 'active'; next = queue.shift()) {
    const [after, actions] = transition(machine, current, next)
    current = after
    for (const action of actions) {
      const effect = effects[action.type]
      if (effect) queue.push(effect.answer)
      // A delay of the machine's own (the answer's beat) passes: its event follows.
      const { delay, event: delayed } = (action.params ?? {}) as {
        delay?: unknown
        event?: EventObject
      }
      if (action.type === 'xstate.raise' && delay !== undefined && delayed) queue.push(delayed)
    }
  }
  return current
}

/**
 * The snapshot after each step of a generated path, as the tests reach it: on the machine the
 * path set was generated on, from its input, by XState's pure transitions.
 */
export function replayPath(
  entry: RegisteredMachine,
  set: MachinePathSet,
  path: MachinePathSet['paths'][number],
): AnyMachineSnapshot[] {
  const machine = set.machine ?? entry.machine
  const [first] = initialTransition(machine, set.input)
  const snapshots: AnyMachineSnapshot[] = [first]
  for (const step of path.steps.filter(({ event }) => event.type !== 'xstate.init')) {
    const before = snapshots[snapshots.length - 1] ?? first
    const [next] = transition(machine, before, step.event)
    snapshots.push(next)
  }
  return snapshots
}
