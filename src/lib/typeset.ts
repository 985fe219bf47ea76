/**
 * Where a line may not end: the site's one rule for keeping together what no reader would split,
 * applied to every text node of the prerendered pages (build/typeset-html.ts).
 *
 * Two invisible characters hold the pieces together, and neither changes a word counsel's check
 * matches (counsel/check.ts drops the one, reads the other as a space); the joiner does go into
 * Chromium's accessible names and copied text, so on every page a span holds the word instead
 * (`unjoined` below):
 * - the word joiner U+2060 after a hyphen or an en dash, which no engine breaks beside and none
 *   draws (the heading face has no non-breaking hyphen, U+2011: tests/build-fonts.test.ts);
 * - the no-break space U+00A0 in place of a space.
 */

const joiner = '\u2060'

/**
 * `text` less its word joiners: where no line is held (a page's title, its description) or a
 * span holds the words instead (`joinsHeld`, src/components/ui/kept-words.tsx; every built page,
 * build/typeset-html.ts). Chromium puts a joiner in headings' and links' accessible names, and
 * every engine in copied text (rquiz20).
 */
export const unjoined = (text: string) => text.replaceAll(joiner, '')

/** A word a joiner holds ('long-\u2060term'), whitespace and markup around it: each its own piece. */
export const joinedWord = /[^\s<>]*\u2060[^\s<>]*/g
const noBreakSpace = '\u00a0'

/**
 * Short phrases held on one line, spaces and hyphens alike. Only short ones: each must still fit a
 * line of the narrowest box it stands in at 320 px with text at 200 % (e2e/reflow.spec.ts), or it
 * breaks mid-word there; a long compound may break at its hyphens. A box narrower still opts out
 * (`looseLines`). Not 'business days': in the hero's list at 200 % text it is wider than a line.
 */
const keptTogether = [
  'one-on-one',
  'money-back',
  'at-home',
  'CellWise kit',
  'co-presenter',
] as const

/**
 * The units a figure stays beside in a sentence ('5–10 years', '60 days', '131 kits'). Not
 * 'business days': '7–10 business days' whole is wider than a cell of /google's facts row at
 * 320 px, where it would break mid-word; it may wrap as '7–10 / business days'. Not 'lbs': held by
 * a no-break space in a story's result ('Lost 18 lbs in 4 months'), WebKit at 200 % text broke the
 * label before it ('After their own changes:') across lines in the card at 375 px
 * (e2e/reflow.spec.ts); the story card holds it with a span large text releases.
 */
const units = ['days?', 'hours?', 'minutes?', 'weeks?', 'months?', 'years?', 'kits?']

const months = 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec'

/** A figure: '7', '18,000', '2.5', or a range of them ('5–10', its dash already held). */
const figure = `\\d[\\d,.]*(?:–${joiner}?\\d[\\d,.]*)?`

const range = /(\d)–(?!\u2060)(?=\d)/g
/** A discount and its word: '80% off'. */
const percentOff = /\b\d{1,3}% off\b/g

const figureAndUnit = new RegExp(`(?<![\\w.,])${figure} (?:${units.join('|')})\\b`, 'g')
/** A day and its month, 'Nov 24' ('Nov 20–24'); its year may go to the next line at 200 % text. */
const date = new RegExp(`\\b(?:${months}) \\d{1,2}(?:–${joiner}?\\d{1,2})?\\b`, 'g')
const phrases = new RegExp(
  `\\b(?:${keptTogether.map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`,
  'gi',
)

const held = (text: string) =>
  text.replace(/ /g, noBreakSpace).replace(/-(?!\u2060)/g, `-${joiner}`)

/**
 * `text` with its ranges, figures, dates and listed phrases held together:
 * - a range: '5–10' keeps its dash with the figure after it (a joiner after the en dash; none is
 *   needed before it, where Unicode's line breaking never breaks);
 * - a figure and its unit in a sentence: '5–10 years', '60 days'. A value alone in its box (a
 *   statistic's '5–10 years' in large type) may wrap before its unit: the box decides, not a
 *   sentence, and held it would break mid-word where it is wider than the box;
 * - a date's month and day: 'Nov 24', 'Nov 20–24' (its year may wrap: held too, 'Nov 19–20, 2026'
 *   is wider than a line of a price box at 320 px and 200 % text);
 * - a discount: '80% off';
 * - the phrases in `keptTogether`, however they are capitalised ('At-home');
 * - the `names` given (the cast's, by the build: 'Daniel Brooks'), each whole as written.
 * A text already held (a joiner after the hyphen) is left as it is.
 */
