/**
 * `npm run machines:compare -- <a> [<b>]`: what changed for visitors from the code at <a> to <b>,
 * or to the working tree (uncommitted edits included) when <b> is not given, in words, before and
 * after. Both sides are built from their code by today's tooling (ops/book.ts): a ref in a
 * temporary git worktree, never from a committed book; so the tooling's own words are today's on
 * both sides, which the output says when they changed between them (`toolingNote`). It compares every rule, requirement,
 * visible string, answer set and path: paths by what they do (their events), a path one side no
 * longer generates played on that side's machine; transitions by source, trigger and target; each
 * change once per group, with a count. "No behaviour changed" only when the two models are the
 * same; "Do not release" (exit 1) when the new side's results are broken for some answer set.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { diffArrays } from 'diff'
import { rootDir } from '../build/build-dirs'
import { machineRegistry } from '../machines/registry'
import { quizQuestions } from '../src/content/quiz'
import { type BookModel, bookModel, ranAway, ranAwayExit } from './book'
import { bookWords } from './book-chapters'

/** Today's tooling, run on the other side's code. */
const tooling = [
  'ops/book.ts',
  'ops/book-chapters.ts',
  'ops/book-results.ts',
  'ops/diagrams/words.ts',
  'testing/path-coverage.ts',
  'testing/machine-graph.ts',
]

/** A reason the compare cannot run, said in one line, with its exit code. */
class Refusal extends Error {
  constructor(
    message: string,
    readonly exit = 2,
  ) {
    super(message)
  }
}

/** The model of the code in `dir` (a copy of the project), built there by today's tooling. */
export function modelIn(dir: string, replay: readonly string[]): BookModel {
  for (const file of tooling) cpSync(join(rootDir, file), join(dir, file))
  writeFileSync(join(dir, 'replay.json'), JSON.stringify(replay))
  // A revision from before the charts held the book's words (`meta.book`) is worded by today's.
  const words = machineRegistry.map(({ machine }) => [machine.id, bookWords(machine)])
  writeFileSync(join(dir, 'book-words.json'), JSON.stringify(Object.fromEntries(words)))
  const args = ['--import', 'tsx', 'ops/book.ts', '--model', 'model.json', 'replay.json']
  const env = { ...process.env, BOOK_WORDS: join(dir, 'book-words.json') }
  execFileSync(process.execPath, args, { cwd: dir, env, stdio: ['ignore', 'ignore', 'pipe'] })
  return JSON.parse(readFileSync(join(dir, 'model.json'), 'utf8'))
}

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: rootDir, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' })

/**
 * The first commit whose code today's tooling can read: before it the results had no
 * `resultsWords` (the results' parts with the questions they come from), which the book reads for
 * every answer set. Older revisions are refused in one line rather than failing to build.
 */
const reachesBack = '87a6392'

/** The model of the code at `ref`, in a temporary worktree that is always removed. */
function modelAt(ref: string, replay: readonly string[]): BookModel {
  try {
    git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`)
  } catch {
    throw new Refusal(`No revision ${JSON.stringify(ref)} in this repository: nothing compared.`)
  }
  try {
    git('merge-base', '--is-ancestor', reachesBack, ref)
  } catch {
    throw new Refusal(
      `The compare reaches back to ${told(reachesBack)}: before it the results had no parts it can read. Nothing compared.`,
    )
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
    if ((error as { status?: unknown }).status === ranAwayExit)
      throw new Refusal(`At ${ref}: ${said.at(-1)}`, ranAwayExit)
    const cause = said.find((line) => /^\w*Error\b/.test(line.trim())) ?? said.at(-1)
    throw new Refusal(`Could not build the behaviour at ${ref} with today's tooling: ${cause}`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
    git('worktree', 'prune')
  }
}

const q = (text: string) => (/^“[^“]*”$/.test(text) ? text : `“${text}”`)
const both = (a: string, b: string) => `${q(a)} -> ${q(b)}`
const count = (n: number, what: string) => `${n.toLocaleString('en')} ${what}${n === 1 ? '' : 's'}`

