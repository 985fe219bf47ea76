/**
 * The claims check (docs/claims.md): every page and variant the site shows, as a visitor reads it,
 * against the claims register (src/content/claims.ts). Each entry accounts for the phrases it
 * lists; what is left of a page may hold no claim word or figure, except the few non-claims the
 * register's allow-list names; each entry's phrases are as counsel approved them. The build runs it
 * on the pages it renders (strict, it refuses a claim without evidence or approval), `npm run
 * claims` prints it for counsel (ops/claims.ts, which only presents what this finds),
 * tests/claims.test.ts proves it.
 */
import { rm } from 'node:fs/promises'
import { quizRules, scoreOf, tierOf } from '../machines/quiz/quiz.rules'
import type { Approval, Approvals, ClaimEntry, NotClaim } from '../src/content/claims'
import type { PageMetaCopy } from '../src/content/sales-types'
import { sitePages } from '../src/pages'

/** What the build's server bundle (src/entry-server.tsx) gives the check. */
export interface ClaimsRenderer {
  render: (url: string) => Promise<string>
  renderResults: (answers: readonly number[]) => Promise<string>
  claimsRegister: readonly ClaimEntry[]
  notClaims: readonly NotClaim[]
  claimApprovals: Approvals
}

/** The register, its non-claims and the approved wording: what a page is held against. */
type Register = Pick<ClaimsRenderer, 'claimsRegister' | 'notClaims' | 'claimApprovals'>

/**
 * One page or screen a visitor can see ('/', '/quiz (results, low)'): its head's title and
 * description (what a search result shows), its HTML, and for a page the file the build writes.
 */
export type ShownPage = PageMetaCopy & { name: string; html: string; file?: string }

/** Every page of the site, and the quiz's results for each tier (rendered in the browser only). */
export async function shownPages(renderer: ClaimsRenderer): Promise<ShownPage[]> {
  const quiz = sitePages.find((page) => page.kind === 'quiz')
  if (!quiz) throw new Error('The page table has no quiz page')
  return Promise.all([
    ...sitePages.map(async ({ routed, path, url, meta, file }) => {
      const name = routed ? path : `404 (${url})`
      return { ...meta, name, file, html: await renderer.render(url) }
    }),
    // Every answer the lightest, the middle, the heaviest: each tier's results.
    ...[quizRules.minAnswerValue, 2, quizRules.maxAnswerValue].map(async (answer) => {
      const answers = Array<number>(quizRules.questionCount).fill(answer)
      const name = `${quiz.path} (results, ${tierOf(scoreOf(answers))})`
      return { name, title: '', description: '', html: await renderer.renderResults(answers) }
    }),
  ])
}

// What a visitor reads of a page's HTML.

/**
 * Tags whose text runs on in the line around them (a space for the tag: the copy never splits a
 * word across elements, and a span styled as a block must not glue two words); every other tag
 * starts a new line.
 */
const inlineTag =
  /^(?:a|abbr|b|bdi|bdo|cite|code|data|del|dfn|em|i|ins|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var|wbr)$/i
const entities = new Map(
  Object.entries({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }),
)

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
 * included; no script, style or template (the quiz's first question is the quiz's own).
 */
export function visibleText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, '\n')
    .replace(/<\/?([a-z][\w-]*)\b([^>]*)>/gi, (_, tag: string, attributes: string) => {
      const names = [...attributes.matchAll(/\s(?:alt|aria-label)="([^"]*)"/g)]
      const named = names.map(([, name]) => `\n${name}\n`).join('')
      return inlineTag.test(tag) ? ` ${named}` : `\n${named}`
    })
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
      name[0] === '#'
        ? String.fromCodePoint(Number(name.slice(1).replace(/^x/i, '0x')))
        : (entities.get(name.toLowerCase()) ?? whole),
    )
  return normalized(text)
}

// The check.

/** A claim word or figure no entry accounts for: what it is ('a percentage'), the line it is in. */
export type Unaccounted = { page: string; what: string; line: string }

/**
 * An entry on a page: where it first stands, what of it the page shows, in order, and its phrases
 * and pictures as shown (not its shapes' figures): what counsel approves.
 */
type Shown = { entry: ClaimEntry; at: number; seen: string[]; words: string[] }

/** The entries a page shows, in the order it shows them, and what no entry accounts for. */
export type PageClaims = { page: string; shown: Shown[]; unaccounted: Unaccounted[] }
type Report = readonly PageClaims[]

