import type { ReactNode } from 'react'

/**
 * `text` with its last two words kept on one line (a span that does not wrap), so that no word
 * stands alone on a paragraph's last line in Gecko, which ignores `text-wrap: pretty` ('…is /
 * wrong', '…shows / them.' at 1280, round 8). Only pairs short enough for the narrowest box the
 * quiz sets them in at 320 px (22 characters); and at the visitor's large text (`large-text`) the
 * pair may wrap again, where whole it could be wider than a line (e2e/reflow.spec.ts). Words are
 * what plain spaces part: a pair already held by a no-break space counts as one. `after` (a
 * struggle's ' · You') goes in with the pair, so it never starts a line alone.
 */
export function keptLast(text: string, after?: ReactNode): ReactNode {
  const match = /^(.* )([^ ]+ [^ ]+)$/s.exec(text)
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
      <span className="whitespace-nowrap large-text:whitespace-normal">
        {match[2]}
        {after}
      </span>
    </>
  )
}

/**
 * `text` with `word` in it kept whole ('self-assessment', which broke at its hyphen at 320 px),
 * but at the visitor's large text, where whole it could be wider than a line.
 */
export function keptWord(text: string, word: string): ReactNode {
  const [before, ...after] = text.split(word)
  if (after.length === 0) return text
  return (
    <>
      {before}
      <span className="whitespace-nowrap large-text:whitespace-normal">{word}</span>
      {after.join(word)}
    </>
  )
}