/**
 * The runs of words that differ between two texts, old against new (`8 min 26` -> `9 min 58`): the
 * word diff is jsdiff's (`diffArrays` over the words split at spaces, its longest common
 * subsequence), grouped here into what a reader takes as one change.
 */
export function runs(a: string, b: string): [string, string][] {
  const found: [string[], string[], string | undefined][] = []
  let same: string[] = []
  for (const { value, added, removed } of diffArrays(a.split(' '), b.split(' '))) {
    if (!added && !removed) {
      same = value
      continue
    }
    // Runs one unchanged word apart are one change: `8 min 26`.
    const fresh = !found.length || same.length > 1
    if (fresh) found.push([[], [], same.at(-1)])
    const run = found[found.length - 1] as (typeof found)[number]
    if (!fresh) for (const side of [run[0], run[1]]) side.push(...same)
    same = []
    run[removed ? 0 : 1].push(...value)
  }
  // A run too short to read alone (`8` -> `7`, a word gone) takes the word before it.
  return found.map(([old, now, before]) => {
    const bare = !old.length || !now.length || old.join('').length + now.join('').length < 9
    const lead = bare && before ? [before] : []
    return [[...lead, ...old].join(' '), [...lead, ...now].join(' ')]
  })
}
/** Only the words that differ, each run without the quotes and stops at its edges. */
const bare = (text: string) => text.replace(/^“|[”,.]+$/g, '')
const change = (a: string, b: string) =>
  runs(a, b)
    .map(([old, now]) => both(bare(old), bare(now)))
    .join(', ')

/** Entries come, gone or changed between two records, in words. */
function keyed(
  what: string,
  was: Record<string, string>,
  now: Record<string, string>,
  same: (a: string, b: string) => boolean,
  say = (a: string, b: string) => (a.length + b.length > 120 ? change(a, b) : `${a} -> ${b}`),
): string[] {
  return [...new Set([...Object.keys(was), ...Object.keys(now)])].flatMap((key) => {
    const [a, b] = [was[key], now[key]]
    if (a === undefined || b === undefined)
      return [`${what} ${key} ${a === undefined ? 'new' : 'gone'}: ${a ?? b}`]
    return same(a, b) ? [] : [`${what} ${key}: ${say(a, b)}`]
  })
}

/** An answer set in the visitor's words: each question's answer, by its label. */
const answered = (set: string) =>
  set
    .split(',')
    .map((v, at) => quizQuestions[at]?.options[+v - 1]?.label)
    .join(' / ')

type Part = BookModel['answers'][string][string]

/** How one part of the results changed, in words that hold for its whole group of answer sets. */
function partChange(part: string, was: Part, now: Part, score: number): string {
  if (was.from.join() !== now.from.join())
    return was.from.length === 1 && now.from.length === 1
      ? `${part} was question ${was.from[0]}'s answer, is now question ${now.from[0]}'s`
      : `${part} names other answers`
  const general = (text: string) => text.replaceAll(String(score), 'N')
  return was.text === now.text ? '' : `${part}: ${change(general(was.text), general(now.text))}`
}

/**
 * What a visitor would call broken in `now`'s results, grouped by fault: how many answer sets each
 * holds for and one example in whole sentences; whether `was` had it too. Empty when none is.
 */
function brokenResults(was: BookModel, now: BookModel): string[] {
  const total = Object.keys(now.answers).length
  const sets = Object.keys(now.faults)
  if (!sets.length) return []
  const byFault = new Map<string, { part: string; sets: string[] }>()
  for (const [set, faults] of Object.entries(now.faults))
    for (const { part, fault } of faults) {
      const group = byFault.get(fault) ?? { part, sets: [] }
      group.sets.push(set)
      byFault.set(fault, group)
    }
  const before = new Set(Object.values(was.faults).flatMap((faults) => faults.map((f) => f.fault)))
  return [
    `The quiz's results are broken for ${count(sets.length, 'answer set')} of ${total.toLocaleString('en')}:`,
    ...[...byFault].map(([fault, { part, sets: found }]) => {
      const example = found[0] ?? ''
      const shown = now.answers[example]?.[part]?.text ?? ''
      const already = before.has(fault) ? ' It was so before too.' : ''
      return `${count(found.length, 'answer set')}: ${fault} For example, a visitor answering ${answered(example)} reads under ${part}: ${q(shown)}.${already}`
    }),
  ]
}