/** The words and figures that make a claim, each with what the failure calls it. */
const claimMarks: readonly [what: string, shape: RegExp][] = [
  ['a percentage', /\d\s?%|\bper ?cent\b/i],
  ['a dollar amount', /\$\s?\d/],
  ['a multiple', /\b\d+(?:\.\d+)?\s?x\b|\bx more\b|\btimes (?:more|better|faster)\b/i],
  ['the word "verified"', /\bverified\b/i],
  ['the word "doctor"', /\bdoctors?\b|\bphysicians?\b|\bDr\./i],
  ['the word "clinically"', /\bclinical(?:ly)?\b/i],
  ['the word "FDA"', /\bFDA\b|\bFood and Drug Administration\b/i],
  ['the word "today"', /\btoday\b/i],
  ['the word "left"', /\bleft\b/i],
  ['a research claim', /\b(?:studies|study|research|science|scientific|proven)\b/i],
  ['a rating', /\bstars?\b|\brated\b/i],
  ['a figure', /\d/],
]

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

/** `text` with every place taken out, a line break in its place (overlaps are fine). */
function takeOut(text: string, places: readonly { start: number; end: number }[]): string {
  const taken = new Uint8Array(text.length)
  for (const { start, end } of places) taken.fill(1, start, end)
  return text.replace(/[\s\S]/g, (char, at: number) =>
    taken[at] ? (taken[at - 1] ? '' : '\n') : char,
  )
}

/** The claims one page shows, in order, and the claim words and figures no entry accounts for. */
export function claimsOnPage(page: string, text: string, register: Register): PageClaims {
  const shown: Shown[] = []
  const places = register.claimsRegister.flatMap((entry) => {
    const found = placesIn(text, entry).sort((a, b) => a.start - b.start)
    const seen = [...new Set(found.map(({ start, end }) => text.slice(start, end)))]
    const words = [...new Set(found.flatMap(({ name }) => name ?? []))]
    if (found[0]) shown.push({ entry, at: found[0].start, seen, words })
    return found
  })
  // The register's places first (they may overlap: a figure inside a longer claim is a claim too),
  // then the non-claims' in what is left.
  const left = register.notClaims.reduce(
    (rest, { phrases: texts, shape }) =>
      takeOut(rest, placesIn(rest, { texts, shapes: shape && [shape] })),
    takeOut(text, places),
  )
  const unaccounted = left.split('\n').flatMap((line) => {
    const mark = claimMarks.find(([, shape]) => shape.test(line))
    return mark ? [{ page, what: mark[0], line: line.trim() }] : []
  })
  return { page, shown: shown.sort((a, b) => a.at - b.at), unaccounted }
}

/** Pages against the register: each page's title and description, then its body as read. */
export const checkPages = (pages: readonly ShownPage[], register: Register) =>
  pages.map(({ name, title, description, html }) =>
    claimsOnPage(name, normalized([title, description, visibleText(html)].join('\n')), register),
  )

/** The whole site against the register. */
export const checkClaims = async (renderer: ClaimsRenderer) =>
  checkPages(await shownPages(renderer), renderer)

/** One line for an unaccounted claim: the page, what it is and where. */
export const formatUnaccounted = ({ page, what, line }: Unaccounted) =>
  `${page}: ${what} no register entry accounts for, in "${line}"`

// The wording counsel approved (src/content/claims-approved.json, written by `npm run claims -- --approve`).

/** Each entry's phrases the pages show, and the pages that show each. */
function phrasesShown(report: Report) {
  const byEntry = new Map<string, Map<string, string[]>>()
  for (const { page, shown } of report)
    for (const { entry, words } of shown) {
      const phrases = byEntry.get(entry.id) ?? new Map<string, string[]>()
      for (const word of words) phrases.set(word, [...(phrases.get(word) ?? []), page])
      byEntry.set(entry.id, phrases)
    }
  return byEntry
}

