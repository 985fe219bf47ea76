/**
 * The behaviour book, docs/behaviour.md: per machine of machines/registry.ts, its rules as a
 * visitor feels them and every path its tests generate as a numbered scenario (how a tester
 * produces it, what the visitor then sees, the requirements it proves), written from the charts,
 * the content and ops/book-chapters.ts; the code names in each machine's last section only.
 * tests/generated-docs.test.ts holds it fresh, so a pull request's diff of it shows what a change does.
 *
 * `npm run book` writes it; `npm run machines:compare -- <ref>` says in words what changed since
 * the book committed at <ref>, and says that no behaviour changed only when the two are the same.
 */
import { execFileSync } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  getStateNodes as activeNodes,
  initialTransition,
  transition,
} from 'xstate'
import { getStateNodes } from 'xstate/graph'
import { rootDir } from '../build/build-dirs'
import { type MachinePathSet, machineRegistry } from '../machines/registry'
import { type Chapter, chapters, chartChapter } from './book-chapters'

export const bookFile = join(rootDir, 'docs/behaviour.md')
const bookPath = 'docs/behaviour.md'

interface Scenario {
  how: string
  sees: string
  proves: string
}

interface ScenarioGroup {
  label: string
  scenarios: Scenario[]
}

export interface MachineBook {
  title: string
  summary: string
  rules: [string, string][]
  groups: ScenarioGroup[]
  code: string[]
}

/** The requirement IDs a state node or transition carries (`meta: { requirements }`). */
const requirementsIn = (meta: unknown): string[] =>
  (meta as { requirements?: string[] } | undefined)?.requirements ?? []

/** One generated path as a scenario, replayed on XState's pure transitions. */
function scenarioOf(
  chapter: Chapter,
  machine: AnyStateMachine,
  set: MachinePathSet,
  path: MachinePathSet['paths'][number],
): Scenario {
  const [first] = initialTransition(machine, set.input)
  const how = [chapter.open(set)]
  const proves = new Set<string>()
  const reach = (snapshot: AnyMachineSnapshot) => {
    for (const node of activeNodes(machine.root, snapshot.value)) {
      for (const id of requirementsIn(node.meta)) proves.add(id)
    }
  }
  reach(first)
  let before: AnyMachineSnapshot = first
  const events = path.steps
    .map((step) => step.event)
    .filter((event) => event.type !== 'xstate.init')
  for (const event of events) {
    for (const taken of machine.getTransitionData(before, event) as AnyTransitionDefinition[]) {
      for (const id of requirementsIn(taken.meta)) proves.add(id)
    }
    const [after] = transition(machine, before, event)
    const words = chapter.step({ event, before, after }, set)
    if (words) how.push(words)
    reach(after)
    before = after
  }
  return {
    how: how.join(' '),
    sees: chapter.sees(before, set, events),
    proves: [...proves].sort().join(', ') || 'none',
  }
}

const nameOfGuard = (guard: unknown) =>
  typeof guard === 'string' ? guard : ((guard as { type?: string } | undefined)?.type ?? '')

/** `xstate.after.patience.resultsLoader.loading.waiting` as `after patience`. */
const eventName = (type: string) =>
  type.startsWith('xstate.after.') ? `after ${type.split('.')[2]}` : type || 'always'

/** Every state and transition of the chart by its code names: what no path takes shows too. */
function codeOf(machine: AnyStateMachine): string[] {
  const nodes = getStateNodes(machine) as AnyStateNode[]
  const short = (node: AnyStateNode) => `\`${node.id.slice(machine.id.length + 1)}\``
  const states = nodes.map((node) => {
    const tags = node.tags.length ? ` (tags: ${node.tags.join(', ')})` : ''
    const final = node.type === 'final' ? ' (final)' : ''
    return `state ${short(node)}${final}${tags}: ${node.description ?? ''}`.trim()
  })
  const transitions = nodes.flatMap((node) =>
    [...node.transitions.values(), node.always ?? []].flat().map((taken) => {
      const guard = taken.guard ? ` [${nameOfGuard(taken.guard)}]` : ''
      const actions = (taken.actions as unknown[])
        .map((action) => (typeof action === 'string' ? action : ''))
        .filter(Boolean)
      const does = actions.length ? ` / ${actions.join(', ')}` : ''
      const target = taken.target?.map(short).join(', ') ?? '(stays)'
      return `${short(node)} -${eventName(taken.eventType)}${guard}-> ${target}${does}`
    }),
  )
  return [...states, ...transitions]
}

/** Every registered machine's chapter of the book. */
export async function machineBooks(): Promise<MachineBook[]> {
  return Promise.all(
    machineRegistry.map(async (entry) => {
      const chapter = chapters[entry.machine.id] ?? chartChapter(entry.machine)
      const sets = await entry.pathSets()
      return {
        title: chapter.title,
        summary: entry.machine.root.description ?? '',
        rules: chapter.rules(entry.machine),
        groups: sets.map((set) => ({
          label: set.label ?? '',
          scenarios: set.paths.map((path) =>
            scenarioOf(chapter, set.machine ?? entry.machine, set, path),
          ),
        })),
        code: codeOf(entry.machine),
      }
    }),
  )
}