/**
 * Why `now` must not be released, in whole sentences: a figure past its requirement's bound, a
 * state or step no path reaches, results a visitor would call broken. Empty when none holds.
 */
export function doNotRelease(was: BookModel, now: BookModel): string[] {
  const unreached = now.machines.flatMap((book) =>
    book.code.filter((c) => !c.reached).map((c) => `${book.title}: ${named(c.line)}`),
  )
  const results = brokenResults(was, now)
  const why = [
    ...now.outOfBounds.map((out) => `requirement ${out}`),
    ...unreached.map((line) => `no path reaches ${line}`),
    ...(results.length ? ["the quiz's results are broken"] : []),
  ]
  return why.length ? [`Do not release: ${why.join('; ')}.`, ...results] : []
}

/**
 * A text with each of `pairs`' strings as its name, so that a change is said once, where it is:
 * whole words only, in one pass (`take` is not masked inside `taken`, nor a name inside a name).
 */
function naming(pairs: [string, string][]): (text: string) => string {
  const names = new Map(pairs.filter(([from]) => from.length > 2))
  if (!names.size) return (text) => text
  const escaped = [...names.keys()]
    .sort((a, b) => b.length - a.length)
    .map((from) => from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})(?![\\p{L}\\p{N}])`, 'gu')
  return (text) => text.replace(pattern, (found) => `⟨${names.get(found)}⟩`)
}

/** Every change from `was` to `now` in words, each group once; none when they are the same. */
export function compareModels(was: BookModel, now: BookModel): string[] {
  const words = Object.keys(now.words).filter((key) => was.words[key] !== now.words[key])
  const w = {
    was: naming(words.map((key) => [was.words[key] ?? '', key])),
    now: naming(words.map((key) => [now.words[key] ?? '', key])),
  }
  const same = (a: string, b: string) => w.was(a) === w.now(b)
  const lines = [
    ...keyed('Wording,', was.words, now.words, (a, b) => a === b, both),
    // A long sentence by its opening and the words that changed; a short one whole.
    ...keyed('Requirement', was.requirements, now.requirements, same, (a, b) =>
      a.length + b.length > 240
        ? `in ${q(`${b.split(/[:;,]/)[0]}…`)}, ${change(a, b)}`
        : both(a, b),
    ),
    ...now.outOfBounds.flatMap((out) =>
      was.outOfBounds.includes(out) ? [] : [`Breaks requirement ${out}`],
    ),
  ]
  const faults = (model: BookModel) =>
    new Set(Object.values(model.faults).flatMap((found) => found.map(({ fault }) => fault)))
  const still = faults(now)
  for (const fault of faults(was))
    if (!still.has(fault)) lines.push(`Fixed in the quiz's results: ${fault}`)
  // Every answer set: what its results show, grouped by how it changed.
  const groups = new Map<string, string[]>()
  for (const [answers, shown] of Object.entries(now.answers)) {
    const score = answers.split(',').reduce((sum, value) => sum + Number(value), 0)
    const said = Object.entries(shown).flatMap(([part, after]) => {
      const old = was.answers[answers]?.[part] ?? after
      // A change of wording alone is said once, by the wording; any other in the visitor's words.
      const masked = partChange(
        part,
        { ...old, text: w.was(old.text) },
        { ...after, text: w.now(after.text) },
        score,
      )
      const key = masked && partChange(part, old, after, score)
      // The example says the part whole, as the visitor reads it before and after.
      return key ? [[key, `${part} was ${q(old.text)}, is now ${q(after.text)}`]] : []
    })
    const [key, detail] = [0, 1].map((at) => said.map((each) => each[at]).join('; '))
    if (key)
      groups.set(key, [
        ...(groups.get(key) ?? []),
        `${answered(answers)} (score ${score})${detail && `: ${detail}`}`,
      ])
  }
  const total = Object.keys(now.answers).length.toLocaleString('en')
  for (const [said, sets] of [...groups].sort(([, a], [, b]) => b.length - a.length))
    lines.push(
      `The quiz's results, ${count(sets.length, 'answer set')} of ${total}: ${said} (e.g. answering ${sets[0]})`,
    )
  // A figure a rule states that moved (`8:28` -> `10:00`) is said there once, not again per path
  // of its machine; a rule new or gone moves nothing, and one machine's figure never masks another's.
  const rulesOf = (model: BookModel, title: string) =>
    Object.fromEntries(
      model.machines
        .find((book) => book.title === title)
        ?.rules.map(([rule, value]) => [rule.startsWith('“') ? rule : q(rule), value]) ?? [],
    )
  for (const title of new Set([...was.machines, ...now.machines].map((book) => book.title))) {
    const [old, book] = [was, now].map((model) =>
      model.machines.find((each) => each.title === title),
    )
    if (!old || !book) {
      lines.push(`Machine ${old ? 'gone' : 'new'}: ${title}`)
      continue
    }
    const [before, after] = [rulesOf(was, title), rulesOf(now, title)]
    const moved = Object.keys(after)
      .flatMap((rule) => (before[rule] === undefined ? [] : runs(before[rule], after[rule] ?? '')))
      // Figures only (`8:28`, `3 s`): a word a rule changed is in the wording above, said there.
      .filter(([a, b]) => a && b && /\d/.test(a + b) && /\D/.test(a + b))
    const p = {
      was: (text: string) => naming(moved.map(([a]) => [a, a]))(w.was(text)),
      now: (text: string) => naming(moved.map(([a, b]) => [b, a]))(w.now(text)),
    }
    lines.push(
      ...keyed(`${title}, rule`, before, after, same),
      ...codeChanges(title, old, book, was),
      ...pathChanges(title, old, book, was, now, p),
    )
  }
  if (!lines.length && JSON.stringify(behaviour(was, now)) !== JSON.stringify(behaviour(now, was)))
    lines.push(
      'The behaviour changed in a way this compare does not word: a fault of ops/book-compare.ts.',
    )
  return lines
}

