/**
 * The claims check (docs/claims.md): every page and variant the site shows, as a visitor reads it,
 * against the claims register (src/content/claims.ts). Each entry accounts for the phrases it
 * lists; what is left of a page may hold no claim word or figure, except the few non-claims the
 * register's allow-list names; each entry's phrases are as counsel approved them. The build runs it
 * on the pages it renders (strict, it refuses a claim without evidence or approval), `npm run
 * claims` prints it for counsel, tests/claims.test.ts proves it.
 */
import { rm } from 'node:fs/promises'
import { quizRules, type RiskTier } from '../machines/quiz/quiz.rules'
import type { Approvals, ClaimEntry, Evidence, NotClaim } from '../src/content/claims'
import { type SitePage, sitePages } from '../src/pages'

/** What the build's server bundle (src/entry-server.tsx) gives the check. */
export interface ClaimsRenderer {
  render: (url: string) => Promise<string>
  renderResults: (answers: readonly number[]) => Promise<string>
  claimsRegister: readonly ClaimEntry[]
  notClaims: readonly NotClaim[]
  claimApprovals: Approvals
}

/** One page or screen a visitor can see, as HTML. */
export interface ShownPage {
  /** '/', '/quiz', '/quiz (results, low)'. */
  name: string
  /** Its head's title and description (what a search result shows), then its body. */
  title: string
  description: string
  html: string
}

/** Answers that lead to each tier: every answer the lightest, the middle, the heaviest. */
const answersByTier = {
  low: Array<number>(quizRules.questionCount).fill(quizRules.minAnswerValue),
  moderate: Array<number>(quizRules.questionCount).fill(2),
  high: Array<number>(quizRules.questionCount).fill(quizRules.maxAnswerValue),
} as const satisfies Record<RiskTier, readonly number[]>

const pageName = (page: SitePage) => (page.routed ? page.path : `404 (${page.url})`)

/** Every page of the site, and the quiz's results for each tier (rendered in the browser only). */
export async function shownPages(renderer: ClaimsRenderer): Promise<ShownPage[]> {
  const pages = await Promise.all(
    sitePages.map(async (page) => ({
      name: pageName(page),
      title: page.meta.title,
      description: page.meta.description,
      html: await renderer.render(page.url),
    })),
  )
  const quiz = sitePages.find((page) => page.kind === 'quiz')
  if (!quiz) throw new Error('The page table has no quiz page')
  const results = await Promise.all(
    Object.entries(answersByTier).map(async ([tier, answers]) => ({
      name: `${quiz.path} (results, ${tier})`,
      title: '',
      description: '',
      html: await renderer.renderResults(answers),
    })),
  )
  return [...pages, ...results]
}

// What a visitor reads of a page's HTML.

/**
 * Tags whose text runs on in the line around them (a space for the tag: the copy never splits a
 * word across elements, and a span styled as a block must not glue two words); every other tag
 * starts a new line.
 */
const inlineTags = new Set(
  'a abbr b bdi bdo cite code data del dfn em i ins kbd mark q s samp small span strong sub sup time u var wbr'.split(
    ' ',
  ),
)
const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
      return String.fromCodePoint(code)
    }
    return entities[name.toLowerCase()] ?? whole
  })
}

/** Text as the check compares it: word joiners and soft hyphens dropped, spaces as one. */
export function normalized(text: string): string {
  return text
    .replace(/[\u2060\u00ad\u200b]/g, '')
    .replace(/[\u00a0\u202f\t ]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim()
}

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
      const names = [...attributes.matchAll(/\s(?:alt|aria-label)="([^"]*)"/g)].map(([, v]) => v)
      const named = names.length > 0 ? `\n${names.join('\n')}\n` : ''
      return inlineTags.has(tag.toLowerCase()) ? ` ${named}` : `\n${named}`
    })
  return normalized(decodeEntities(text))
}

// The check.

/** A claim word or figure no entry accounts for. */
export interface Unaccounted {
  page: string
  /** What it is: 'a percentage', 'the word "doctor"'... */
  what: string
  /** The line it stands in, as the page reads once the register's phrases are taken out. */
  line: string
}

/** An entry on a page: where it first stands, and what of it the page shows, in order. */
interface Shown {
  entry: ClaimEntry
  at: number
  seen: string[]
  /** Its phrases and pictures as the page shows them, not its shapes' figures: what counsel approves. */
  words: string[]
}

export interface PageClaims {
  page: string
  /** The entries the page shows, in the order it shows them. */
  shown: Shown[]
  unaccounted: Unaccounted[]
}

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

