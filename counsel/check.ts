/**
 * The claims check (docs/claims.md): every page and variant the site shows, as a visitor reads it,
 * against the claims register (counsel/register.ts) and counsel's approval record. Each entry
 * accounts for the phrases it lists; what is left of a page may hold no claim (counsel/claim-marks.ts
 * recognises them) except the register's few non-claims; each entry is pending, approved or
 * changed since approval. The build runs it on the pages it renders (strict, it refuses what is
 * not ready to ship), `npm run claims` presents it to counsel and records approvals
 * (counsel/dossier.ts), tests/claims.test.ts proves it on fixtures.
 */
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type DefaultTreeAdapterTypes, parseFragment } from 'parse5'
import { distDir, rootDir } from '../build/build-dirs'
import { quizRules, scoreOf, tierOf } from '../machines/quiz/quiz.rules'
import type { PageMetaCopy } from '../src/content/sales-types'
import { pageTable, sitePages } from '../src/pages'
import { claimsIn, offerFigureSpans } from './claim-marks'
import type { ClaimEntry, NotClaim } from './register'

/**
 * What the build's server bundle gives the check: its renderer (src/entry-server.tsx) and the
 * register as that bundle's copy reads it (counsel/register.ts, a second input of the same bundle).
 */
export interface ClaimsRenderer {
  render: (url: string) => Promise<string>
  renderVariant: (url: string, variant: string) => Promise<string>
  renderResults: (answers: readonly number[]) => Promise<string>
  claimsRegister: readonly ClaimEntry[]
  notClaims: readonly NotClaim[]
}

/** The register and its non-claims: what a page is held against. */
type Register = Pick<ClaimsRenderer, 'claimsRegister' | 'notClaims'>

/**
 * One page or screen a visitor can see ('/', '/quiz (results, low)'): its head's title and
 * description (what a search result shows), its HTML, and for a page the file the build writes.
 */
export type ShownPage = PageMetaCopy & { name: string; html: string; file?: string }

/**
 * Every page of the site, each content variant an ad can ask for (`/?v=b`), and the quiz's results
 * for each tier (rendered in the browser only).
 */
export async function shownPages(renderer: ClaimsRenderer): Promise<ShownPage[]> {
  const quiz = sitePages.find((page) => page.kind === 'quiz')
  if (!quiz) throw new Error('The page table has no quiz page')
  return Promise.all([
    ...sitePages.map(async ({ routed, path, url, meta, file }) => {
      const name = routed ? path : `404 (${url})`
      return { ...meta, name, file, html: await renderer.render(url) }
    }),
    ...pageTable.flatMap((row) =>
      ('variants' in row ? row.variants : []).map(async ({ meta, countedAs: { variant } }) => ({
        ...meta,
        name: `${row.path}?v=${variant}`,
        html: await renderer.renderVariant(row.path, variant),
      })),
    ),
    ...resultsScreens(renderer, quiz.path),
  ])
}

/**
 * The quiz's results for each tier, which only the browser draws: every answer the lightest, the
 * middle, the heaviest.
 */
export function resultsScreens(
  renderer: Pick<ClaimsRenderer, 'renderResults'>,
  quizPath: string,
): Promise<ShownPage>[] {
  return [quizRules.minAnswerValue, 2, quizRules.maxAnswerValue].map(async (answer) => {
    const answers = Array<number>(quizRules.questionCount).fill(answer)
    const name = `${quizPath} (results, ${tierOf(scoreOf(answers))})`
    return { name, title: '', description: '', html: await renderer.renderResults(answers) }
  })
}

// What a visitor reads of a page's HTML.

/**
 * Tags whose text runs on in the line around them (a space for the tag: the copy never splits a
 * word across elements, and a span styled as a block must not glue two words); every other tag
 * starts a new line.
 */
const inlineTag =
  /^(?:a|abbr|b|bdi|bdo|cite|code|data|del|dfn|em|i|ins|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var|wbr)$/i