/**
 * A model without its code names: states and transitions by what they are, guards and actions by
 * their words (`other`'s where this side has none), the chart's words and the replays left out.
 */
function behaviour({ replays: _, machines, ...model }: BookModel, other: BookModel) {
  return {
    ...model,
    machines: machines.map(({ code, transitions, words, ...book }) => {
      const theirs = other.machines.find((each) => each.title === book.title)?.words ?? {}
      const say = (name: string) => words[name] ?? theirs[name] ?? name
      return {
        ...book,
        code: code.map(({ key, reached }) => [key, reached]),
        transitions: Object.values(transitions).map(({ guard, actions, ...carrier }) => ({
          ...carrier,
          guard: guard && say(guard),
          actions: actions.map(say),
        })),
      }
    }),
  }
}

/** Every path's key (machine, group, events): how a path is paired across two revisions. */
export const keys = (model: BookModel) =>
  model.machines.flatMap((b) => b.groups.flatMap((g) => g.scenarios.map((s) => s.key)))

type Book = BookModel['machines'][number]
type Say = Record<'was' | 'now', (text: string) => string>

/** The paths' changes of one machine, by group and kind of change, each kind once with a count. */
function pathChanges(
  title: string,
  old: Book,
  book: Book,
  was: BookModel,
  now: BookModel,
  say: Say,
) {
  const all = (b: Book) => new Map(b.groups.flatMap((g) => g.scenarios.map((s) => [s.key, s])))
  const [before, after] = [all(old), all(book)]
  const groups = new Map<string, { changes: Map<string, number>; example: string; n: number }>()
  let alike = 0
  // A path one side lacks is compared with the other side's machine playing it (`replays`).
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const [o, s] = [before.get(key), after.get(key)]
    const a = { how: '', proves: '', ...o, sees: o?.sees ?? was.replays[key] ?? '' }
    const b = { how: '', proves: '', ...s, sees: s?.sees ?? now.replays[key] ?? '' }
    const said = (['how', 'sees', 'proves'] as const).flatMap((field) => {
      const [x, y] = [say.was(a[field]), say.now(b[field])]
      if (x === y || ((!o || !s) && field !== 'sees')) return []
      // One short run of other words is said alone (`“Moderate Risk” -> “High Risk…”`).
      const found = runs(x, y)
      const short = found.length === 1 && found.flat().join('').length * 3 < (x + y).length
      if (field === 'sees') return [`sees ${short ? change(x, y) : both(x, y)}`]
      return found.map(([from, to]) => `${field.replace('how', 'steps')} ${both(from, to)}`)
    })
    if (!said.length) {
      if (!o || !s) alike++
      continue
    }
    const label = key.split('|')[1] ?? ''
    const group = groups.get(label) ?? { changes: new Map(), example: s?.how ?? o?.how ?? '', n: 0 }
    group.n++
    for (const each of said) group.changes.set(each, (group.changes.get(each) ?? 0) + 1)
    groups.set(label, group)
  }
  const lines = [...groups].map(([label, { changes, example, n }]) => {
    const listed = [...changes].sort(([, a], [, b]) => b - a).slice(0, 3)
    const more = changes.size > 3 ? `, and ${changes.size - 3} more like them` : ''
    return `${title}${label ? ` (${label})` : ''}, ${count(n, 'path')}: ${listed.map(([said, times]) => `${said}${n > 1 ? ` (${times})` : ''}`).join('; ')}${more}; e.g. ${q(example)}`
  })
  if (alike)
    lines.push(
      `${title}: ${count(alike, 'path')} tested on one side only: played on both sides' machines, each ends the same`,
    )
  return lines
}

