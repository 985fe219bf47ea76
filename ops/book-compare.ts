/**
 * `npm run machines:compare -- <ref>`: what changed for visitors since the code at <ref>, in words,
 * before and after. Both sides are built from their code by today's tooling (ops/book.ts): <ref> in
 * a temporary git worktree, never from a committed book. It compares every rule, requirement,
 * visible string, answer set and path: paths by what they do (their events), a path one side no
 * longer generates played on that side's machine; each change once per group, with a count.
 * "No behaviour changed" only when the two models are the same.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { rootDir } from '../build/build-dirs'
import { type BookModel, bookModel, type Scenario } from './book'

/** Today's tooling, run on the other side's code. */
const tooling = [
  'ops/book.ts',
  'ops/book-chapters.ts',
  'testing/path-coverage.ts',
  'testing/machine-graph.ts',
]

/** A reason the compare cannot run, said in one line. */
class Refusal extends Error {}

/** The model of the code in `dir` (a copy of the project), built there by today's tooling. */
export function modelIn(dir: string, replay: readonly string[]): BookModel {
  for (const file of tooling) cpSync(join(rootDir, file), join(dir, file))
  writeFileSync(join(dir, 'replay.json'), JSON.stringify(replay))
  const args = ['--import', 'tsx', 'ops/book.ts', '--model', 'model.json', 'replay.json']
  execFileSync(process.execPath, args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] })
  return JSON.parse(readFileSync(join(dir, 'model.json'), 'utf8'))
}

/** The model of the code at `ref`, in a temporary worktree that is always removed. */
function modelAt(ref: string, replay: readonly string[]): BookModel {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: rootDir, stdio: ['ignore', 'pipe', 'pipe'] })
  try {
    git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`)
  } catch {
    throw new Refusal(`No revision ${JSON.stringify(ref)} in this repository: nothing compared.`)
  }
  const dir = mkdtempSync(join(tmpdir(), 'behaviour-at-'))
  try {
    git('worktree', 'add', '--detach', dir, ref)
    symlinkSync(join(rootDir, 'node_modules'), join(dir, 'node_modules'))
    return modelIn(dir, replay)
  } catch (error) {
    const said = String((error as { stderr?: unknown }).stderr ?? error)
      .trim()
      .split('\n')
    const cause = said.find((line) => /Error\b/.test(line)) ?? said.at(-1)
    throw new Refusal(`Could not build the behaviour at ${ref} with today's tooling: ${cause}`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
    git('worktree', 'prune')
  }
}

const q = (text: string) => `“${text}”`
const count = (n: number, what: string) => `${n.toLocaleString('en')} ${what}${n === 1 ? '' : 's'}`

/** The differing middle of two texts, widened to whole words: `8:28` -> `10:00`. */
function fragments(a: string, b: string): [string, string] {
  let start = 0
  while (start < a.length && a[start] === b[start]) start++
  let end = 0
  while (end < a.length - start && end < b.length - start && a.at(-1 - end) === b.at(-1 - end))
    end++
  const word = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}:.,]/u.test(c)
  while (start > 0 && word(a[start - 1]) && (word(a[start]) || word(b[start]))) start--
  while (end > 0 && word(a.at(-end)) && (word(a.at(-end - 1)) || word(b.at(-end - 1)))) end--
  return [a.slice(start, a.length - end), b.slice(start, b.length - end)]
}
const change = (a: string, b: string) => fragments(a, b).map(q).join(' -> ')

type Part = BookModel['answers'][string][string]

/**
 * How one part of the results changed for an answer set: words that hold for its whole group,
 * and this set's own detail (which answers a list names now).
 */
function partChange(part: string, was: Part, now: Part, score: number): [string, string] | [] {
  if (was.from.join() !== now.from.join()) {
    if (was.from.length === 1 && now.from.length === 1)
      return [`${part} was question ${was.from[0]}'s answer, is now question ${now.from[0]}'s`, '']
    const list = (from: number[]) => (from.length ? `question ${from.join(', ')}` : 'none')
    return [`${part} names other answers`, `${part} ${list(was.from)} -> ${list(now.from)}`]
  }
  const general = (text: string) => text.replaceAll(String(score), 'N')
  return was.text === now.text
    ? []
    : [`${part}: ${change(general(was.text), general(now.text))}`, '']
}

/** Texts with each changed string of `words` as its name, so that wording is said once. */
function wordingOf(was: BookModel, now: BookModel) {
  const changed = Object.keys({ ...was.words, ...now.words }).filter(
    (key) => was.words[key] !== now.words[key],
  )
  const lines = changed.map((key) =>
    key in was.words && key in now.words
      ? `Wording, ${key}: ${q(was.words[key] ?? '')} -> ${q(now.words[key] ?? '')}`
      : `Wording ${key in now.words ? 'new' : 'gone'}, ${key}: ${q(now.words[key] ?? was.words[key] ?? '')}`,
  )
  const named = (words: Record<string, string>) => {
    const pairs = changed
      .flatMap((key) => (words[key] && words[key].length > 2 ? [[words[key], `⟨${key}⟩`]] : []))
      .sort(([a], [b]) => (b?.length ?? 0) - (a?.length ?? 0))
    return (text: string) => pairs.reduce((t, [from = '', to = '']) => t.replaceAll(from, to), text)
  }
  return { lines, was: named(was.words), now: named(now.words) }
}