/** Where `phrase` stands in `text`, not inside a longer word or number. */
function* placesOf(text: string, phrase: string): Generator<number> {
  const word = /[\p{L}\p{N}]/u
  for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
    const before = text[at - 1] ?? ''
    const after = text[at + phrase.length] ?? ''
    // '127' is not in '127.0.0.1' nor '1.27': a digit beside a '.', ',' or ':' and another digit.
    const numberBefore = /\d/.test(phrase[0] ?? '') && /\d[.,:]$/.test(text.slice(0, at))
    const numberAfter =
      /\d/.test(phrase.at(-1) ?? '') && /^[.,:]\d/.test(text.slice(at + phrase.length))
    const edgeBefore = (!word.test(phrase[0] ?? '') || !word.test(before)) && !numberBefore
    const edgeAfter = (!word.test(phrase.at(-1) ?? '') || !word.test(after)) && !numberAfter
    if (edgeBefore && edgeAfter) yield at
  }
}

/**
 * Where each of `phrases`, `shapes` and `pictures` (a picture's name: a line of its own) stands in
 * `text`: [start, end, what matched].
 */
function placesIn(
  text: string,
  phrases: readonly string[],
  shapes: readonly RegExp[] = [],
  pictures: readonly string[] = [],
) {
  const places: [start: number, end: number, match: string | RegExp][] = []
  for (const phrase of new Set(phrases.map(normalized))) {
    if (!phrase) continue
    for (const at of placesOf(text, phrase)) places.push([at, at + phrase.length, phrase])
  }
  for (const name of new Set(pictures.map(normalized))) {
    for (const at of placesOf(text, name)) {
      const end = at + name.length
      if ((text[at - 1] ?? '\n') === '\n' && (text[end] ?? '\n') === '\n')
        places.push([at, end, name])
    }
  }
  for (const shape of shapes) {
    const global = new RegExp(
      shape.source,
      shape.flags.includes('g') ? shape.flags : `${shape.flags}g`,
    )
    for (const m of text.matchAll(global)) places.push([m.index, m.index + m[0].length, shape])
  }
  return places
}

/** `text` with every place taken out, a line break in its place. */
function takeOut(text: string, places: readonly [number, number, unknown][]): string {
  const taken = new Uint8Array(text.length)
  // Overlaps are fine: a figure inside a longer claim is also a claim of its own.
  for (const [start, end] of places) taken.fill(1, start, end)
  let left = ''
  for (let i = 0; i < text.length; i++) left += taken[i] ? (taken[i - 1] ? '' : '\n') : text[i]
  return left
}

/** The claims one page shows, in order, and the claim words and figures no entry accounts for. */
export function claimsOnPage(
  page: string,
  text: string,
  register: readonly ClaimEntry[],
  notClaims: readonly NotClaim[],
): PageClaims {
  const shown: Shown[] = []
  const places = register.flatMap((entry) => {
    const found = placesIn(text, entry.texts, entry.shapes, entry.pictures).sort(
      ([a], [b]) => a - b,
    )
    const seen = [...new Set(found.map(([start, end]) => text.slice(start, end)))]
    const words = [
      ...new Set(found.flatMap(([, , match]) => (typeof match === 'string' ? [match] : []))),
    ]
    if (found[0]) shown.push({ entry, at: found[0][0], seen, words })
    return found
  })
  let left = takeOut(text, places)
  for (const allowed of notClaims) {
    left = takeOut(
      left,
      placesIn(left, allowed.phrases ?? [], allowed.shape ? [allowed.shape] : []),
    )
  }
  const unaccounted = left.split('\n').flatMap((line) =>
    claimMarks
      .filter(([, shape]) => shape.test(line))
      .slice(0, 1)
      .map(([what]) => ({ page, what, line: line.trim() })),
  )
  return { page, shown: shown.sort((a, b) => a.at - b.at), unaccounted }
}

/** A page's text for the check: its title and description, then its body as read. */
export function pageText(page: ShownPage): string {
  return normalized([page.title, page.description, visibleText(page.html)].join('\n'))
}

/** The whole site against the register. */
export async function checkClaims(renderer: ClaimsRenderer): Promise<PageClaims[]> {
  const pages = await shownPages(renderer)
  return pages.map((page) =>
    claimsOnPage(page.name, pageText(page), renderer.claimsRegister, renderer.notClaims),
  )
}

/** One line for an unaccounted claim: the page, what it is and where. */
export const formatUnaccounted = ({ page, what, line }: Unaccounted) =>
  `${page}: ${what} no register entry accounts for, in "${line}"`

// The wording counsel approved (src/content/claims-approved.json, written by `npm run claims -- --approve`).

/** A phrase of an entry the pages show as counsel did not approve it: changed, or never approved. */
export interface Unapproved {
  entry: string
  /** The pages that show it. */
  pages: string[]
  /** The approved phrase it replaced (the closest the pages no longer show), or null: none. */
  before: string | null
  after: string
  /** The figures and claim words in `after` that `before` does not have: what its entry does not declare. */
  adds: string[]
}

