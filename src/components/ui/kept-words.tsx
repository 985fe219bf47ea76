import type { ReactNode } from 'react'

/** Large text's class for words held on one line: free to wrap where whole they are wider than it. */
const heldClass = 'whitespace-nowrap large-text:whitespace-normal'

/** The longest tail held: it must fit the narrowest box the quiz sets it in at 320 px. */
const longestTail = 24

/** A last pair shorter than this ('of sleep', 'to lose.') read as a stub on a line of its own. */
const shortPair = 10

/**
 * The class for a block whose last words `keptLast` holds: its lines fill, one after another, in
 * every engine. Chromium's and WebKit's `pretty` (styles.css) moved words down early to even the
 * lines ('Your priority: Getting your energy, / focus…' at 375; WebKit's sample card, 80 px short,
 * round 11) and Gecko has none; balanced, Gecko's lines ran two-thirds of the box. The held tail
 * already keeps a word from standing alone. Its children too: a list's items have `pretty` of their
 * own (styles.css), which a list's class does not reach. The style alone: `text-wrap: wrap` would
 * also undo the held span's `nowrap` (WebKit broke 'No email / required.').
 */
export const filledLines = '[text-wrap-style:auto] *:[text-wrap-style:auto]'

/**
 * `text` with its tail kept on one line (a span that does not wrap), so that no word stands alone
 * on a paragraph's last line ('…is / wrong', '…shows / them.' in Gecko, round 8): its last phrase,
 * the words after its last comma, colon or full stop ('No email required.', 'however long you
 * slept.', 'and what to do about it.': round 11 split 'No / email', 'however / long' and left
 * 'about it.' alone), where that phrase is two words or more and short;
 * else its last two words, or three where the two are shorter than `shortPair`. One rule for every
 * engine, with `filledLines` on the block. Only tails short enough for the narrowest box
 * (`longestTail`); and at the visitor's large text
 * (`large-text`) the tail may wrap again, where whole it could be wider than a line
 * (e2e/reflow.spec.ts). Words are what plain spaces part: a pair already held by a no-break space
 * counts as one.
 */
export function keptLast(text: string): ReactNode {
  const phrase = /^(.*[.,:;!?] )((?:[^ ]+ )+[^ ]+)$/s.exec(text)
  const pair = /^(.* )([^ ]+ [^ ]+)$/s.exec(text)
  const three = /^(.* )([^ ]+ [^ ]+ [^ ]+)$/s.exec(text)
  const match =
    phrase?.[2] && phrase[2].length <= longestTail
      ? phrase
      : pair?.[2] && pair[2].length < shortPair && three
        ? three
        : pair
  if (!match?.[1] || !match[2] || match[2].length > longestTail) return text
  return (
    <>
      {match[1]}
      <span className={heldClass}>{match[2]}</span>
    </>
  )
}

/**
 * Words held where whole they fit a line, and only there: a box of their own on the line (an
 * inline block), which goes whole to the next line where the line has no room left for it, and
 * wraps inside itself where it is wider than a whole line (WCAG text spacing widens a heading's
 * phrase past a 320 px line; a `nowrap` hold ran 20-28 px sideways there, round 14).
 */
const heldWhereItFits = 'inline-block'

/**
 * `text` with its first `words` (a phrase, or a pattern such as a figure and its unit) kept on one
 * line (none: `text` as it is): 'self-assessment', which broke at its hyphen at 320 px; 'business days'; '18 lbs'. At the
 * visitor's large text the words may wrap again, where whole they could be wider than a line
 * (e2e/reflow.spec.ts). `whereTheyFit`: held only where whole they fit a line at all (a heading's
 * phrase, 'metabolic dysfunction?', which text spacing makes wider than a phone's line).
 * Punctuation right after them goes inside the span: counsel's check reads
 * a span's edge as a space (counsel/check.ts), and 'days , explained' is no phrase of the
 * register's.
 */
export function keptWord(
  text: string,
  words: string | RegExp | undefined,
  whereTheyFit = false,
): ReactNode {
  if (words === undefined) return text
  const found =
    typeof words === 'string' ? { index: text.indexOf(words), 0: words } : words.exec(text)
  if (!found || found.index < 0) return text
  const at = found.index
  const rest = text.slice(at + found[0].length)
  const end = at + found[0].length + (/^[,.;:]/.test(rest) ? 1 : 0)
  return (
    <>
      {text.slice(0, at)}
      <span className={whereTheyFit ? heldWhereItFits : heldClass}>{text.slice(at, end)}</span>
      {text.slice(end)}
    </>
  )
}