/** Every change from `was` to `now` in words, each group once; none when they are the same. */
export function compareModels(was: BookModel, now: BookModel): string[] {
  const wording = wordingOf(was, now)
  const lines = [...wording.lines]
  // Requirements: sentences and the figures outside their bounds.
  for (const id of new Set([...Object.keys(was.requirements), ...Object.keys(now.requirements)])) {
    const [a, b] = [was.requirements[id], now.requirements[id]]
    if (a === undefined || b === undefined)
      lines.push(`Requirement ${id} ${a ? 'gone' : 'new'}: ${q(a ?? b ?? '')}`)
    else if (wording.was(a) !== wording.now(b)) lines.push(`Requirement ${id}: ${change(a, b)}`)
  }
  for (const out of now.outOfBounds)
    if (!was.outOfBounds.includes(out)) lines.push(`Out of bound, requirement ${out}`)
  // Every answer set: what its results show, grouped by how it changed.
  const groups = new Map<string, string[]>()
  for (const [answers, shown] of Object.entries(now.answers)) {
    const before = was.answers[answers]
    const score = answers.split(',').reduce((sum, value) => sum + Number(value), 0)
    const norm = (part: Part, say: (text: string) => string) => ({ ...part, text: say(part.text) })
    const said = Object.entries(shown).flatMap(([part, after]) => {
      const old = before?.[part]
      return old ? [partChange(part, norm(old, wording.was), norm(after, wording.now), score)] : []
    })
    const key = said
      .map(([words]) => words)
      .filter(Boolean)
      .join('; ')
    const detail = said
      .map(([, each]) => each)
      .filter(Boolean)
      .join('; ')
    if (key) groups.set(key, [...(groups.get(key) ?? []), `${answers}${detail && `: ${detail}`}`])
  }
  const total = Object.keys(now.answers).length.toLocaleString('en')
  for (const [said, sets] of [...groups].sort(([, a], [, b]) => b.length - a.length))
    lines.push(
      `The quiz's results, ${count(sets.length, 'answer set')} of ${total}: ${said} (e.g. answers ${sets[0]})`,
    )
  // A figure a rule states that moved (`8:28` -> `10:00`) is said there once, not again per path.
  const moved = now.machines
    .flatMap(({ title, rules }) => {
      const before = new Map(was.machines.find((old) => old.title === title)?.rules)
      return rules.flatMap(([rule, value]) => {
        const old = before.get(rule)
        return old && old !== value ? [fragments(old, value)] : []
      })
    })
    .filter(([a, b]) => /\D/.test(a + b) && a.length > 2 && b.length > 2)
  const explained = (say: (text: string) => string, side: 0 | 1) => (text: string) =>
    moved.reduce((t, pair) => t.replaceAll(pair[side], `⟨${pair[0]}⟩`), say(text))
  const paths = { ...wording, was: explained(wording.was, 0), now: explained(wording.now, 1) }
  // Per machine: rules, paths by what they do, states and transitions.
  for (const book of now.machines) {
    const old = was.machines.find((each) => each.title === book.title)
    if (!old) {
      lines.push(`New machine: ${book.title}`)
      continue
    }
    const rules = new Map(old.rules)
    for (const [rule, value] of book.rules) {
      const before = rules.get(rule)
      if (before === undefined) lines.push(`${book.title}, new rule ${q(rule)}: ${value}`)
      else if (wording.was(before) !== wording.now(value)) {
        const long = before.length + value.length > 120
        lines.push(
          `${book.title}, ${rule}: ${long ? change(before, value) : `${before} -> ${value}`}`,
        )
      }
      rules.delete(rule)
    }
    for (const [rule, value] of rules) lines.push(`${book.title}, rule gone ${q(rule)}: ${value}`)
    lines.push(...pathChanges(book.title, old, book, was, now, paths))
    lines.push(...codeChanges(book.title, old, book, was))
  }
  for (const old of was.machines)
    if (!now.machines.some((each) => each.title === old.title))
      lines.push(`Machine gone: ${old.title}`)
  const { replays: _, ...a } = was
  const { replays: __, ...b } = now
  if (!lines.length && JSON.stringify(a) !== JSON.stringify(b))
    lines.push(
      'The behaviour changed in a way this compare does not word: a fault of ops/book-compare.ts.',
    )
  return lines
}

type Book = BookModel['machines'][number]