export function typeset(text: string, names: readonly string[] = []): string {
  const ranged = text.replace(range, (_, from: string) => `${from}–${joiner}`)
  const named = names.reduce((out, name) => out.replaceAll(name, held(name)), ranged)
  return named
    .replace(figureAndUnit, (pair) => (pair === ranged.trim() ? pair : held(pair)))
    .replace(date, held)
    .replace(percentOff, held)
    .replace(phrases, held)
}

/**
 * On an element whose text the build leaves as written (build/typeset-html.ts): a box so narrow at
 * 200 % text that a held phrase would break mid-word there (the reassurances beside an order
 * button hold one short line each at 100 %, and no phrase fits a line of them at 200 %).
 */
export const looseLines = { 'data-lines': 'loose' } as const

/**
 * On a block of running text (a document's paragraph or list item): typeset as any other, but no
 * one-letter word held to the word after it (`letterAndWord`): mid-paragraph, a held 'a
 * promotional' went whole to the next line and left the line before it 80-120 px short ('…It is
 * / a promotional price' in /terms at 375, review 31), where a line ending on 'a' costs less than
 * a ragged edge. The text's last words are held by its component (`Line`), so none stands alone.
 */
export const runningText = { 'data-lines': 'running' } as const

/**
 * `text` in pieces, each odd one a hyphenated compound of letters ('CLIA-certified',
 * 'mid-sentence', 'Root-Cause', 'Report-of-Findings'): a component holds it on one line where its box is wide enough
 * (`Compounds`, src/components/ui/kept-words.tsx) and lets it break at its hyphens where it is not, as
 * `typeset`, which holds in every box, cannot: whole, a long one is wider than a line at 320 px
 * with text at 200 %. A one-letter word right before a compound goes in its piece ('a
 * CLIA-certified'): held apart, the line could end on the letter ('Laboratories, a /
 * CLIA-certified' in /terms at 375, review 25), which the build's unit (`letterAndWord`) cannot
 * hold across the compound's span.
 */
export function hyphenatedPieces(text: string): string[] {
  return text.split(
    /(?<![\w\u2060-])((?:(?<=^|\s)[(“‘"]?[aAI] )?[A-Za-z]+(?:-\u2060?[A-Za-z]+)+)(?![\w\u2060-])/,
  )
}

/**
 * A one-letter word ('a', 'A', 'I') and the word after it, with what stands before the letter and
 * after the word up to a space ('a promotional', 'a CLIA-certified', 'I ordered,', '(a gift).':
 * counsel's check reads a span's edge as a space, counsel/check.ts): held as one unit, so that no
 * line ends on the letter alone ('It is a / promotional', reviews 24-27). The build sets each in an
 * inline block (build/typeset-html.ts), which goes whole to the next line where this one has no
 * room, and wraps inside itself where it is wider than a whole line (320 px, 200 % text): a
 * no-break space there ran 'a CLIA-certified' out of its box. Its space stays a space, so copied
 * text and accessible names read as written.
 */
export const letterAndWord = /(?<=^|\s)[(“‘"]?[aAI] [^\s<]+/g

/** An email address in running text. */
export const emailAddress = /[^\s@<>]+@[^\s@<>]+\.[a-z]{2,}\b/gi

/**
 * An email address in the pieces a line may break between: before its '@' and before each '.' of
 * the name before it, its domain whole ('first.last@mail.example' -> ['first', '.last',
 * '@mail.example']; round 10, Gecko: '…@cellwisehealthlab / .example'), each piece shown with a
 * <wbr> between it and the one before, so a long address wraps where a reader would split it and
 * never mid-word, and copies whole.
 */
export function emailPieces(address: string): string[] {
  const at = address.lastIndexOf('@')
  if (at < 0) return [address]
  return [...address.slice(0, at).split(/(?=\.)/), address.slice(at)]
}
