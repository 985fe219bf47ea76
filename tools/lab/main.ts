/**
 * The machines page (`npm run machines`): every machine of the registry as its diagram with the
 * current state lit, run with its real rules. The viewer sends the events it accepts now, moves
 * its clock, settles what the page would do, and plays each generated test path step by step.
 * It asks for nothing over the network: one HTML file, opened from disk or any static host.
 */
import './lab.css'
import type { AnyMachineSnapshot, AnyStateNode, EventObject } from 'xstate'
import { getStateNodes } from 'xstate/graph'
import { requirements } from '../../docs/requirements'
import {
  describePath,
  type MachinePathSet,
  machineRegistry,
  type RegisteredMachine,
} from '../../machines/registry'
import { requirementsIn } from '../machine-graph'
import { contextAsData, labMachines } from './machines'
import { type LabPicture, pictures } from './pictures'
import { activePaths, eventTypesOf, LabSession, replayPath, sampleEvents } from './session'

const diagrams = import.meta.glob<string>('../../docs/diagrams/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
})

const ruleOf = new Map<string, string>(requirements.map((r) => [r.id, r.rule]))

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> & { dataset?: Record<string, string> } = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  const { dataset, ...rest } = props
  Object.assign(node, rest)
  for (const [key, value] of Object.entries(dataset ?? {})) node.dataset[key] = value
  node.append(...children)
  return node
}

function rulesList(ids: readonly string[]): HTMLElement {
  return el(
    'ul',
    { className: 'rules' },
    ...ids.map((id) => el('li', {}, el('b', {}, id), ` ${ruleOf.get(id) ?? ''}`)),
  )
}

function eventLabel(event: EventObject): string {
  const { type, ...payload } = event
  const data = Object.entries(payload)
    .map(([key, value]) => `${key} ${JSON.stringify(value)}`)
    .join(', ')
  return data ? `${type} (${data})` : type
}

/** The requirements the transitions an event would take now carry (the machine's guards decide). */
function transitionRules(snapshot: AnyMachineSnapshot, event: EventObject): string[] {
  const taken = (snapshot.machine.getTransitionData(snapshot as never, event) ?? []) as {
    meta?: unknown
  }[]
  return [...new Set(taken.flatMap((t) => requirementsIn(t.meta)))]
}

function nodeAt(entry: RegisteredMachine, path: string): AnyStateNode | undefined {
  return getStateNodes(entry.machine).find((node) => node.path.join('.') === path)
}

/** The diagram with the given states lit. */
function diagramOf(entry: RegisteredMachine, lit: readonly string[]): HTMLElement {
  const figure = el('figure', { className: 'diagram' })
  figure.innerHTML = diagrams[`../../docs/diagrams/${entry.name}.svg`] ?? ''
  // The picture names each state by its id (`quiz.question.ready`); the page, by its path.
  const pathOf = new Map(getStateNodes(entry.machine).map((node) => [node.id, node.path.join('.')]))
  for (const group of figure.querySelectorAll<SVGGElement>('[data-state]')) {
    group.dataset.path = pathOf.get(group.dataset.state ?? '') ?? ''
    group.classList.toggle('lit', lit.includes(group.dataset.path))
  }
  // A wide picture scrolls: bring the innermost lit state into view once the figure is laid out.
  requestAnimationFrame(() => {
    const innermost = [...figure.querySelectorAll<SVGGElement>('.lit')].at(-1)
    if (!innermost) return
    const box = innermost.getBBox()
    figure.scrollLeft = box.x + box.width / 2 - figure.clientWidth / 2
    figure.scrollTop = box.y + box.height / 2 - figure.clientHeight / 2
  })
  return figure
}

/** Pictures grouped by what they show, each engine's side by side at each width. */
function picturesOf(chosen: readonly LabPicture[]): HTMLElement[] {
  const titles = [...new Set(chosen.map((picture) => picture.title))]
  return titles.map((title) => {
    const own = chosen.filter((picture) => picture.title === title)
    return el(
      'details',
      { open: own.length < 12 },
      el('summary', {}, own[0]?.how ? `${title} (${own[0].how})` : title),
      el(
        'div',
        { className: 'shots' },
        ...own.map((shot) =>
          el(
            'figure',
            {},
            el('img', {
              src: shot.src,
              alt: `${title}, ${shot.width} px wide, in ${shot.engine}`,
              width: shot.width / 2,
            }),
            el('figcaption', {}, `${shot.engine}, ${shot.width} px`),
          ),
        ),
      ),
    )
  })
}

/** What the current states are, and the rules they carry, with the storyboard's pictures. */
function statesPanel(entry: RegisteredMachine, snapshot: AnyMachineSnapshot): HTMLElement {
  const paths = activePaths(snapshot.value)
  return el(
    'section',
    { className: 'panel', ariaLabel: 'Current state' },
    el('h3', {}, 'The states it is in, and their rules'),
    ...paths.flatMap((path) => {
      const node = nodeAt(entry, path)
      const shots = pictures.filter(
        (picture) => picture.machine === entry.name && picture.states.includes(path),
      )
      return [
        el(
          'p',
          { className: 'state-name' },
          el('b', {}, path),
          node?.description ? `: ${node.description}` : '',
        ),
        rulesList(requirementsIn(node?.meta)),
        ...picturesOf(shots),
      ]
    }),
  )
}