/** Text as the check compares it: word joiners and soft hyphens dropped, spaces as one. */
export const normalized = (text: string) =>
  text
    .replace(/[\u2060\u00ad\u200b]/g, '')
    .replace(/[\u00a0\u202f\t ]+/g, ' ')
    .replace(/ *\n\s*/g, '\n')
    .trim()

/**
 * The text a visitor reads or hears on a page, a line per block: its elements' text, images'
 * alternatives and accessible names (`alt`, `aria-label`), what screen readers alone hear
 * included; no script, style or template (the quiz's first question is the quiz's own). The HTML
 * is read by parse5, the parser jsdom builds on, as a browser reads it: every entity decoded,
 * attributes whatever they hold, `<noscript>` as markup (a crawler's reading).
 */
export function visibleText(html: string): string {
  const text = (nodes: DefaultTreeAdapterTypes.ChildNode[]): string =>
    nodes
      .map((node) => {
        if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value
        if (!('tagName' in node)) return ''
        if (/^(?:script|style|template)$/.test(node.tagName)) return '\n'
        // A line-break opportunity (in an email address: src/lib/typeset.ts) parts no words.
        if (node.tagName === 'wbr') return ''
        const edge = inlineTag.test(node.tagName) ? ' ' : '\n'
        const named = node.attrs
          .filter(({ name }) => name === 'alt' || name === 'aria-label')
          .map(({ value }) => `\n${value}\n`)
        return `${edge}${named.join('')}${text(node.childNodes)}${edge}`
      })
      .join('')
  return normalized(text(parseFragment(html, { scriptingEnabled: false }).childNodes))
}

// The check.

/** A claim word or figure no entry accounts for: what it is ('a percentage'), the line it is in. */
export type Unaccounted = { page: string; what: string; line: string }

/**
 * An entry on a page: where it first stands, what of it the page shows, in order, and the whole
 * sentences (a line of the page as read) it stands in: what counsel approves, on this page.
 */
type Shown = { entry: ClaimEntry; at: number; seen: string[]; sentences: string[] }

/** The entries a page shows, in the order it shows them, and what no entry accounts for. */
export type PageClaims = { page: string; shown: Shown[]; unaccounted: Unaccounted[] }
type Report = readonly PageClaims[]

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `phrase` where it stands alone: not in a longer word, nor in a number (127 in 127.0.0.1, 1.27). */
function phraseShape(phrase: string): RegExp {
  const edge = (char = '', look: '<' | '') =>
    (/[\p{L}\p{N}]/u.test(char) ? `(?${look}![\\p{L}\\p{N}])` : '') +
    (/\d/.test(char) ? (look ? '(?<!\\d[.,:])' : '(?![.,:]\\d)') : '')
  return new RegExp(edge(phrase[0], '<') + escaped(phrase) + edge(phrase.at(-1), ''), 'gu')
}

type Matchers = Partial<Pick<ClaimEntry, 'texts' | 'shapes' | 'pictures'>>

/**
 * Where each of `texts`, `pictures` (a picture's name: a line of its own) and `shapes` stands in
 * `text`, with the phrase or picture it is (null for a shape's figure).
 */
function placesIn(text: string, { texts = [], shapes = [], pictures = [] }: Matchers) {
  const named = (list: readonly string[], shape: (name: string) => RegExp) =>
    [...new Set(list.map(normalized))].filter(Boolean).map((name) => [shape(name), name] as const)
  const global = (shape: RegExp) => new RegExp(shape.source, `${shape.flags.replace('g', '')}g`)
  return [
    ...named(texts, phraseShape),
    ...named(pictures, (name) => new RegExp(`^${escaped(name)}$`, 'gmu')),
    ...shapes.map((shape) => [global(shape), null] as const),
  ].flatMap(([shape, name]) =>
    [...text.matchAll(shape)].map((m) => ({ start: m.index, end: m.index + m[0].length, name })),
  )
}

