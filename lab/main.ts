/**
 * The machines page (`npm run machines`): every machine of the registry as its diagram with the
 * current state lit, run with its real rules. The viewer sends the events it accepts now, moves
 * its clock, settles what the page would do, and plays each generated test path step by step.
 * It asks for nothing over the network: one HTML file, opened from disk or any static host.
 */
import './lab.css'
import comparison from 'virtual:machines-compare'
import type { AnyMachineSnapshot, AnyStateNode, EventObject } from 'xstate'
import { getStateNodes } from 'xstate/graph'
import {
  describePath,
  type MachinePathSet,
  machineRegistry,
  type RegisteredMachine,
} from '../machines/registry'
import { requirements } from '../machines/requirements'
import { quizQuestions } from '../src/content/quiz'
import { showComparison } from './compare-view'
import { requirementsIn } from './machine-graph'
import { contextAsData, labMachines, titleOf } from './machines'
import { type LabPicture, pictures } from './pictures'
import {
  answerEvent,
  type PlayedAnswers,
  parseAnswers,
  playAnswers,
  type ResultWords,
  visitorScreen,
} from './quiz'
import { rulesTables } from './rules'
import { activePaths, eventTypesOf, LabSession, replayPath, sampleEvents } from './session'
import { innermost, playSituation, type Situation, situations, stepsInWords } from './situations'
import { actorWords, elapsed, eventCode, eventInWords } from './words'

const diagrams = import.meta.glob<string>('../docs/diagrams/*.svg', {
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

/** What is said in words, and by the code names on demand ("Show the code names"). */
function named(words: string, code: string): HTMLElement[] {
  return [el('span', { className: 'in-words' }, words), el('code', { className: 'code' }, code)]
}

/** An event in words, and by its code name on demand. */
const namedEvent = (event: EventObject) => named(eventInWords(event), eventCode(event))

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

/**
 * The machine's diagram, drawn once per view of the machine: two pictures, each laid out for its
 * labels, in words and by the code names (shown on demand). `show` lights the states given and
 * says where the machine is; the figure stays, and with it the focus and the scroll of a viewer on it.
 */
function diagramOf(entry: RegisteredMachine): {
  figure: HTMLElement
  show: (lit: readonly string[], caption: string) => void
} {
  // It scrolls when wider or taller than its room: a keyboard reaches it too.
  const figure = el('figure', { className: 'diagram', tabIndex: 0 })
  const picture = (file: string, className: string) => {
    const holder = el('div', { className })
    holder.innerHTML = diagrams[`../docs/diagrams/${file}`] ?? ''
    return holder
  }
  const caption = el('figcaption')
  figure.append(
    picture(`${entry.name}.words.svg`, 'in-words'),
    picture(`${entry.name}.svg`, 'code'),
    caption,
  )
  // The picture names each state by its id (`quiz.question.ready`); the page, by its path.
  const pathOf = new Map(getStateNodes(entry.machine).map((node) => [node.id, node.path.join('.')]))
  const groups = [...figure.querySelectorAll<SVGGElement>('[data-state]')]
  for (const group of groups) group.dataset.path = pathOf.get(group.dataset.state ?? '') ?? ''
  const show = (lit: readonly string[], words: string) => {
    figure.ariaLabel = `Diagram: ${titleOf(entry.name, entry.machine.id)}. ${words}`
    caption.textContent = words
    for (const group of groups)
      group.classList.toggle('lit', lit.includes(group.dataset.path ?? ''))
    // A wide picture scrolls: bring the innermost lit state into view once the figure is laid out.
    requestAnimationFrame(() => centerLit(figure))
  }
  return { figure, show }
}

/** Scrolls a diagram to the innermost lit state of the picture it shows (words, or code names). */
function centerLit(figure: Element): void {
  const lit = [...figure.querySelectorAll<SVGGElement>('.lit')]
    .filter((group) => group.getClientRects().length > 0)
    .at(-1)
  if (!lit) return
  const box = lit.getBBox()
  figure.scrollLeft = box.x + box.width / 2 - figure.clientWidth / 2
  figure.scrollTop = box.y + box.height / 2 - figure.clientHeight / 2
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
          el('span', {}, node?.description ?? path),
          ' ',
          el('code', { className: 'code' }, path),
        ),
        rulesList(requirementsIn(node?.meta)),
        ...picturesOf(shots),
      ]
    }),
  )
}