const cell = (text: string) => text.replaceAll('|', '\\|')
const anchor = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replaceAll(' ', '-')

export function renderBook(books: readonly MachineBook[]): string {
  const lines = [
    '# Behaviour book',
    '',
    `<!-- Generated by \`npm run book\` (ops/book.ts) from the machines, their requirements and the content. Do not edit by hand: tests/generated-docs.test.ts fails when it differs from what they generate. -->`,
    '',
    'What each statechart does, as a visitor and a tester meet it: its rules, every figure read from',
    'the code and the content, and every path its tests generate as a numbered scenario (each runs on',
    'the machine and in three browsers): how to produce it, what the visitor then sees, and the',
    'requirements it proves (docs/requirements.md). The diff of this file in a pull request shows what',
    'a change does to visitors; `npm run machines:compare -- <ref>` says it in words. Code names are',
    "in each machine's last section only.",
    '',
    ...books.map((book) => `- [${book.title}](#${anchor(book.title)})`),
  ]
  for (const book of books) {
    lines.push('', `## ${book.title}`, '', book.summary, '', '### Rules', '')
    lines.push('| Rule | Now |', '| --- | --- |')
    lines.push(...book.rules.map(([rule, value]) => `| ${cell(rule)} | ${cell(value)} |`))
    lines.push('', '### Scenarios')
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
    lines.push('', '### In code', '', ...book.code.map((line) => `- ${line}`))
  }
  return `${lines.join('\n')}\n`
}

/**
 * Each line of a book as `renderBook` writes it, by where it stands: machine, section, group, and
 * the rule, the scenario's field or the code line it is. A line whose place is in both books but
 * whose words differ changed; one whose place is in one book only came or went.
 */
function linesByPlace(markdown: string): Map<string, string> {
  const places = new Map<string, string>()
  let at: string[] = []
  let scenario = ''
  for (const line of markdown.split('\n')) {
    const heading = /^(#{2,4}) (.*)$/.exec(line)
    if (heading) {
      at = [...at.slice(0, (heading[1]?.length ?? 2) - 2), heading[2] ?? '']
      scenario = ''
    } else if (at.length && line.trim() && !/^\| (Rule|---) \|/.test(line)) {
      const field = /^(?:(\d+)\. )?\s*\*\*(How|Sees|Proves):\*\* (.*?)\s*$/.exec(line)
      const rule = /^\| (.*?) (?<!\\)\| (.*) \|$/.exec(line)
      if (field?.[1]) scenario = `scenario ${field[1]}`
      if (field) places.set([...at, scenario, field[2]].join(' › '), field[3] ?? '')
      else if (rule) places.set([...at, rule[1]].join(' › '), rule[2] ?? '')
      else if (line.startsWith('- ')) places.set([...at, line.slice(2)].join(' › '), '')
      else places.set([...at, 'what it is'].join(' › '), line)
    }
  }
  return places
}

/** What changed from the book `before` to the book `after`, in words; empty when nothing did. */
export function compareBooks(before: string, after: string): string[] {
  const was = linesByPlace(before)
  const now = linesByPlace(after)
  const said = (place: string, words: string) => (words ? `${place}: ${words}` : place)
  return [
    ...[...now].flatMap(([place, words]) => {
      const old = was.get(place)
      if (old === undefined) return [`New: ${said(place, words)}`]
      return old === words ? [] : [`Changed: ${place}: ${old} -> ${words}`]
    }),
    ...[...was].flatMap(([place, words]) =>
      now.has(place) ? [] : [`Gone: ${said(place, words)}`],
    ),
  ]
}

/** The book committed at `ref`, or why there is none. */
function bookAt(ref: string): string {
  try {
    return execFileSync('git', ['show', `${ref}:${bookPath}`], {
      cwd: rootDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    })
  } catch {
    throw new Error(`No behaviour book at ${ref} (${bookPath}): is ${ref} a revision that has one?`)
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const markdown = renderBook(await machineBooks())
  const compareAt = process.argv.indexOf('--compare')
  if (compareAt > 0) {
    const ref = process.argv[compareAt + 1] ?? 'HEAD'
    const before = bookAt(ref)
    const changes = compareBooks(before, markdown)
    // Never an all-clear for a book that differs, whatever the listing missed.
    if (!changes.length && before !== markdown)
      changes.push(
        `The book changed in a way not listed here: see \`git diff ${ref} -- ${bookPath}\`.`,
      )
    console.log(
      changes.length
        ? [`Since ${ref}:`, ...changes].join('\n')
        : `No behaviour changed since ${ref}.`,
    )
  } else if (process.argv.includes('--print')) process.stdout.write(markdown)
  else {
    await writeFile(bookFile, markdown)
    console.log(`Wrote ${bookPath}`)
  }
}