/** `text` with every place taken out, a line break for each character (overlaps are fine). */
function takeOut(text: string, places: readonly { start: number; end: number }[]): string {
  const taken = new Uint8Array(text.length)
  for (const { start, end } of places) taken.fill(1, start, end)
  return text.replace(/[\s\S]/g, (char, at: number) => (taken[at] ? '\n' : char))
}

/** The whole line of `text` that the character at `at` stands in. */
function lineAt(text: string, at: number): string {
  const end = text.indexOf('\n', at)
  return text.slice(text.lastIndexOf('\n', at - 1) + 1, end < 0 ? undefined : end).trim()
}

/** The claims one page shows, in order, and the claim words and figures no entry accounts for. */
export function claimsOnPage(page: string, text: string, register: Register): PageClaims {
  const shown: Shown[] = []
  // A discount is never filed under a health claim: '84%' in '84% off' is the offer's figure.
  const offer = offerFigureSpans(text)
  const inOffer = ({ start, end }: { start: number; end: number }) =>
    offer.some(
      (span) => span.start <= start && end <= span.end && span.end - span.start > end - start,
    )
  const places = register.claimsRegister.flatMap((entry) => {
    const found = placesIn(text, entry)
      .filter((place) => entry.kind !== 'health' || !inOffer(place))
      .sort((a, b) => a.start - b.start)
    const seen = [...new Set(found.map(({ start, end }) => text.slice(start, end)))]
    const sentences = [...new Set(found.map(({ start }) => lineAt(text, start)))]
    if (found[0]) shown.push({ entry, at: found[0].start, seen, sentences })
    return found
  })
  // The register's places first (they may overlap: a figure inside a longer claim is a claim too),
  // then the non-claims' in what is left.
  const left = register.notClaims.reduce(
    (rest, { phrases: texts, shape }) =>
      takeOut(rest, placesIn(rest, { texts, shapes: shape && [shape] })),
    takeOut(text, places),
  )
  // What is left keeps its place in the text: each finding quotes the whole line it stands in.
  const lines = new Map<number, Unaccounted>()
  for (const { 0: rest, index } of left.matchAll(/[^\n]+/g)) {
    const [claim] = claimsIn(rest)
    const start = text.lastIndexOf('\n', index) + 1
    if (!claim || lines.has(start)) continue
    lines.set(start, { page, what: claim.what, line: lineAt(text, index) })
  }
  const unaccounted = [...lines.values()]
  return { page, shown: shown.sort((a, b) => a.at - b.at), unaccounted }
}

/** Pages against the register: each page's title and description, then its body as read. */
export const checkPages = (pages: readonly ShownPage[], register: Register) =>
  pages.map(({ name, title, description, html }) =>
    claimsOnPage(name, normalized([title, description, visibleText(html)].join('\n')), register),
  )

/** The whole site against the register. */
const checkClaims = async (renderer: ClaimsRenderer) =>
  checkPages(await shownPages(renderer), renderer)

/** One line for an unaccounted claim: the page, what it is and where. */
export const formatUnaccounted = ({ page, what, line }: Unaccounted) =>
  `${page}: ${what} no register entry accounts for, in "${line}"`

// Counsel's approval: one record (counsel/approved.json), written by `npm run claims --
// --approve` alone. An entry is pending (never approved), approved (by whom, on which day, the
// sentences on each page) or changed since approval (a sentence shown now, on a page, that counsel
// did not approve there: a new sentence sharing an approved figure is not approved).

/** What counsel approved of an entry: each page's sentences as it showed them, who and which day. */
export interface Approval {
  by: string
  /** YYYY-MM-DD. */
  on: string
  sentences: Readonly<Record<string, readonly string[]>>
}
export type ApprovalRecord = Readonly<Record<string, Approval>>

export const recordFile = join(rootDir, 'counsel/approved.json')
/** The record; one that does not parse stops the build or the command, naming the file. */
export async function readRecord(): Promise<ApprovalRecord> {
  const text = await readFile(recordFile, 'utf8')
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new Error(
      `${recordFile} is not the approval record \`npm run claims -- --approve\` writes (${(error as Error).message}): restore it from git`,
    )
  }
}