/** A state by its description (its code name after), a transition as the code says it. */
const named = (line: string) =>
  line
    .replace(/^state `([^`]+)`[^:]*: (.*)$/, 'state “$2” (in code: `$1`)')
    .replace(/^`/, 'transition `')

/** Where the transition `key` leads, by its state's description (else its code name). */
function into(book: Book, key: string): string {
  const target = /-> ([^:]+):/.exec(key)?.[1] ?? ''
  const state = book.code.find((each) => each.key === `state \`${target}\``)
  const description = state?.line.replace(/^state `[^`]+`[^:]*: /, '')
  return description && description !== state?.line ? q(description) : `\`${target}\``
}

const listed = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '')

/**
 * States and transitions come, gone or no longer reached, with the rules and paths they carried; a
 * transition kept (the same source, trigger and target) whose condition or actions changed, in its
 * chart's words. A guard or action renamed, its words the same, is no change.
 */
function codeChanges(title: string, old: Book, book: Book, was: BookModel): string[] {
  const lines: string[] = []
  const before = new Map(old.code.map((each) => [each.key, each]))
  for (const { line, key, reached } of book.code) {
    const o = before.get(key)
    before.delete(key)
    const unreached = reached ? '' : ', which no path reaches: no visitor can get there'
    if (!o) {
      const carried = book.transitions[line]
      lines.push(
        carried
          ? `${title}: a new transition: when ${carried.words}, it goes to ${into(book, key)} (in code: ${key})${unreached}`
          : `${title}: a new ${named(line)}${unreached}`,
      )
      continue
    }
    if (o.reached && !reached) lines.push(`${title}: the ${named(line)}${unreached}, now`)
    const [a, b] = [old.transitions[o.line], book.transitions[line]]
    if (!a || !b) continue
    // By the chart's words, either side's (a revision before an action had words has the other's).
    const say = (name: string) => book.words[name] ?? old.words[name] ?? `\`${name}\``
    const [guardWas, guardNow] = [a.guard && say(a.guard), b.guard && say(b.guard)]
    const when = `${title}: when ${b.words} (in code: ${key})`
    if (guardWas !== guardNow)
      lines.push(
        `${when}, it acts ${guardNow ? `only ${q(guardNow)}` : 'always'}, where it acted ${guardWas ? `only ${q(guardWas)}` : 'always'}`,
      )
    const [does, did] = [b.actions.map(say), a.actions.map(say)]
    const added = does.filter((action) => !did.includes(action))
    const gone = did.filter((action) => !does.includes(action))
    if (added.length) lines.push(`${when}, it now also ${listed(added)}`)
    if (gone.length) lines.push(`${when}, it no longer ${listed(gone)}`)
  }
  for (const [key, { line }] of before) {
    const carried = old.transitions[line]
    if (!carried) {
      lines.push(`${title}: gone, the ${named(line)}`)
      continue
    }
    const rules = carried.requirements.map((rule) => `${rule} (${q(was.requirements[rule] ?? '')})`)
    const how = old.groups
      .flatMap((g) => g.scenarios)
      .find((s) => s.key === carried.takenBy[0])?.how
    lines.push(
      `${title}: no longer reacts when ${carried.words} (in code: ${key}); at that moment it no longer keeps ${rules.join(', ') || 'any requirement'}; ${count(carried.takenBy.length, 'path')} did this${how ? `, e.g. ${q(how)}` : ''}`,
    )
  }
  return lines
}