/** A text's figures and claim words, one per word: '"99%" (a percentage)'. */
const marksOf = (text: string) =>
  text.split(/\s+/).flatMap((word) => {
    const token = word.replace(/^[("“‘]+|[)"”’.,;:!?]+$/g, '')
    const mark = claimMarks.find(([, shape]) => shape.test(token))
    return mark ? [`"${token}" (${mark[0]})`] : []
  })

/** `before` -> `after`: [what they share at the start, what was, what is now, the shared end]. */
export function difference(before: string, after: string): [string, string, string, string] {
  let start = 0
  while (start < before.length && before[start] === after[start]) start++
  let end = 0
  const rest = Math.min(before.length, after.length) - start
  while (end < rest && before.at(-1 - end) === after.at(-1 - end)) end++
  const [was = '', now = ''] = [before, after].map((text) => text.slice(start, text.length - end))
  return [before.slice(0, start), was, now, before.slice(before.length - end)]
}

/**
 * Every phrase (`after`) of an entry the pages show as counsel did not approve it, and the `pages`
 * that show it: each paired with the approved phrase it most likely replaced (`before`: the
 * closest the pages no longer show; null: none), and the figures and claim words it adds to it,
 * which its entry does not declare.
 */
export function sinceApproval(report: Report, approvals: Approvals) {
  return [...phrasesShown(report)].flatMap(([entry, phrases]) => {
    const approved = new Set((approvals[entry]?.phrases ?? []).map(normalized))
    const gone = [...approved].filter((phrase) => !phrases.has(phrase))
    return [...phrases]
      .filter(([after]) => !approved.has(after))
      .map(([after, pages]) => {
        const shared = (phrase: string) => phrase.length - difference(phrase, after)[1].length
        const before = gone.filter((p) => shared(p) > 0).sort((a, b) => shared(b) - shared(a))[0]
        const had = marksOf(before ?? '')
        // Each mark `before` has cancels one of `after`'s: '99%' twice where it was once adds one.
        const adds = marksOf(after).filter(
          (m) => !had.includes(m) || !had.splice(had.indexOf(m), 1),
        )
        return { entry, pages, before: before ?? null, after, adds }
      })
  })
}

/** A phrase an entry's pages show as counsel did not approve it. */
type Unapproved = ReturnType<typeof sinceApproval>[number]

/** One line for a phrase not approved as shown: its pages, its entry, before -> after, what it adds. */
const formatUnapproved = ({ entry, pages, before, after, adds }: Unapproved) =>
  `${pages.join(', ')}: ${entry} ${before === null ? `not approved: "${after}"` : `changed since approval: "${before}" -> "${after}"`}${adds.length > 0 ? `; adds ${adds.join(', ')}, which its entry does not declare` : ''}`

type Approving = Omit<Register, 'notClaims'>
/** Who approves, and when. */
type Signed = Omit<Approval, 'phrases'>

/**
 * The approval record with `ids` (or every entry shown, for 'all') approved as the pages show them
 * now: each entry's phrases, with the day and who (`as`). An entry this build does not show keeps
 * its record (approved with other settings); one the register no longer holds is dropped. An id
 * the register lacks, or no page shows, is refused.
 */
export function approve(report: Report, register: Approving, ids: readonly string[], as: Signed) {
  const shown = phrasesShown(report)
  const all = register.claimsRegister.map(({ id }) => id)
  const chosen = ids.includes('all') ? all.filter((id) => shown.has(id)) : ids
  for (const id of chosen) {
    if (!all.includes(id)) throw new Error(`--approve: no register entry has the id ${id}`)
    if (!shown.has(id)) throw new Error(`--approve: no page of this build shows ${id}: no words`)
  }
  const record = all.map((id) => {
    const phrases = [...(shown.get(id)?.keys() ?? [])].sort()
    return [id, chosen.includes(id) ? { ...as, phrases } : register.claimApprovals[id]] as const
  })
  return Object.fromEntries(record.filter(([, approval]) => approval)) as Approvals
}

/** Each claim no entry accounts for, then each phrase not approved as shown: a line each. */
export const claimFindings = (report: Report, approvals: Approvals) => [
  ...report.flatMap((page) => page.unaccounted.map(formatUnaccounted)),
  ...sinceApproval(report, approvals).map(formatUnapproved),
]

/**
 * What the build says about its claims, at its end: strict (`VITE_CLAIMS_STRICT=true`), it
 * refuses a claim without evidence, a claim the register does not account for and a phrase
 * counsel did not approve as shown, naming each; by default it keeps the spec's copy and lists
 * them, and says in a line how many lack evidence. Returns the lines to print; throws when the
 * build must stop.
 */
export function claimsVerdict(report: Report, register: Register, strict: boolean): string[] {
  const findings = claimFindings(report, register.claimApprovals)
  const all = register.claimsRegister.length
  const missing = register.claimsRegister.filter((entry) => entry.evidence === 'missing')
  const unproved = missing.map(
    ({ id, about }) => `${id}: no evidence on record (${normalized(about)})`,
  )
  const problems = strict ? [...findings, ...unproved] : []
  if (problems.length > 0) {
    throw new Error(
      `The build stopped: VITE_CLAIMS_STRICT=true and ${problems.length} claim(s) lack a record or counsel's approval of their words (docs/claims.md):\n${problems.map((line) => `  ${line}`).join('\n')}`,
    )
  }
  return [
    ...findings.map((line) => `warning: ${line}`),
    missing.length > 0
      ? `Claims: ${missing.length} of ${all} without evidence; \`npm run claims\` lists them for counsel (docs/claims.md).`
      : `Claims: all ${all} have evidence on record.`,
  ]
}

/**
 * The build's last step: the pages it rendered checked against the register, and what it says.
 * Strict, a claim without a record stops the build, names each, and takes away the pages it wrote
 * (`outDir`) so that nothing unchecked is uploaded by hand.
 */
export async function reportClaims(renderer: ClaimsRenderer, strict: boolean, outDir: string) {
  const report = await checkClaims(renderer)
  try {
    for (const line of claimsVerdict(report, renderer, strict)) console.log(line)
  } catch (error) {
    await rm(outDir, { recursive: true, force: true })
    console.error((error as Error).message)
    process.exit(1)
  }
}