/** A sentence where a page shows it. */
export type Placed = { page: string; sentence: string }

/**
 * An entry the pages show, where (page names, in the pages' order), its sentences on each page
 * now, and its state; changed, the approved sentences the pages no longer show (`was`) and those
 * shown that counsel did not approve on that page (`now`), whole.
 */
export type EntryState = {
  entry: ClaimEntry
  pages: string[]
  sentences: Record<string, string[]>
} & (
  | { state: 'pending' }
  | { state: 'approved'; approval: Approval }
  | { state: 'changed'; approval: Approval; was: Placed[]; now: Placed[] }
)

/** Each (page, sentence) of a page-to-sentences map, in its order. */
const placed = (sentences: Readonly<Record<string, readonly string[]>>): Placed[] =>
  Object.entries(sentences).flatMap(([page, list]) => list.map((sentence) => ({ page, sentence })))

/** Each entry the pages show, in the register's order, with its state against `record`. */
export function approvalStates(report: Report, register: Register, record: ApprovalRecord) {
  return register.claimsRegister.flatMap((entry): EntryState[] => {
    const on = report.flatMap(({ page, shown }) =>
      shown.filter((s) => s.entry.id === entry.id).map((s) => ({ page, ...s })),
    )
    if (on.length === 0) return []
    const pages = on.map(({ page }) => page)
    const sentences = Object.fromEntries(on.map(({ page, sentences }) => [page, sentences]))
    const approval = record[entry.id]
    if (!approval) return [{ entry, pages, sentences, state: 'pending' }]
    const signed = (where: Placed, by: Readonly<Record<string, readonly string[]>>) =>
      by[where.page]?.includes(where.sentence) ?? false
    const now = placed(sentences).filter((where) => !signed(where, approval.sentences))
    if (now.length === 0) return [{ entry, pages, sentences, state: 'approved', approval }]
    const was = placed(approval.sentences).filter((where) => !signed(where, sentences))
    return [{ entry, pages, sentences, state: 'changed', approval, was, now }]
  })
}

/** How many entries are in each state: 'approved: 1, changed: 1, pending: 62'. */
export const stateCounts = (states: readonly EntryState[]) =>
  (['approved', 'changed', 'pending'] as const)
    .map((state) => `${state}: ${states.filter((s) => s.state === state).length}`)
    .join(', ')

/** An entry's state in words: 'pending', 'approved by A. Counsel on 2026-11-26'... */
export const stateWords = (s: EntryState) =>
  s.state === 'pending'
    ? 'pending: counsel has not approved it'
    : `${s.state === 'changed' ? 'changed since approval' : 'approved'} by ${s.approval.by} on ${s.approval.on}`

/**
 * The claims `now` makes that `was` did not: '"99%" (a percentage)'. A claim inside a longer one
 * of its sentence is that one's ('87' in '$87'); each claim `was` made cancels one the same.
 */
function adds(was: readonly string[], now: readonly string[]): string[] {
  const claimsOf = (sentence: string) => {
    const found = claimsIn(sentence)
    return found.filter(
      ({ written }) =>
        !found.some((o) => o.written.length > written.length && o.written.includes(written)),
    )
  }
  const had = was.flatMap(claimsOf).map(({ written }) => written)
  const added = now
    .flatMap(claimsOf)
    .filter(({ written }) => !had.includes(written) || !had.splice(had.indexOf(written), 1))
  return [...new Set(added.map(({ what, written }) => `"${written}" (${what})`))]
}

/** Sentences by page, in a line: 'on /: "a", "b"; on /order: "c"'. */
const onPages = (list: readonly Placed[]) =>
  [...new Set(list.map(({ page }) => page))]
    .map(
      (page) =>
        `on ${page}: ${list
          .filter((where) => where.page === page)
          .map(({ sentence }) => `"${sentence}"`)
          .join(', ')}`,
    )
    .join(', ')

