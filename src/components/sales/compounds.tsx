import type { ReactNode } from 'react'
import { hyphenatedPieces } from '@/lib/typeset'

/**
 * A held span: on one line, except at 200 % text on a phone (`large-text`), where whole it may be
 * wider than a line.
 */
const held = 'whitespace-nowrap large-text:whitespace-normal'

/** Held on a phone (under sm) only (not at large text, where `held` lets go). */
const heldOnPhone = 'min-[12rem]:max-sm:whitespace-nowrap'
/** Held from sm. */
const heldFromPhone = 'sm:whitespace-nowrap'

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
export function Line({
  text,
  phrase,
  pairOnPhones,
}: {
  text: string
  phrase?: string
  /**
   * Where `phrase` runs into the last pair ('A trained practitioner, one-on-one'): on a phone (under
   * sm) the pair held instead of the phrase, where the phrase's line has no room for the last word
   * too and left it alone ('…practitioner, / one-on-one' at 320, and at 375 in Gecko, round 13);
   * the phrase from sm. Each hold is set on the spaces it keeps, as a space's own box rules its
   * break.
   */
  pairOnPhones?: boolean
}): ReactNode {
  const at = phrase ? text.indexOf(phrase) : -1
  const pair = /^(.* )([^ ]+ [^ ]+)$/s.exec(text)
  const phraseEnd =
    phrase && at >= 0
      ? at + phrase.length + (/^[,.;:]/.test(text.slice(at + phrase.length)) ? 1 : 0)
      : -1
  const pairStart = pair?.[1]?.length ?? -1
  const lastSpace = text.lastIndexOf(' ')
  if (
    pairOnPhones &&
    pair?.[2] &&
    pair[2].length <= longestPair &&
    at >= 0 &&
    at < pairStart &&
    phraseEnd === lastSpace
  ) {
    // The phrase in the phrase's hold; the last word, with the space before it, in the pair's.
    // (A space at the end of a held span does not keep the next word: Chromium broke there.)
    return (
      <>
        <Compounds text={text.slice(0, at)} />
        <span className={heldFromPhone}>
          <Compounds text={text.slice(at, phraseEnd)} />
        </span>
        <span className={heldOnPhone}>
          <Compounds text={text.slice(phraseEnd)} />
        </span>
      </>
    )
  }
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
