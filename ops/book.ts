/**
 * The behaviour book, docs/behaviour.md: per machine of machines/registry.ts, its rules as a
 * visitor feels them and every path its tests generate as a numbered scenario (how a tester
 * produces it, what the visitor then sees, the requirements it proves), written from the charts,
 * the content and ops/book-chapters.ts; the code names in each machine's last section only, with
 * what no path reaches. tests/generated-docs.test.ts holds it fresh.
 *
 * `npm run book` writes it. `bookModel()` is all of it as data, with what the book only states as a
 * rule: the results of every answer set, every visitor-visible string, the requirements' sentences
 * and bounds. ops/book-compare.ts builds that model at two revisions and says what changed.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  getStateNodes as activeNodes,
  type EventObject,
  initialTransition,
  transition,
} from 'xstate'
import { getStateNodes } from 'xstate/graph'
import { rootDir } from '../build/build-dirs'
import { catalogue, type MachinePathSet, machineRegistry, runnersOf } from '../machines/registry'
import {
  describeActions,
  describeTargets,
  describeTransition,
  describeTrigger,
  nameOf,
  requirementsIn,
  shortId,
  transitionsOf,
} from '../testing/machine-graph'
import { coverageOf } from '../testing/path-coverage'
import { chapterOf } from './book-chapters'
import {
  answerSets,
  type ResultsFault,
  resultsFaults,
  resultsShown,
  visibleWords,
} from './book-results'
import { triggerInWords, wordsFor } from './diagrams/words'

/** The exit code of a model whose paths ran past the search's limit (`ranAway`). */
export const ranAwayExit = 3

/** Whether `error` is a model's search for paths run past its limit (machines/registry.ts says so). */
export const ranAway = (error: unknown): error is Error =>
  error instanceof Error &&
  /: generating its paths visited more than \d+ snapshots/.test(error.message)

export const bookFile = join(rootDir, 'docs/behaviour.md')

export interface Scenario {
  /** What the path does, whatever its number: its machine, its set and its events. */
  key: string
  how: string
  sees: string
  proves: string
}

/**
 * A transition by its code names: what triggers it and on what condition, what it does (its
 * actions), each in its chart's words; the rules it carries and the scenarios that take it.
 */
interface Carrier {
  words: string
  guard: string
  actions: string[]
  requirements: string[]
  takenBy: string[]
}

export interface MachineBook {
  title: string
  summary: string
  /** Where its scenarios run: the test files, on the machine alone and in the browsers. */
  runs: string
  rules: [string, string][]
  groups: { label: string; scenarios: Scenario[] }[]
  /**
   * States and transitions by their code names, `reached` false for those no path reaches; `key`
   * is what each is known by across revisions: a state by its name, a transition by its source,
   * trigger and target (not its guard's or actions' names, which a rename changes).
   */
  code: { line: string; key: string; reached: boolean }[]
  transitions: Record<string, Carrier>
  /** What its guards, actions, events and delays mean, by name: its chart's `meta.words`. */
  words: Record<string, string>
}

export interface BookModel {
  machines: MachineBook[]
  /** Every requirement's sentence, by ID. */
  requirements: Record<string, string>
  /** Each figure outside its requirement's bound, in words. */
  outOfBounds: string[]
  words: Record<string, string>
  /** What the results show, by answer set (`1,3,2,…`). */
  answers: Record<string, ReturnType<typeof resultsShown>>
  /** What a visitor would call broken in the results, by answer set: only the sets with a fault. */
  faults: Record<string, ResultsFault[]>
  /** What the visitor sees at the end of each path asked for by key (another revision's). */
  replays: Record<string, string>
}

/** A chart's own words (`meta.words` on its root). */
const chartWords = (machine: AnyStateMachine): Record<string, string> =>
  (machine.root.meta as { words?: Record<string, string> } | undefined)?.words ?? {}

/**
 * A path's key: its machine's folder, its set and its events, a delay's event without the chart's
 * id (`xstate.after.patience.#.loading.waiting`), so that a chart renamed still pairs its paths.
 */
const keyOf = (name: string, label: string, events: readonly EventObject[], id: string) =>
  `${name}|${label}|${JSON.stringify(events).replaceAll(`.${id}.`, '.#.')}`

/** The events of a path's key, for the chart `id`. */
const eventsIn = (key: string, id: string): EventObject[] =>
  JSON.parse((key.split('|')[2] ?? '[]').replaceAll('.#.', `.${id}.`))

/**
 * A path (its events) played on the machine from its set's input, as a scenario. A step or an end
 * its chapter does not know is said in its chart's words (an event's `meta.words`, a state's
 * description); with none, the book stops and names it. `replayed`: another revision's path, of
 * which only the end is asked (its events may be unknown here).
 */