function contextPanel(entry: RegisteredMachine, snapshot: AnyMachineSnapshot): HTMLElement {
  const words = (labMachines[entry.name]?.words ?? contextAsData)(snapshot)
  return el(
    'section',
    { className: 'panel', ariaLabel: 'Context' },
    el('h3', {}, 'Now in'),
    el(
      'p',
      { className: 'state-value', dataset: { testid: 'state' } },
      activePaths(snapshot.value).join(' › '),
    ),
    ...words.map((line) => el('p', { dataset: { testid: 'context' } }, line)),
  )
}

/** The clock's buttons: how far each moves it. */
const clockMoves = [
  ['+1 s', 1000],
  ['+10 s', 10_000],
  ['+1 min', 60_000],
] as const

/** The free run: events, clock, stand-ins. */
function playPanel(session: LabSession, samples: Map<string, EventObject[]>): HTMLElement {
  const { snapshot } = session
  const events = eventTypesOf(session.entry.machine).flatMap((type) => {
    const examples = samples.get(type) ?? [{ type }]
    return examples.map((event) => {
      // The machine's real guards decide.
      const accepted = snapshot.can(event)
      const rules = transitionRules(snapshot, event)
      return el('button', {
        type: 'button',
        textContent: eventLabel(event),
        disabled: !accepted,
        title: rules.map((id) => `${id}: ${ruleOf.get(id) ?? ''}`).join('\n'),
        onclick: () => session.send(event),
      })
    })
  })
  const own = el('input', {
    type: 'text',
    id: 'own-event',
    value: JSON.stringify({ type: eventTypesOf(session.entry.machine)[0] ?? '' }),
    spellcheck: false,
  })
  const ownVerdict = el('output', { dataset: { testid: 'own-verdict' } })
  const ownSend = el('button', {
    type: 'button',
    textContent: 'Send',
    onclick: () => {
      let event: EventObject
      try {
        event = JSON.parse(own.value)
      } catch {
        ownVerdict.textContent = 'Not JSON: write an event such as {"type": "quiz.start"}.'
        return
      }
      if (!session.snapshot.can(event)) {
        ownVerdict.textContent = `Refused: the machine does not take ${eventLabel(event)} now.`
        return
      }
      session.send(event)
    },
  })
  const nextIn = session.clock.nextIn()
  return el(
    'section',
    { className: 'panel', ariaLabel: 'Try it' },
    el('h3', {}, 'Events it accepts now'),
    el('div', { className: 'buttons' }, ...events),
    el(
      'p',
      {},
      el('label', { htmlFor: 'own-event' }, 'Any event: '),
      own,
      ' ',
      ownSend,
      ' ',
      ownVerdict,
    ),
    el('h3', {}, 'Clock'),
    el(
      'p',
      {},
      el('span', { dataset: { testid: 'clock' } }, `${(session.clock.now / 1000).toFixed(1)} s`),
      nextIn === undefined ? ' · no timer set' : ` · next timer in ${nextIn / 1000} s`,
    ),
    el(
      'div',
      { className: 'buttons' },
      ...clockMoves.map(([name, ms]) =>
        el('button', { type: 'button', textContent: name, onclick: () => session.advance(ms) }),
      ),
      el('button', {
        type: 'button',
        textContent: 'To the next timer',
        disabled: nextIn === undefined,
        onclick: () => session.toNextTimer(),
      }),
    ),
    el('h3', {}, 'What the page would do'),
    ...session.pending.map((actor) =>
      el(
        'p',
        {},
        `${actor.src} is running: `,
        ...(['resolve', 'reject'] as const).map((outcome) =>
          el('button', {
            type: 'button',
            textContent: `${actor.src} ${outcome === 'resolve' ? 'succeeds' : 'fails'}`,
            onclick: () => session.settle(actor.id, outcome),
          }),
        ),
      ),
    ),
    ...Object.entries(labMachines[session.entry.name]?.pageGuards ?? {}).map(([name, question]) => {
      const box = el('input', {
        type: 'checkbox',
        checked: session.switches.get(name) === true,
        onchange: () => session.setSwitch(name, box.checked),
      })
      return el('p', {}, el('label', {}, box, ` ${question} (${name})`))
    }),
    el(
      'p',
      { dataset: { testid: 'log' } },
      `Page actions run: ${session.log.join(', ') || 'none'}`,
    ),
    el('p', {}, `Events sent: ${session.sent.map(eventLabel).join(' → ') || 'none'}`),
    el('button', { type: 'button', textContent: 'Start over', onclick: () => session.reset() }),
  )
}