/** The paths' changes of one machine, by group and kind of change. */
function pathChanges(
  title: string,
  old: Book,
  book: Book,
  was: BookModel,
  now: BookModel,
  wording: ReturnType<typeof wordingOf>,
): string[] {
  const all = (b: Book) => new Map(b.groups.flatMap((g) => g.scenarios.map((s) => [s.key, s])))
  const [before, after] = [all(old), all(book)]
  const byGroup = new Map<string, { changes: Map<string, number>; example: string; n: number }>()
  let regenerated = 0
  const note = (key: string, example: string, said: string[]) => {
    const label = key.split('|')[1]
    const group = byGroup.get(label ?? '') ?? { changes: new Map(), example, n: 0 }
    group.n++
    for (const each of said) group.changes.set(each, (group.changes.get(each) ?? 0) + 1)
    byGroup.set(label ?? '', group)
  }
  const field = (name: string, a: string, b: string) => {
    const [was, now] = [wording.was(a), wording.now(b)]
    if (was === now) return []
    return [`${name} ${name === 'sees' ? `${q(was)} -> ${q(now)}` : change(was, now)}`]
  }
  for (const [key, s] of after) {
    const o: Scenario | undefined = before.get(key)
    if (o) {
      const said = [
        ...field('how', o.how, s.how),
        ...field('sees', o.sees, s.sees),
        ...field('proves', o.proves, s.proves),
      ]
      if (said.length) note(key, s.how, said)
    } else {
      const said = field('sees', was.replays[key] ?? '', s.sees)
      if (said.length) note(key, s.how, said)
      else regenerated++
    }
  }
  for (const [key, o] of before) {
    if (after.has(key)) continue
    const said = field('sees', o.sees, now.replays[key] ?? '')
    if (said.length) note(key, o.how, said)
    else regenerated++
  }
  const lines = [...byGroup].map(([label, { changes, example, n }]) => {
    const listed = [...changes]
      .sort(([, a], [, b]) => b - a)
      .slice(0, 3)
      .map(([said, times]) => `${said}${n > 1 ? ` (${times})` : ''}`)
    const more = changes.size > 3 ? `, and ${changes.size - 3} more like them` : ''
    return `${title}${label ? ` (${label})` : ''}, ${count(n, 'path')}: ${listed.join('; ')}${more}; e.g. ${q(example)}`
  })
  if (regenerated)
    lines.push(
      `${title}: ${count(regenerated, 'path')} generated on one side only, each ending alike on both`,
    )
  return lines
}

/** States and transitions come, gone or no longer reached, with the rules and paths they carried. */
function codeChanges(title: string, old: Book, book: Book, was: BookModel): string[] {
  // A state by its name, a transition by what it does (its delay's length is a rule's figure).
  const id = (line: string) => /^state `[^`]+`/.exec(line)?.[0] ?? line.replace(/ \(\d+ ms\)/g, '')
  const lines: string[] = []
  const before = new Map(old.code.map((each) => [id(each.line), each]))
  for (const { line, reached } of book.code) {
    const o = before.get(id(line))
    const unreached = reached ? '' : ': reached by no path'
    if (!o) lines.push(`${title}, new in code: ${line}${unreached}`)
    else if (o.reached && !reached) lines.push(`${title}: ${id(line)} is now reached by no path`)
    before.delete(id(line))
  }
  for (const [key, { line }] of before) {
    const carried = old.transitions[line]
    if (!carried) {
      lines.push(`${title}, gone from code: ${line}`)
      continue
    }
    const rules = carried.requirements.map((rule) => `${rule} (${q(was.requirements[rule] ?? '')})`)
    const how = old.groups
      .flatMap((g) => g.scenarios)
      .find((s) => s.key === carried.takenBy[0])?.how
    lines.push(
      `${title}, transition gone: ${key}${carried.words ? ` (${carried.words})` : ''}; the rules it carried no longer hold there: ${rules.join(', ') || 'none'}; ${count(carried.takenBy.length, 'path')} took it${how ? `, e.g. ${q(how)}` : ''}`,
    )
  }
  return lines
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const ref = process.argv[2] ?? 'HEAD'
  try {
    const keys = (model: BookModel) =>
      model.machines.flatMap((b) => b.groups.flatMap((g) => g.scenarios.map((s) => s.key)))
    const first = await bookModel()
    const was = modelAt(ref, keys(first))
    const now = await bookModel(keys(was).filter((key) => !keys(first).includes(key)))
    const changes = compareModels(was, now)
    console.log(
      changes.length
        ? [
            `Since ${ref}, ${count(changes.length, 'change')}:`,
            ...changes.map((line) => `- ${line}`),
          ].join('\n')
        : `No behaviour changed since ${ref}.`,
    )
  } catch (error) {
    if (!(error instanceof Refusal)) throw error
    console.error(error.message)
    process.exitCode = 2
  }
}