function scenarioOf(
  name: string,
  set: MachinePathSet,
  events: readonly EventObject[],
  replayed = false,
): Scenario & { touched: string[] } {
  const entry = machineRegistry.find((each) => each.name === name)
  if (!entry) throw new Error(`No machine ${name}`)
  const machine: AnyStateMachine = set.machine ?? entry.machine
  const chapter = chapterOf(machine)
  // What the path is for: its last step's, the transition taken and the states it enters.
  let proves = new Set<string>()
  const touched = new Set<string>()
  const reach = (snapshot: AnyMachineSnapshot, from?: AnyMachineSnapshot) => {
    const was = from ? activeNodes(machine.root, from.value) : []
    for (const node of activeNodes(machine.root, snapshot.value))
      if (!was.includes(node)) for (const id of requirementsIn(node.meta)) proves.add(id)
  }
  let [before] = initialTransition(machine, set.input)
  reach(before)
  const how = [chapter.open(set, before)]
  for (const event of events) {
    for (const id of proves) touched.add(id)
    proves = new Set()
    for (const taken of machine.getTransitionData(before, event) as AnyTransitionDefinition[])
      for (const id of requirementsIn(taken.meta)) proves.add(id)
    const [after] = transition(machine, before, event)
    if (!replayed) {
      const said = chapter.step({ event, before, after }, set)
      const name = event.type.startsWith('xstate.after.') ? event.type.split('.')[2] : event.type
      const words = said ?? `Then ${wordsFor(machine, name ?? event.type)}.`
      if (words) how.push(words)
    }
    reach(after, before)
    before = after
  }
  // A last step that carries no rule (an ignored tap) is for what the state it leaves holds.
  if (!proves.size) reach(before)
  let sees = chapter.sees(before, set, events) ?? described(machine, before)
  const reload = chapter.reload?.(before)
  if (reload) {
    how.push('Reload the page.')
    const again = chapter.sees(reload.after, set, events) ?? described(machine, reload.after)
    sees = `${sees} After the reload: ${again}`
    proves = new Set([...proves, ...reload.proves])
  }
  return {
    key: keyOf(name, set.label ?? '', events, machine.id),
    how: how.join(' '),
    sees,
    proves: [...proves].sort().join(', ') || 'none',
    touched: [...touched],
  }
}

