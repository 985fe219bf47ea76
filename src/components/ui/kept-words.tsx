import type { ReactNode } from 'react'

/** Large text's class for words held on one line: free to wrap where whole they are wider than it. */
const heldClass = 'whitespace-nowrap large-text:whitespace-normal'

/**
 * A last pair shorter than this ('you slept.', 'never shared') still read as a stub on a wide
 * line in Gecko ('…however long / you slept.' at 1280, round 10): its last three words are held.
 */
const shortPair = 14

/**
 * `text` with its last two words (three, where the two are short) kept on one line (a span that
 * does not wrap), so that no word stands alone on a paragraph's last line in Gecko, which ignores `text-wrap: pretty` ('…is /
 * wrong', '…shows / them.' at 1280, round 8). Only pairs short enough for the narrowest box the
 * quiz sets them in at 320 px (22 characters); and at the visitor's large text (`large-text`) the
 * pair may wrap again, where whole it could be wider than a line (e2e/reflow.spec.ts). Words are
 * what plain spaces part: a pair already held by a no-break space counts as one. `after` (a
 * struggle's ' · You') goes in with the pair, so it never starts a line alone.
 */
export function keptLast(text: string, after?: ReactNode): ReactNode {
  const pair = /^(.* )([^ ]+ [^ ]+)$/s.exec(text)
  const three = /^(.* )([^ ]+ [^ ]+ [^ ]+)$/s.exec(text)
  const match =
    pair?.[2] && pair[2].length < shortPair && three?.[2] && three[2].length <= 22 ? three : pair
  if (!match?.[1] || !match[2] || match[2].length > 22)
    return after ? (
      <>
        {text}
        {after}
      </>
    ) : (
      text
    )
  return (
    <>
      {match[1]}
      <span className={heldClass}>
        {match[2]}
        {after}
      </span>
    </>
  )
}

/**
 * `text` with its first `words` (a phrase, or a pattern such as a figure and its unit) kept on one
 * line (none: `text` as it is): 'self-assessment', which broke at its hyphen at 320 px; 'business days'; '18 lbs'. At the
 * visitor's large text the words may wrap again, where whole they could be wider than a line
 * (e2e/reflow.spec.ts). Punctuation right after them goes inside the span: counsel's check reads
 * a span's edge as a space (counsel/check.ts), and 'days , explained' is no phrase of the
 * register's.
 */
export function keptWord(text: string, words: string | RegExp | undefined): ReactNode {
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
      <span className={heldClass}>{text.slice(at, end)}</span>
      {text.slice(end)}
    </>
  )
}