/** One line for an entry awaiting counsel: its id, state and, changed, the sentences before and now. */
const formatAwaiting = (s: EntryState) => {
  if (s.state !== 'changed') return `${s.entry.id}: ${stateWords(s)}`
  const added = adds(
    s.was.map(({ sentence }) => sentence),
    s.now.map(({ sentence }) => sentence),
  )
  const gone = s.was.length > 0 ? `; approved, no longer shown: ${onPages(s.was)}` : ''
  return `${s.entry.id}: ${stateWords(s)}${gone}; not approved: ${onPages(s.now)}${added.length > 0 ? `; new: ${added.join(', ')}` : ''}`
}

/**
 * The record with `ids` (or every entry shown, for 'all') approved as the pages show them now, by
 * `by` on the day `on`. An entry this build does not show keeps its record (approved with other
 * settings); one the register no longer holds is dropped. An id the register lacks, or no page
 * shows, is refused.
 */
export function approve(
  states: readonly EntryState[],
  register: Register,
  record: ApprovalRecord,
  ids: readonly string[],
  { by, on }: Omit<Approval, 'sentences'>,
): ApprovalRecord {
  const all = register.claimsRegister.map(({ id }) => id)
  const chosen = ids.includes('all') ? states.map((s) => s.entry.id) : ids
  const shown = new Map(states.map((s) => [s.entry.id, s.sentences]))
  for (const id of chosen) {
    if (!all.includes(id)) throw new Error(`--approve: no register entry has the id ${id}`)
    if (!shown.has(id))
      throw new Error(`--approve: no page of this build shows ${id}: nothing to approve`)
  }
  return Object.fromEntries(
    all.flatMap((id) => {
      const approval = chosen.includes(id) ? { by, on, sentences: shown.get(id) ?? {} } : record[id]
      return approval ? [[id, approval]] : []
    }),
  )
}

/**
 * What the build says about its claims, at its end: the counts by state and without evidence,
 * then the entries awaiting counsel (pending, changed) by page and each unregistered claim.
 * Strict (`VITE_CLAIMS_STRICT=true`), it refuses while any entry is pending, changed, unregistered
 * or without evidence, naming each. Returns the lines to print; throws when the build must stop.
 */
export function claimsVerdict(report: Report, register: Register, record: ApprovalRecord) {
  const states = approvalStates(report, register, record)
  const awaiting = states.filter((s) => s.state !== 'approved')
  const unregistered = report.flatMap((page) => page.unaccounted.map(formatUnaccounted))
  const missing = states.filter(({ entry }) => entry.evidence === 'missing')
  const problems = [
    ...awaiting.map(formatAwaiting),
    ...unregistered,
    ...missing.map(
      ({ entry }) => `${entry.id}: no evidence on record (${normalized(entry.about)})`,
    ),
  ]
  const byPage = report.flatMap(({ page }) => {
    const on = (state: string) =>
      awaiting.filter((s) => s.state === state && s.pages.includes(page)).map((s) => s.entry.id)
    const listed = ['changed', 'pending'].flatMap((state) =>
      on(state).length > 0 ? [`${state}: ${on(state).join(', ')}`] : [],
    )
    return listed.length > 0 ? [`  ${page}: ${listed.join('; ')}`] : []
  })
  return {
    problems,
    lines: [
      `Claims: ${states.length} shown; ${stateCounts(states)}; ${missing.length} without evidence; ${unregistered.length} not in the register. \`npm run claims\` writes the dossier for counsel (docs/claims.md).`,
      ...(byPage.length > 0 ? ['Awaiting counsel, by page:', ...byPage] : []),
      ...awaiting.filter((s) => s.state === 'changed').map((s) => `  ${formatAwaiting(s)}`),
      ...unregistered.map((line) => `warning: ${line}`),
    ],
  }
}

// What a change moved: each build keeps what its pages showed of each entry, so that the next says
// what changed, by claim, sentence and page, approved or not (a price on 63 pending entries).

/** What the pages show of each entry: page, then entry id, then its sentences there. */
export type ShownSentences = Record<string, Record<string, string[]>>