/** What a state a chapter does not know shows: its innermost state's description, or the book stops. */
function described(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string {
  const [inner] = activeNodes(machine.root, snapshot.value).slice(-1)
  if (inner?.description) return inner.description
  throw new Error(
    `${machine.id}: the book cannot say what the state ${JSON.stringify(snapshot.value)} shows: give it a description in its chart, or words in its chart's meta.book`,
  )
}

const eventsOf = (path: MachinePathSet['paths'][number]) =>
  path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init')

/** The book as data; `replay` asks what the paths of these keys (another revision's) end at here. */
export async function bookModel(replay: readonly string[] = []): Promise<BookModel> {
  const loaded = await Promise.all(
    machineRegistry.map(async (entry) => ({ ...entry, sets: await entry.pathSets() })),
  )
  const machines = loaded.map((entry): MachineBook => {
    const chapter = chapterOf(entry.machine)
    const played = entry.sets.map((set) => ({
      label: set.label ?? '',
      scenarios: set.paths.map((path) => scenarioOf(entry.name, set, eventsOf(path))),
    }))
    // A rule no path ends on (one its first steps carry) is for the first path that keeps it.
    const all = played.flatMap((group) => group.scenarios)
    const ends = new Set(all.flatMap((scenario) => scenario.proves.split(', ')))
    for (const id of new Set(all.flatMap((scenario) => scenario.touched)))
      if (!ends.has(id)) {
        const first = all.find((scenario) => scenario.touched.includes(id))
        if (first) first.proves = [...first.proves.split(', '), id].sort().join(', ')
      }
    const groups = played.map(({ label, scenarios }) => ({
      label,
      scenarios: scenarios.map(({ touched: _, ...scenario }): Scenario => scenario),
    }))
    const keys = groups.flatMap((group) => group.scenarios.map((scenario) => scenario.key))
    const coverage = coverageOf(entry)
    const seen = new Map<string, number>()
    const transitions = transitionsOf(entry.machine).map((each) => {
      const { key, definition, source } = each
      const line = `\`${shortId(source)}\` -> ${describeTargets(each)}: ${describeTransition(each)}`
      const takenBy = keys.filter((_, at) => coverage.traces[at]?.steps.flat().includes(key))
      const [trigger] = describeTrigger(each).split(' (')
      const known = `\`${shortId(source)}\` -> ${describeTargets(each)}: ${trigger}`
      seen.set(known, (seen.get(known) ?? 0) + 1)
      const carrier: Carrier = {
        words: triggerInWords(each),
        guard: definition.guard === undefined ? '' : nameOf(definition.guard),
        actions: describeActions(definition.actions),
        requirements: requirementsIn(definition.meta),
        takenBy,
      }
      return [
        line,
        { ...carrier, key: `${known}${seen.get(known) === 1 ? '' : ` #${seen.get(known)}`}` },
      ] as const
    })
    return {
      title: chapter.title,
      summary: entry.machine.root.description ?? '',
      runs: runnersOf(entry)
        .map(({ layer, file }) =>
          layer === 'machine'
            ? `on the machine alone (${file})`
            : `in Chromium, WebKit and Gecko, those that between them take every step (${file})${chapter.inBrowsers ? `: ${chapter.inBrowsers}` : ''}`,
        )
        .join(' and '),
      rules: chapter.rules,
      groups,
      code: [
        ...getStateNodes(entry.machine).map((node, index) => ({
          key: `state \`${shortId(node)}\``,
          line: `state \`${shortId(node)}\`${node.type === 'final' ? ' (final)' : ''}${node.tags.length ? ` (tags: ${node.tags.join(', ')})` : ''}: ${node.description ?? ''}`,
          reached: coverage.states[index]?.covered ?? false,
        })),
        ...transitions.map(([line, { key }], index) => ({
          line,
          key,
          reached: coverage.transitions[index]?.covered ?? false,
        })),
      ],
      words: chartWords(entry.machine),
      transitions: Object.fromEntries(
        transitions.map(([line, { key: _, ...carrier }]) => [line, carrier]),
      ),
    }
  })
  const replays = replay.flatMap((key) => {
    const [name = '', label = ''] = key.split('|')
    const entry = loaded.find((each) => each.name === name)
    const set = entry?.sets.find((each) => (each.label ?? '') === label)
    const id = (set?.machine ?? entry?.machine)?.id ?? ''
    return set ? [[key, scenarioOf(name, set, eventsIn(key, id), true).sees]] : []
  })
  return {
    machines,
    requirements: Object.fromEntries(catalogue.map(({ id, rule }) => [id, rule])),
    outOfBounds: catalogue.flatMap(({ id, bound: b }) =>
      b && (b.value < b.from || b.value > b.to)
        ? `${id}: ${b.what} is ${b.value} ${b.unit}, outside its bound of ${b.from}-${b.to} ${b.unit}`
        : [],
    ),
    words: visibleWords(),
    answers: Object.fromEntries(answerSets().map((set) => [set.join(','), resultsShown(set)])),
    faults: Object.fromEntries(
      answerSets().flatMap((set) => {
        const faults = resultsFaults(set)
        return faults.length ? [[set.join(','), faults]] : []
      }),
    ),
    replays: Object.fromEntries(replays),
  }
}

const cell = (text: string) => text.replaceAll('|', '\\|')
const anchor = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replaceAll(' ', '-')

export function renderBook({ machines, requirements }: BookModel): string {
  const proved = `, ${machines.flatMap((b) => b.groups.flatMap((g) => g.scenarios.map((s) => s.proves))).join(', ')},`
  const elsewhere = Object.keys(requirements).filter((id) => !proved.includes(`, ${id},`))
  const lines = [
    '# Behaviour book',
    '',
    `<!-- Generated by \`npm run book\` (ops/book.ts) from the machines, their requirements and the content. Do not edit by hand: tests/generated-docs.test.ts fails when it differs from what they generate. -->`,
    '',
    'What each statechart does, as a visitor and a tester meet it: its rules (every figure read from',
    'the code and the content), then every path its tests generate, as numbered scenarios: **How** to',
    "play it on `npm start` (a file held back, refused or failing is one blocked in the browser's dev",
    'tools), what the visitor then **Sees**, and the requirements it **Proves** (docs/requirements.md).',
    'Each machine says where its scenarios run. `npm run machines:compare -- <a> [<b>]` says in words',
    "what changed between two revisions, or since one. Code names are in each machine's last section,",
    '“In code”, only.',
    `Proved by no scenario here, each by its own tests (docs/traceability.md): ${elsewhere.join(', ')}.`,
    '',
    ...machines.map((book) => `- [${book.title}](#${anchor(book.title)})`),
  ]
  for (const book of machines) {
    lines.push('', `## ${book.title}`, '', book.summary, '', '### Rules', '')
    lines.push('| Rule | Now |', '| --- | --- |')
    lines.push(...book.rules.map(([rule, value]) => `| ${cell(rule)} | ${cell(value)} |`))
    lines.push('', '### Scenarios', '', `They run ${book.runs}.`)
    for (const group of book.groups) {
      if (group.label) lines.push('', `#### ${group.label}`)
      lines.push('')
      for (const [index, { how, sees, proves }] of group.scenarios.entries()) {
        lines.push(
          `${index + 1}. **How:** ${how}  `,
          `   **Sees:** ${sees}  `,
          `   **Proves:** ${proves}`,
        )
      }
    }
    lines.push('', '### In code', '')
    for (const { line, reached } of book.code)
      lines.push(`- ${line}${reached ? '' : ' **(reached by no path)**'}`)
  }
  return `${lines.join('\n')}\n`
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // `--model <file> [<file of keys to replay>]`: the model as JSON, for ops/book-compare.ts.
  const [, , flag, out, keys] = process.argv
  if (flag === '--model' && out) {
    const replay = keys ? JSON.parse(await readFile(keys, 'utf8')) : []
    try {
      await writeFile(out, JSON.stringify(await bookModel(replay)))
    } catch (error) {
      if (!ranAway(error)) throw error
      // One line and its own exit code, which the compare passes on (ops/book-compare.ts).
      console.error(error.message)
      process.exit(ranAwayExit)
    }
  } else {
    await writeFile(bookFile, renderBook(await bookModel()))
    console.log('Wrote docs/behaviour.md')
  }
}