/** The model of the working tree, in this process; a search for paths that ran away refuses. */
async function modelHere(replay: readonly string[] = []): Promise<BookModel> {
  try {
    return await bookModel(replay)
  } catch (error) {
    if (ranAway(error)) throw new Refusal(error.message, ranAwayExit)
    throw error
  }
}

/** `ref` as a reader knows it: its short hash, day and subject; the working tree, whether edited. */
function told(ref: string | undefined): string {
  if (ref === undefined) {
    const edited = git('status', '--porcelain', '--untracked-files=no').trim()
    return `the working tree (${edited ? 'uncommitted edits included' : 'no uncommitted edits'})`
  }
  const said = git('log', '-1', '--format=%h, %cs, “%s”', ref).trim()
  return `${ref} (${said})`
}

/**
 * `[<a>] [<b>]`: from <a> (HEAD when none) to <b>, or to the working tree when only <a> is
 * given. The side of <b> or of the tree is built last, playing the paths only <a> had.
 */
async function compareRefs(a: string, b: string | undefined) {
  const at = (ref: string | undefined, replay: readonly string[]) =>
    ref === undefined ? modelHere(replay) : modelAt(ref, replay)
  const first = await at(b, [])
  const was = await at(a, keys(first))
  const now = await at(
    b,
    keys(was).filter((key) => !keys(first).includes(key)),
  )
  return { was, now }
}

/**
 * Both sides are worded by today's tooling, so a change to its own words between them (a chapter
 * of ops/book-chapters.ts) is never a change here: said in one line when the sides' tooling
 * differs, pointing to the book's diff, where it shows.
 */
export function toolingNote(a: string, b: string | undefined): string {
  const changed = git('diff', '--name-only', a, ...(b ? [b] : []), '--', ...tooling)
  const files = changed.trim().split('\n').filter(Boolean)
  return files.length
    ? `Both sides are worded by today's book tooling, whose own words changed between them (${files.join(', ')}): that shows in docs/behaviour.md's diff, not here.`
    : ''
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [a = 'HEAD', b] = process.argv.slice(2)
  try {
    const { was, now } = await compareRefs(a, b)
    const changes = compareModels(was, now)
    const from = `from ${told(a)} to ${told(b)}`
    const note = toolingNote(a, b)
    console.log(
      [
        changes.length
          ? `${count(changes.length, 'change')} ${from}:`
          : `No behaviour changed ${from}.`,
        ...(note ? [note] : []),
        ...changes.map((line) => `- ${line}`),
      ].join('\n'),
    )
    const stops = doNotRelease(was, now)
    if (stops.length) console.log(stops.join('\n'))
    process.exitCode = stops.length ? 1 : 0
  } catch (error) {
    if (!(error instanceof Refusal)) throw error
    console.error(error.message)
    process.exitCode = error.exit
  }
}
