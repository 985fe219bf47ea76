import type { ReactNode } from 'react'
import { hyphenatedPieces } from '@/lib/typeset'

/**
 * A held span: on one line, except at 200 % text on a phone (`large-text`), where whole it may be
 * wider than a line.
 */
const held = 'whitespace-nowrap large-text:whitespace-normal'

/** `text` with each of its hyphenated compounds ('Root-Cause', 'mid-sentence') held. */
export function Compounds({ text }: { text: string }) {
  return hyphenatedPieces(text).map((piece, index) =>
    index % 2 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never reorder
      <span key={index} className={held}>
        {piece}
      </span>
    ) : (
      piece
    ),
  )
}

/** The longest last pair `Line` holds: it must fit the narrowest line it is set in at 320 px. */
const longestPair = 25

/**
 * The site's rule for a short text's line ends (a heading's words, a question, a caption, a step's
 * title, a list's point), where Gecko, which ignores `text-wrap: pretty`, left a word alone on the
 * last line ('…a CLIA-certified / laboratory', '…$99 / value'): its last two words held on one
 * line when they are short (at most 25 characters), `phrase` held too ('business days,': its
 * punctuation with it, as counsel's check reads a span's edge as a space), and its hyphenated
 * compounds whole ('Report-of-Findings', 'money-back'). Every hold is a span the visitor's large
 * text (`large-text`) releases, where whole it could be wider than a line (e2e/reflow.spec.ts).
 */
export function Line({ text, phrase }: { text: string; phrase?: string }): ReactNode {
  const at = phrase ? text.indexOf(phrase) : -1
  const pair = /^(.* )([^ ]+ [^ ]+)$/s.exec(text)
  const phraseEnd =
    phrase && at >= 0
      ? at + phrase.length + (/^[,.;:]/.test(text.slice(at + phrase.length)) ? 1 : 0)
      : -1
  const head =
    pair?.[1] && pair[2] && pair[2].length <= longestPair && phraseEnd <= pair[1].length
      ? pair[1]
      : text
  const tail = text.slice(head.length)
  const heldPhrase = phraseEnd >= 0 && phraseEnd <= head.length
  return (
    <>
      {heldPhrase ? (
        <>
          <Compounds text={head.slice(0, at)} />
          <span className={held}>{head.slice(at, phraseEnd)}</span>
          <Compounds text={head.slice(phraseEnd)} />
        </>
      ) : (
        <Compounds text={head} />
      )}
      {tail ? <span className={held}>{tail}</span> : null}
    </>
  )
}