/** The last build's, for the next build and the dossier: what it showed, and what it moved. */
const shownFile = join(distDir, 'claims-shown.json')
export type ShownRecord = { shown: ShownSentences; moved: string[] }

export const shownSentences = (report: Report): ShownSentences =>
  Object.fromEntries(
    report.map(({ page, shown }) => [
      page,
      Object.fromEntries(shown.map(({ entry, sentences }) => [entry.id, sentences])),
    ]),
  )

/**
 * What changed from `before` to `after`, a line per entry: its sentences gone and new, by page,
 * and the figures and claim words new to the entry (on no page before): 'price: was on /: "$97";
 * now on /: "$87"; new to it: "$87" (a price)'.
 */
export function movedSince(before: ShownSentences, after: ShownSentences): string[] {
  const of = (shown: ShownSentences, id: string) =>
    Object.entries(shown).flatMap(([page, ids]) =>
      (ids[id] ?? []).map((sentence) => ({ page, sentence })),
    )
  const has = (list: readonly Placed[], { page, sentence }: Placed) =>
    list.some((other) => other.page === page && other.sentence === sentence)
  const ids = [
    ...new Set([after, before].flatMap((shown) => Object.values(shown).flatMap(Object.keys))),
  ]
  return ids.flatMap((id) => {
    const [was, now] = [of(before, id), of(after, id)]
    const gone = was.filter((where) => !has(now, where))
    const added = now.filter((where) => !has(was, where))
    if (gone.length === 0 && added.length === 0) return []
    const sentences = (list: readonly Placed[]) => list.map(({ sentence }) => sentence)
    const fresh = adds(sentences(was), sentences(now))
    return [
      `${id}: ${gone.length > 0 ? `was ${onPages(gone)}; ` : ''}now ${onPages(added) || 'shown nowhere'}${fresh.length > 0 ? `; new to it: ${fresh.join(', ')}` : ''}`,
    ]
  })
}

/** The last build's record, or none: a missing or unreadable one means nothing to compare with. */
export async function readShown(): Promise<ShownRecord | null> {
  try {
    return JSON.parse(await readFile(shownFile, 'utf8'))
  } catch {
    return null
  }
}

/**
 * The build's last step: the pages it rendered checked against the register and the record, and
 * what it says. Strict, anything not ready to ship stops the build, named, and takes away the
 * pages it wrote (`outDir`) so that nothing unchecked is uploaded by hand.
 */
export async function reportClaims(renderer: ClaimsRenderer, strict: boolean, outDir: string) {
  const report = await checkClaims(renderer)
  const { lines, problems } = claimsVerdict(report, renderer, await readRecord())
  for (const line of lines) console.log(line)
  const shown = shownSentences(report)
  const before = await readShown()
  // Pages as the last build showed them keep what the change before moved (a strict build, then
  // the default one, still name it); pages that differ say what moved since.
  const since = before ? movedSince(before.shown, shown) : []
  const moved = before && since.length === 0 ? before.moved : since
  const heading = !before
    ? `no earlier build to compare with (${shownFile})`
    : since.length > 0
      ? 'since the last build'
      : 'by the last change (the pages as the last build showed them)'
  const movedLines = moved.map((line) => `  ${line}`)
  console.log(
    [`Claims moved ${heading}:${moved.length > 0 ? '' : ' none'}`, ...movedLines].join('\n'),
  )
  await writeFile(shownFile, `${JSON.stringify({ shown, moved } satisfies ShownRecord)}\n`)
  if (strict && problems.length > 0) {
    await rm(outDir, { recursive: true, force: true })
    console.error(
      `The build stopped: VITE_CLAIMS_STRICT=true, and the claims are not ready to ship (docs/claims.md); ${problems.length} finding(s):\n${problems.map((line) => `  ${line}`).join('\n')}${moved.length > 0 ? `\nWhat the change moved, by claim (Claims moved ${heading}):\n${movedLines.join('\n')}` : ''}`,
    )
    process.exit(1)
  }
}