/** Every generated path of the machine, in words, each playable step by step. */
function pathsPanel(
  entry: RegisteredMachine,
  sets: readonly MachinePathSet[],
  show: (snapshot: AnyMachineSnapshot, caption: string) => void,
): HTMLElement {
  const list = el('ol', { className: 'paths' })
  for (const [setIndex, set] of sets.entries()) {
    for (const [pathIndex, path] of set.paths.entries()) {
      const words = describePath(path, set)
      const item = el(
        'li',
        { dataset: { path: `${setIndex}-${pathIndex}` } },
        el('span', {}, set.label ? `${set.label}: ${words}` : words),
        ' ',
      )
      let step = 0
      let snapshots: AnyMachineSnapshot[] = []
      const events = path.steps.filter(({ event }) => event.type !== 'xstate.init')
      const at = () => {
        const snapshot = snapshots[step]
        if (snapshot)
          show(
            snapshot,
            `Step ${step} of ${events.length}${step ? `: ${events[step - 1]?.event.type}` : ': start'}`,
          )
      }
      /** Each button: the step it goes to, given the step now and the path's last. */
      const moves = [
        ['Play', () => 0],
        ['Next step', (now: number, last: number) => Math.min(now + 1, last)],
        ['To the end', (_: number, last: number) => last],
      ] as const
      item.append(
        ...moves.map(([name, to]) =>
          el('button', {
            type: 'button',
            textContent: name,
            onclick: () => {
              if (name !== 'Next step' || !snapshots.length)
                snapshots = replayPath(entry, set, path)
              step = to(step, snapshots.length - 1)
              at()
            },
          }),
        ),
      )
      list.append(item)
    }
  }
  return el(
    'section',
    { className: 'panel', ariaLabel: 'Generated paths' },
    el('h3', {}, 'Generated test paths'),
    list,
  )
}

async function showMachine(entry: RegisteredMachine, main: HTMLElement): Promise<void> {
  const sets = await entry.pathSets()
  const lab = labMachines[entry.name] ?? {}
  const firstInput = sets[0]?.input
  const session = new LabSession(entry, {
    input: lab.input ?? (() => firstInput),
    pageGuards: lab.pageGuards,
  })
  const samples = sampleEvents(sets)
  const view = el('div', { className: 'view' })
  const replay = el('p', { className: 'replay', dataset: { testid: 'replay' } })
  let shown: AnyMachineSnapshot | undefined
  const render = () => {
    const snapshot = shown ?? session.snapshot
    view.replaceChildren(
      diagramOf(entry, activePaths(snapshot.value)),
      el(
        'div',
        { className: 'side' },
        replay,
        contextPanel(entry, snapshot),
        shown
          ? el('button', {
              type: 'button',
              textContent: 'Back to the free run',
              onclick: () => {
                shown = undefined
                replay.textContent = ''
                render()
              },
            })
          : playPanel(session, samples),
        statesPanel(entry, snapshot),
      ),
    )
  }
  session.onChange(render)
  render()
  main.replaceChildren(
    el('h2', {}, entry.machine.id),
    el('p', {}, entry.machine.root.description ?? ''),
    view,
    pathsPanel(entry, sets, (snapshot, caption) => {
      shown = snapshot
      replay.textContent = `Playing a generated path. ${caption}.`
      render()
      view.scrollIntoView()
    }),
  )
}

/** Every page of the site as the storyboard pictured it, when it has. */
function showPages(main: HTMLElement): void {
  const pages = [...new Set(pictures.flatMap((picture) => picture.page ?? []))]
  main.replaceChildren(
    el('h2', {}, 'Pages'),
    ...pages.flatMap((url) => [
      el('h3', {}, url),
      ...picturesOf(pictures.filter((picture) => picture.page === url)),
    ]),
  )
}

const main = el('main')
const nav = el('nav', { ariaLabel: 'Machines' })
const press = (button: HTMLButtonElement) => {
  for (const each of nav.querySelectorAll('button')) each.ariaPressed = String(each === button)
}
for (const entry of machineRegistry) {
  nav.append(
    el('button', {
      type: 'button',
      textContent: entry.machine.id,
      onclick: (event) => {
        press(event.currentTarget as HTMLButtonElement)
        void showMachine(entry, main)
      },
    }),
  )
}
if (pictures.some((picture) => picture.page)) {
  nav.append(
    el('button', {
      type: 'button',
      textContent: 'Pages',
      onclick: (event) => {
        press(event.currentTarget as HTMLButtonElement)
        showPages(main)
      },
    }),
  )
}
document.body.append(
  el(
    'header',
    {},
    el('h1', {}, 'The machines, to try'),
    el(
      'p',
      {},
      'Each machine runs here with its real rules. Send it events, move its clock, decide what the page would do, or play a generated test path. Nothing leaves this page.',
    ),
    nav,
  ),
  main,
)
;(nav.querySelector('button') as HTMLButtonElement | null)?.click()