/** Where the machine is, in words: the description of the innermost state it is in. */
function nowInWords(entry: RegisteredMachine, snapshot: AnyMachineSnapshot): string {
  const innermost = activePaths(snapshot.value).at(-1) ?? ''
  return nodeAt(entry, innermost)?.description ?? innermost
}

function contextPanel(entry: RegisteredMachine, snapshot: AnyMachineSnapshot): HTMLElement {
  const words = (labMachines[entry.name]?.words ?? contextAsData)(snapshot)
  return el(
    'section',
    { className: 'panel', ariaLabel: 'Context' },
    el('h3', {}, 'Now'),
    el('p', { className: 'state-words' }, nowInWords(entry, snapshot)),
    el(
      'p',
      { className: 'state-value code', dataset: { testid: 'state' } },
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
      return el(
        'button',
        {
          type: 'button',
          disabled: !accepted,
          title: rules.map((id) => `${id}: ${ruleOf.get(id) ?? ''}`).join('\n'),
          onclick: () => session.send(event),
        },
        ...namedEvent(event),
      )
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
        ownVerdict.replaceChildren(
          'Refused: the machine does not take ',
          ...namedEvent(event),
          ' now.',
        )
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
        ...named('The page is at work: ', `${actor.src} is running: `),
        ...(['resolve', 'reject'] as const).map((outcome) => {
          const code = `${actor.src} ${outcome === 'resolve' ? 'succeeds' : 'fails'}`
          const words = actorWords[actor.src]?.[outcome === 'resolve' ? 'done' : 'error']
          return el(
            'button',
            { type: 'button', onclick: () => session.settle(actor.id, outcome) },
            ...named(words ?? code, code),
          )
        }),
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
    el(
      'p',
      {},
      'Events sent: ',
      ...(session.sent.length
        ? named(session.sent.map(eventInWords).join(' → '), session.sent.map(eventCode).join(' → '))
        : ['none']),
    ),
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

/** The results screen's words: the badge, the tier, what drove the score, the priority. */
function resultView(words: ResultWords): HTMLElement {
  return el(
    'div',
    { className: 'result', dataset: { testid: 'result' } },
    el('p', { className: 'badge' }, words.badge),
    el('h4', { className: 'tier' }, words.title),
    el('p', { className: 'subtitle' }, words.subtitle),
    el('h5', {}, words.driversHeading),
    words.none
      ? el('p', {}, words.none)
      : el(
          'ul',
          { className: 'drivers' },
          ...words.causes.map((cause) =>
            el('li', {}, el('b', {}, cause.sign), ' ', el('span', {}, cause.line)),
          ),
        ),
    words.priority ? el('p', { className: 'priority' }, words.priority) : '',
    el('p', { className: 'next-step' }, words.nextStep),
  )
}

/** Why the machine ignored the visitor's last tap, in its own words; none when it took it. */
const ignoredTaps = new WeakMap<LabSession, string>()

/** A tap on an answer; one the machine ignores (while the page scrolls, say) says why. */
function tapAnswer(session: LabSession, value: number): void {
  const event = answerEvent(value)
  const [taken] = (session.snapshot.machine.getTransitionData(session.snapshot as never, event) ??
    []) as { target?: unknown[]; description?: string }[]
  if (taken && !taken.target?.length && taken.description)
    ignoredTaps.set(session, taken.description)
  else ignoredTaps.delete(session)
  session.send(event)
}

/**
 * The quiz as a visitor plays it, on the session's machine: START, then one tap per answer, in
 * the site's words. The page's effects (the scroll settling) answer themselves as in the site,
 * and the chosen answer's beat runs out; or each waits for the viewer when they step them by hand
 * (the beat for the clock).
 */
function visitorPanel(session: LabSession, focusAfter: (node: HTMLElement) => void): HTMLElement {
  const shown = visitorScreen(session.snapshot)
  const heading = (text: string) => {
    const node = el('h4', { tabIndex: -1, className: 'screen-heading' }, text)
    focusAfter(node)
    return node
  }
  const screen =
    shown.screen === 'intro'
      ? el(
          'div',
          {},
          heading(shown.heading),
          el('p', {}, shown.lede),
          el('button', {
            type: 'button',
            className: 'primary',
            textContent: shown.start,
            onclick: () => session.send({ type: 'quiz.start' }),
          }),
        )
      : shown.screen === 'question'
        ? el(
            'div',
            {},
            el('p', { className: 'position' }, shown.position),
            heading(shown.text),
            el(
              'div',
              { className: 'options' },
              ...shown.options.map((option) =>
                el('button', {
                  type: 'button',
                  className: 'option',
                  textContent: option.label,
                  ariaPressed: String(option.chosen),
                  onclick: () => tapAnswer(session, option.value),
                }),
              ),
            ),
          )
        : (() => {
            const view = resultView(shown.result)
            const title = view.querySelector('h4')
            if (title) {
              title.tabIndex = -1
              focusAfter(title)
            }
            return view
          })()
  const byHand = el('input', {
    type: 'checkbox',
    checked: !session.answersEffects,
    onchange: () => session.setAnswersEffects(!byHand.checked),
  })
  return el(
    'section',
    { className: 'panel visitor', ariaLabel: 'The quiz, as a visitor sees it' },
    el('h3', {}, 'The quiz, as a visitor sees it'),
    screen,
    el('p', { className: 'ignored', ariaLive: 'polite' }, ignoredTaps.get(session) ?? ''),
    ...session.awaiting.map((effect) =>
      el(
        'p',
        { className: 'effect' },
        `${effect.doing}. `,
        el('button', {
          type: 'button',
          textContent: effect.done,
          onclick: () => {
            ignoredTaps.delete(session)
            session.answerEffect(effect)
          },
        }),
      ),
    ),
    el(
      'p',
      { className: 'switch' },
      el('label', {}, byHand, " Step the page's effects by hand"),
      ': the scroll to each question, and the beat the chosen answer stays lit, which then waits for the clock.',
    ),
    shown.screen === 'intro'
      ? ''
      : el('button', {
          type: 'button',
          textContent: 'Start over',
          onclick: () => {
            ignoredTaps.delete(session)
            session.reset()
          },
        }),
  )
}

/** A machine's rules as it holds them, as a table (lab/rules.ts); none for one without. */
function rulesPanel(entry: RegisteredMachine): HTMLElement | string {
  const table = rulesTables[entry.name]
  if (!table) return ''
  const title = `${titleOf(entry.name, entry.machine.id)}'s rules`
  return el(
    'section',
    { className: 'panel', ariaLabel: title },
    el('h3', {}, title),
    el(
      'table',
      { className: 'rules-table' },
      el('caption', {}, `Read from the machine: ${table.source}`),
      el(
        'thead',
        {},
        el('tr', {}, el('th', { scope: 'col' }, 'Rule'), el('th', { scope: 'col' }, 'Holds')),
      ),
      el(
        'tbody',
        {},
        ...table
          .rows()
          .map((row) =>
            el('tr', {}, el('th', { scope: 'row' }, row.rule), el('td', {}, row.value)),
          ),
      ),
    ),
  )
}

/**
 * The machine's named situations (lab/situations.ts), each played from the start on the
 * session at a press: where it ends shows here in words, and in the diagram and panels. Drawn once:
 * the button pressed keeps the focus.
 */
function situationsPanel(
  entry: RegisteredMachine,
  session: LabSession,
  list: readonly Situation[],
): HTMLElement {
  const ending = el('output', { className: 'situation-end', ariaLive: 'polite' })
  const items = list.map((situation) =>
    el(
      'li',
      {},
      el('button', {
        type: 'button',
        textContent: situation.name,
        onclick: async () => {
          await playSituation(session, situation)
          const { snapshot } = session
          const words = (labMachines[entry.name]?.words ?? contextAsData)(snapshot)
          ending.replaceChildren(
            el('b', {}, `${situation.name}: `),
            `where it ends, ${elapsed(session.clock.now)} on the clock. `,
            el('span', { className: 'ends-in' }, nowInWords(entry, snapshot)),
            ' ',
            el('code', { className: 'code' }, innermost(snapshot)),
            ...words.map((line) => el('span', {}, ` ${line}`)),
          )
        },
      }),
      el(
        'ol',
        { className: 'steps' },
        ...stepsInWords(situation).map((line) => el('li', {}, line)),
      ),
    ),
  )
  return el(
    'section',
    { className: 'panel situations', ariaLabel: 'Situations' },
    el('h3', {}, 'Situations'),
    el(
      'p',
      {},
      'Each plays from the start on the real machine, its clock moved by the machine’s own delays.',
    ),
    el('ul', { className: 'situation-list' }, ...items),
    ending,
  )
}

/** What typed or picked answers lead to: the result, or why they were not played. */
function playedView(played: PlayedAnswers): HTMLElement {
  if (played.ended === 'results') return resultView(played.result)
  return el(
    'p',
    { className: 'verdict' },
    played.ended === 'count'
      ? `Eight answers, please: ${played.given} given.`
      : `The quiz does not take ${played.value} as the answer to question ${played.question}: its answers are 1, 2 and 3.`,
  )
}

/**
 * Eight answers at once, typed ("3 2 1 3 3 2 1 2"), picked one by one, or those of a generated
 * path: the real machine plays them (lab/quiz.ts) and the result shows at once.
 */
function answersPanel(entry: RegisteredMachine, sets: readonly MachinePathSet[]): HTMLElement {
  const typed = el('input', {
    type: 'text',
    id: 'eight-answers',
    inputMode: 'numeric',
    autocomplete: 'off',
    spellcheck: false,
    placeholder: '3 2 1 3 3 2 1 2',
  })
  const picks = quizQuestions.map((question) =>
    el(
      'select',
      { id: `answer-${question.id}` },
      el('option', { value: '', textContent: '(not picked)' }),
      ...question.options.map((option) =>
        el('option', {
          value: String(option.value),
          textContent: `${option.value}: ${option.label}`,
        }),
      ),
    ),
  )
  const ended = sets.flatMap((set) =>
    set.paths
      .map((path) => ({ path, end: replayPath(entry, set, path).at(-1) }))
      .filter(({ end }) => end?.matches('results'))
      .map(({ path, end }) => ({
        words: describePath(path, set),
        answers: (end?.context.answers ?? []) as number[],
      })),
  )
  const generated = el(
    'select',
    { id: 'generated-answers' },
    el('option', { value: '', textContent: '(choose a path)' }),
    ...ended.map((path, index) => el('option', { value: String(index), textContent: path.words })),
  )
  const output = el('output', { ariaLive: 'polite' })
  const show = (answers: number[]) => {
    output.replaceChildren(
      answers.length
        ? playedView(playAnswers(answers))
        : el('p', {}, 'Type or pick eight answers to see their result.'),
    )
  }
  typed.oninput = () => {
    const answers = parseAnswers(typed.value)
    for (const [index, pick] of picks.entries()) {
      const value = answers[index]
      pick.value = value !== undefined && [1, 2, 3].includes(value) ? String(value) : ''
    }
    generated.value = ''
    show(answers)
  }
  const fromPicks = () => {
    const answers = picks.map((pick) => pick.value).filter(Boolean)
    typed.value = answers.join(' ')
    generated.value = ''
    show(answers.map(Number))
  }
  for (const pick of picks) pick.onchange = fromPicks
  generated.onchange = () => {
    const answers = ended[Number(generated.value)]?.answers
    if (!generated.value || !answers) return
    typed.value = answers.join(' ')
    for (const [index, pick] of picks.entries()) pick.value = String(answers[index] ?? '')
    show(answers)
  }
  show([])
  return el(
    'section',
    { className: 'panel answers', ariaLabel: 'Eight answers at once' },
    el('h3', {}, 'Eight answers at once'),
    el(
      'p',
      {},
      'Type them in question order (1, 2 or 3 each), pick them, or choose a generated path: the machine plays them, one tap each, and shows the result.',
    ),
    el('p', {}, el('label', { htmlFor: 'eight-answers' }, 'Answers '), typed),
    el(
      'details',
      {},
      el('summary', {}, 'Pick each answer'),
      ...quizQuestions.map((question, index) =>
        el(
          'p',
          { className: 'pick' },
          el('label', { htmlFor: `answer-${question.id}` }, `${question.id}. ${question.text}`),
          picks[index] ?? '',
        ),
      ),
    ),
    el('p', {}, el('label', { htmlFor: 'generated-answers' }, 'A generated path '), generated),
    output,
  )
}

async function showMachine(entry: RegisteredMachine, main: HTMLElement): Promise<void> {
  const sets = await entry.pathSets()
  const lab = labMachines[entry.name] ?? {}
  const firstInput = sets[0]?.input
  const session = new LabSession(entry, {
    input: lab.input ?? (() => firstInput),
    pageGuards: lab.pageGuards,
    effects: lab.effects,
    passingDelays: lab.passingDelays,
  })
  const samples = sampleEvents(sets)
  const asVisitor = entry.name === 'quiz'
  // The panels a change draws again; what the viewer types or opens stays as it is.
  const diagram = el('div', { className: 'diagram-slot' })
  const picture = diagramOf(entry)
  diagram.append(picture.figure)
  const replay = el('p', { className: 'replay', dataset: { testid: 'replay' } })
  const visitor = el('div')
  const context = el('div')
  const play = el('div')
  const states = el('div')
  const technical = asVisitor
    ? el(
        'details',
        { className: 'technical' },
        el('summary', {}, "The machine's own events, one at a time"),
        play,
      )
    : play
  let shown: AnyMachineSnapshot | undefined
  const render = () => {
    const snapshot = shown ?? session.snapshot
    // A tap in the visitor's quiz moves the focus to the screen it brings, as the site does.
    const focusWasInQuiz = visitor.contains(document.activeElement)
    let focusTarget: HTMLElement | undefined
    picture.show(activePaths(snapshot.value), `Now: ${nowInWords(entry, snapshot)}`)
    visitor.replaceChildren(
      asVisitor && !shown
        ? visitorPanel(session, (node) => {
            focusTarget = node
          })
        : '',
    )
    if (focusWasInQuiz && !visitor.contains(document.activeElement))
      focusTarget?.focus({ preventScroll: true })
    context.replaceChildren(contextPanel(entry, snapshot))
    play.replaceChildren(
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
    )
    states.replaceChildren(statesPanel(entry, snapshot))
  }
  session.onChange(render)
  render()
  main.replaceChildren(
    el(
      'h2',
      {},
      titleOf(entry.name, entry.machine.id),
      ' ',
      el('code', { className: 'code' }, entry.machine.id),
    ),
    el('p', {}, entry.machine.root.description ?? ''),
    el(
      'div',
      { className: 'view' },
      // What is read and pressed first; the diagram beside it (below it on a phone).
      el(
        'div',
        { className: 'side' },
        replay,
        visitor,
        ...(asVisitor ? [answersPanel(entry, sets)] : []),
        situations[entry.name] ? situationsPanel(entry, session, situations[entry.name] ?? []) : '',
        rulesPanel(entry),
        context,
        technical,
        states,
      ),
      diagram,
    ),
    pathsPanel(entry, sets, (snapshot, caption) => {
      shown = snapshot
      replay.textContent = `Playing a generated path. ${caption}.`
      if (technical instanceof HTMLDetailsElement) technical.open = true
      render()
      diagram.scrollIntoView()
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
// The quiz first: the page opens on it.
const inOrder = [...machineRegistry].sort(
  (a, b) => Number(b.name === 'quiz') - Number(a.name === 'quiz'),
)
for (const entry of inOrder) {
  nav.append(
    el('button', {
      type: 'button',
      textContent: titleOf(entry.name, entry.machine.id),
      onclick: (event) => {
        press(event.currentTarget as HTMLButtonElement)
        void showMachine(entry, main)
      },
    }),
  )
}
// What changed since another revision (`npm run machines:compare`), or how to compare.
nav.append(
  el('button', {
    type: 'button',
    textContent: 'What changed',
    onclick: (event) => {
      press(event.currentTarget as HTMLButtonElement)
      showComparison(main, comparison, titleOf)
    },
  }),
)
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
// The machines' own names (states, events) are there on demand; words come first.
const codeNames = el('input', {
  type: 'checkbox',
  id: 'code-names',
  onchange: () => {
    document.body.classList.toggle('code-names', codeNames.checked)
    for (const figure of document.querySelectorAll('.diagram')) centerLit(figure)
  },
})
document.body.append(
  el(
    'header',
    {},
    el('h1', {}, 'The machines, to try'),
    el(
      'p',
      {},
      'Each machine of the site runs here with its real rules: play the quiz as a visitor does, try eight answers at once, move a clock, decide what the page would do, or play a generated test path. Nothing leaves this page.',
    ),
    nav,
    el(
      'p',
      { className: 'switch' },
      codeNames,
      el('label', { htmlFor: 'code-names' }, ' Show the code names'),
    ),
  ),
  main,
)
;(nav.querySelector('button') as HTMLButtonElement | null)?.click()