/** A text's figures and claim words, one per word: '"99%" (a percentage)'. */
function marksOf(text: string): string[] {
  return text.split(/\s+/).flatMap((word) => {
    const token = word.replace(/^[("“‘]+|[)"”’.,;:!?]+$/g, '')
    const mark = claimMarks.find(([, shape]) => shape.test(token))
    return mark ? [`"${token}" (${mark[0]})`] : []
  })
}

/** How much two texts share at their start and at their end, in characters. */
export function sharedEnds(a: string, b: string): { start: number; end: number } {
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let end = 0
  while (end < a.length - start && end < b.length - start && a.at(-1 - end) === b.at(-1 - end))
    end++
  return { start, end }
}

/**
 * Every phrase the pages show that counsel did not approve as shown, by entry: each paired with the
 * approved phrase it most likely replaced, and the figures and claim words it adds to it.
 */
export function sinceApproval(report: readonly PageClaims[], approvals: Approvals): Unapproved[] {
  const shownBy = new Map<string, Map<string, string[]>>()
  for (const page of report) {
    for (const { entry, words } of page.shown) {
      const phrases = shownBy.get(entry.id) ?? new Map<string, string[]>()
      for (const word of words) phrases.set(word, [...(phrases.get(word) ?? []), page.page])
      shownBy.set(entry.id, phrases)
    }
  }
  return [...shownBy].flatMap(([entry, phrases]) => {
    const approved = new Set((approvals[entry]?.phrases ?? []).map(normalized))
    const gone = [...approved].filter((phrase) => !phrases.has(phrase))
    return [...phrases].flatMap(([after, pages]) => {
      if (approved.has(after)) return []
      const alike = (phrase: string) => {
        const { start, end } = sharedEnds(phrase, after)
        return start + end
      }
      const before = gone.filter((p) => alike(p) > 0).sort((a, b) => alike(b) - alike(a))[0] ?? null
      const had = marksOf(before ?? '')
      const adds = marksOf(after).filter((mark) => {
        const at = had.indexOf(mark)
        if (at === -1) return true
        had.splice(at, 1)
        return false
      })
      return [{ entry, pages, before, after, adds }]
    })
  })
}

/** One line for a phrase not approved as shown: its pages, its entry, before -> after, what it adds. */
export const formatUnapproved = ({ entry, pages, before, after, adds }: Unapproved) =>
  `${pages.join(', ')}: ${entry} ${before === null ? `not approved: "${after}"` : `changed since approval: "${before}" -> "${after}"`}${adds.length > 0 ? `; adds ${adds.join(', ')}, which its entry does not declare` : ''}`

/** 'missing', or the evidence as counsel reads it. */
export function evidenceText(evidence: Evidence): string {
  if (evidence === 'missing') return 'missing'
  return `${evidence.kind}: ${evidence.ref}${evidence.date ? ` (${evidence.date})` : ''}`
}

/** The entries without evidence. */
export const withoutEvidence = (register: readonly ClaimEntry[]) =>
  register.filter((entry) => entry.evidence === 'missing')

/**
 * What the build says about its claims, at its end: strict (`VITE_CLAIMS_STRICT=true`), it
 * refuses a claim without evidence, a claim the register does not account for and a phrase
 * counsel did not approve as shown, naming each; by default it keeps the spec's copy and lists
 * them, and says in a line how many lack evidence. Returns the lines
 * to print; throws when the build must stop.
 */
export function claimsVerdict(
  report: readonly PageClaims[],
  register: readonly ClaimEntry[],
  strict: boolean,
  approvals: Approvals,
): string[] {
  const unaccounted = report.flatMap((page) => page.unaccounted)
  const unapproved = sinceApproval(report, approvals).map(formatUnapproved)
  const missing = withoutEvidence(register)
  const problems = [
    ...unaccounted.map(formatUnaccounted),
    ...unapproved,
    ...(strict
      ? missing.map((entry) => `${entry.id}: no evidence on record (${normalized(entry.about)})`)
      : []),
  ]
  if (strict && problems.length > 0) {
    throw new Error(
      `The build stopped: VITE_CLAIMS_STRICT=true and ${problems.length} claim(s) lack a record or counsel's approval of their words (docs/claims.md):\n${problems.map((line) => `  ${line}`).join('\n')}`,
    )
  }
  return [
    ...unaccounted.map((finding) => `warning: ${formatUnaccounted(finding)}`),
    ...unapproved.map((line) => `warning: ${line}`),
    missing.length > 0
      ? `Claims: ${missing.length} of ${register.length} without evidence; \`npm run claims\` lists them for counsel (docs/claims.md).`
      : `Claims: all ${register.length} have evidence on record.`,
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
    const { claimsRegister, claimApprovals } = renderer
    for (const line of claimsVerdict(report, claimsRegister, strict, claimApprovals)) {
      console.log(line)
    }
  } catch (error) {
    await rm(outDir, { recursive: true, force: true })
    console.error((error as Error).message)
    process.exit(1)
  }
}
