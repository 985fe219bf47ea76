/**
 * The site's one module for where lines end: every hold of words on one line is made here, in one
 * of two ways. A `nowrap` span (`heldClass`): the words stay on one line, and the visitor's large
 * text (`large-text`) lets them go where whole they could be wider than a line
 * (e2e/reflow.spec.ts). An inline block (`heldWhereItFits`): the words go whole to the next line
 * where this one has no room, and wrap inside their box where they are wider than a whole line.
 * Which words: a text's last phrase or pair (`keptLast`, the quiz; `Line`, the sales pages and
 * documents), a named phrase or pattern (`keptWord`, `keptPhrases`), hyphenated compounds
 * (`Compounds`), a title's phrases (`Phrases`). Punctuation right after held words goes inside the
 * hold (`heldEnd`).
 */
import { createContext, Fragment, type ReactNode, useContext } from 'react'
import { hyphenatedPieces, joinedWord, letterAndWord, unjoined } from '@/lib/typeset'

/** Large text's class for words held on one line: free to wrap where whole they are wider than it. */
const heldClass = 'whitespace-nowrap large-text:whitespace-normal'

/**
 * Words held where whole they fit a line, and only there: a box of their own on the line (an
 * inline block), which goes whole to the next line where the line has no room left for it, and
 * wraps inside itself where it is wider than a whole line (WCAG text spacing widens a heading's
 * phrase past a 320 px line; a `nowrap` hold ran 20-28 px sideways there, round 14).
 */
const heldWhereItFits = 'inline-block'

/**
 * `text` with each word a word joiner holds ('long-\u2060term', typeset's 'Co-\u2060presenter')
 * held by a span instead, the joiner gone: Chromium put the joiner in a link's or heading's
 * accessible name and every engine in copied text (rquiz20), where a span holds the same words
 * and reads as written. Its one-letter words not held (`joinsHeld` holds them): a quiz question,
 * whose first is in /quiz's first screen, 4 bytes short of its budget for a unit's span, and whose
 * headings ended no line on a letter (Chromium, Gecko at 320-1024; WebKit at 320, 375).
 */
export function joinsAsSpans(text: string, hold: string = heldClass): ReactNode {
  const words = text.split(new RegExp(`(${joinedWord.source})`))
  if (words.length === 1) return text
  return words.map((piece, index) =>
    index % 2 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never reorder
      <span key={index} className={hold}>
        {unjoined(piece)}
      </span>
    ) : (
      piece
    ),
  )
}

/**
 * `text` with its joined words each in an inline block (`heldWhereItFits`), for a balanced heading:
 * Chromium balances no lines around a `nowrap` span, and set the quiz's last question in stepped
 * lines ('How important is it / for you to reclaim / your energy, focus and / long-term health
 * right now?' at 375, review 39) where the block leaves them even. Gecko balances no lines around
 * an inline block ('…to / reclaim your energy, focus and long-term / health right now?', 408, 563
 * and 242 px at 768, review 46), and does around a `nowrap` span: there the words are one.
 */
export const joinsBoxed = (text: string) => joinsAsSpans(text, `${heldWhereItFits} ${geckoHeld}`)

/**
 * In Gecko, a `nowrap` hold in place of an inline block; not released at large text as
 * `heldClass` is: a question's held word ('long-term') fits a line at 200 % (and the page's budget
 * of bytes had no room for the rule).
 */
const geckoHeld = 'gecko:inline gecko:whitespace-nowrap'

/**
 * `text` with its joined words held by spans (`joinsAsSpans`), and each one-letter word and the
 * word after it (`letterAndWord`: 'a quick', 'I wish') in an inline block (`heldWhereItFits`), so
 * no line ends on the letter alone: the build does this for the pages it typesets
 * (build/typeset-html.ts), and leaves the hydrated quiz alone, whose lines ended 'looking for a /
 * quick hit' and 'questions I / wish'. Not for a link's or an underlined run's text: an inline
 * block breaks its underline.
 */
export const joinsHeld = (text: string) => lettersHeld(text, joinsAsSpans)

/**
 * `text` with each one-letter word and the word after it in an inline block (as `joinsHeld`), each
 * piece set by `set`; its joiners left to the build (`keptWord`'s words, as they were).
 */
function lettersHeld(text: string, set: (piece: string) => ReactNode = (piece) => piece) {
  const pieces = text.split(new RegExp(`(${letterAndWord.source})`))
  if (pieces.length === 1) return set(text)
  return pieces.map((piece, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never reorder
    <Fragment key={index}>
      {index % 2 ? <span className={heldWhereItFits}>{set(piece)}</span> : set(piece)}
    </Fragment>
  ))
}

/**
 * Where the hold of `length` characters at `at` in `text` ends: punctuation right after the words
 * goes in with them, since counsel's check reads a span's edge as a space (counsel/check.ts), and
 * 'days , explained' or '4.7 on Trustpilot , 1,234 reviews' is no phrase of the register's.
 */
const heldEnd = (text: string, at: number, length: number) =>
  at + length + (/^[,.;:]/.test(text.slice(at + length)) ? 1 : 0)

/** The longest tail held: it must fit the narrowest box the quiz sets it in at 320 px. */
const longestTail = 24

/** A last pair this short ('of sleep', 'to lose.', 'flags them') read as a stub on a line of its own. */
const shortPair = 10

/**
 * `text` with its last two words held on one line (a no-break space between them) where together
 * they are short (12 characters at most: 'within weeks', 'felt unwell.'), for a caption that must
 * stay a string (a tile's key): no short word alone on a last line in Gecko, which ignores
 * `text-wrap: pretty`. Longer, the pair would be wider than a line of a 320 px phone at 200 % text
 * ('cellular inflammation': e2e/reflow.spec.ts).
 */
export const lastWordsHeld = (text: string) =>
  text.replace(/(?<=\s|^)(\S+) (\S+)$/, (pair, before: string, last: string) =>
    pair.length <= 12 ? `${before}\u00a0${last}` : pair,
  )

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
 * counts as one. `letters`: its one-letter words held to the next word (`joinsHeld`); not in
 * running text (`runningText`: the advertorial's story and endorsement, where a held 'a new' left
 * the line before it 55 % full at 1280 in Chromium, review 34).
 */
export function keptLast(text: string, letters = true): ReactNode {
  const set = letters ? joinsHeld : joinsAsSpans
  const phrase = /^(.*[.,:;!?] )((?:[^ ]+ )+[^ ]+)$/s.exec(text)
  const pair = /^(.* )([^ ]+ [^ ]+)$/s.exec(text)
  const three = /^(.* )([^ ]+ [^ ]+ [^ ]+)$/s.exec(text)
  // A short pair's three words where they fit the narrowest box, else the pair: 'panel flags them',
  // not 'flags them' alone on a caption's last line in Gecko (rquiz18).
  const match =
    phrase?.[2] && phrase[2].length <= longestTail
      ? phrase
      : pair?.[2] && pair[2].length <= shortPair && three?.[2] && three[2].length <= longestTail
        ? three
        : pair
  if (!match?.[1] || !match[2] || match[2].length > longestTail) return set(text)
  // A one-letter word right before the tail goes into it, where the tail still fits: else the
  // line could end on it ('…for a / quick hit').
  const letter = /(?<=^|\s)[(“‘"]?[aAI] $/.exec(match[1])?.[0] ?? ''
  const taken = letter && letter.length + match[2].length <= longestTail ? letter : ''
  return (
    <>
      {set(match[1].slice(0, match[1].length - taken.length))}
      <span className={heldClass}>{unjoined(taken + match[2])}</span>
    </>
  )
}

/**
 * `text` with its last sentence, where it is short, a tag line of its own: a semibold line in
 * the ink ('No forms, no hoops.': `keptLast` held 'no hoops.' alone under 'No forms,' at 1280,
 * rsales17; held whole on the sentence's last line, it stood alone on a short line at both
 * widths in several engines, rsales19); else as `keptLast`. The text before it ends a line too,
 * so its last words are held as `keptLast` holds them (review 46: '…in 3–5 business / days.'
 * with the brand's longer address, at 320, 375 and 1280).
 */
export function keptLastSentence(text: string): ReactNode {
  const sentence = /^(.*[.!?] )([^.!?]+[.!?])$/s.exec(text)
  if (!sentence?.[1] || !sentence[2] || sentence[2].length > longestTail) return keptLast(text)
  return (
    <>
      {keptLast(sentence[1].trimEnd())}{' '}
      <span className="block font-semibold text-ink">{sentence[2]}</span>
    </>
  )
}

/**
 * `text` with its first `words` (a phrase, or a pattern such as a figure and its unit) kept on one
 * line (none: `text` as it is): 'self-assessment', which broke at its hyphen at 320 px; 'business days'; '18 lbs'. At the
 * visitor's large text the words may wrap again, where whole they could be wider than a line
 * (e2e/reflow.spec.ts). `whereTheyFit`: held only where whole they fit a line at all (a heading's
 * phrase, 'metabolic dysfunction?', which text spacing makes wider than a phone's line).
 * Punctuation right after them goes inside the span: counsel's check reads
 * a span's edge as a space (counsel/check.ts), and 'days , explained' is no phrase of the
 * register's. `letters`: its one-letter words held to the next word; not in running text
 * (`runningText`: /404's card, whose '…test with / a one-on-one expert consultation.' ran 95 px
 * short at 320, review 31).
 */
export function keptWord(
  text: string,
  words: string | RegExp | undefined,
  whereTheyFit = false,
  letters = true,
): ReactNode {
  if (words === undefined) return text
  const found =
    typeof words === 'string' ? { index: text.indexOf(words), 0: words } : words.exec(text)
  if (!found || found.index < 0) return text
  const at = found.index
  const end = heldEnd(text, at, found[0].length)
  const set = letters ? lettersHeld : (piece: string) => piece
  return (
    <>
      {set(text.slice(0, at))}
      <span className={whereTheyFit ? heldWhereItFits : heldClass}>{text.slice(at, end)}</span>
      {set(text.slice(end))}
    </>
  )
}

/**
 * `text` with each of `phrases` it holds kept on one line, in turn from its start ('4.7 on
 * Trustpilot,', '1,234 reviews': a review score, src/components/sales/review-score.tsx); a phrase
 * not found, or found only before one already held, is passed over.
 */
export function keptPhrases(text: string, phrases: readonly string[]): ReactNode {
  let rest = text
  const words: ReactNode[] = []
  for (const phrase of phrases) {
    const at = rest.indexOf(phrase)
    if (at < 0) continue
    const end = heldEnd(rest, at, phrase.length)
    words.push(
      rest.slice(0, at),
      <span key={phrase} className={heldClass}>
        {rest.slice(at, end)}
      </span>,
    )
    rest = rest.slice(end)
  }
  words.push(rest)
  return words
}

/** Held on a phone (under sm) only (not at large text, where `held` lets go). */
const heldOnPhone = 'min-[12rem]:max-sm:whitespace-nowrap'
/** Held from sm. */
const heldFromPhone = 'sm:whitespace-nowrap'

/**
 * Running text (a document's paragraph, `runningText` on its block): its one-letter words not held
 * to the next word (`Compounds` sets its joins only), as the build leaves them there.
 */
export const RunningText = createContext(false)

/**
 * `text` with each of its hyphenated compounds ('Root-Cause', 'mid-sentence') held, and each word a
 * joiner holds ('60-\u2060day', in a box the build leaves as written) by a span (`joinsHeld`; in
 * `RunningText`, its one-letter words free).
 */
export function Compounds({ text }: { text: string }) {
  const running = useContext(RunningText)
  const set = running ? joinsAsSpans : joinsHeld
  return hyphenatedPieces(text).map((piece, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never reorder
    <Fragment key={index}>
      {index % 2 ? <span className={heldClass}>{unjoined(piece)}</span> : set(piece)}
    </Fragment>
  ))
}

/** The longest last pair `Line` holds: it must fit the narrowest line it is set in at 320 px. */
const longestPair = 25

/**
 * The site's rule for a short text's line ends (a heading's words, a question, a caption, a step's
 * title, a list's point), where Gecko, which ignores `text-wrap: pretty`, left a word alone on the
 * last line ('…a CLIA-certified / laboratory', '…$99 / value'): its last two words held on one
 * line when they are short (at most 25 characters), `phrase` held too ('business days,': its
 * punctuation with it, `heldEnd`), and its hyphenated
 * compounds whole ('Report-of-Findings', 'money-back'). Every hold is a span the visitor's large
 * text (`large-text`) releases, where whole it could be wider than a line (e2e/reflow.spec.ts).
 */
export function Line({
  text,
  phrase,
  pairOnPhones,
  tailFromSm,
  longPairWhereItFits,
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
  /**
   * From sm, the text's last words held up to this many characters, not its last pair alone: in
   * a document's 42rem measure at 1280 a held pair still ended a paragraph on a stub ('3–5
   * business days.', 'send is your own.', round 17), and Gecko has no `pretty`. On a phone the
   * pair alone (a 30-character hold there would leave the line before it short).
   */
  tailFromSm?: number
  /**
   * A last pair longer than the site holds on one line ('Report-of-Findings Consultation') held
   * where it fits: it goes whole to the next line, and where the line is narrower than it, it
   * breaks within itself, so the line before it is never left with its last word alone
   * ('One-on-One Report-of-Findings / Consultation' at 320 and 375, rsales23).
   */
  longPairWhereItFits?: boolean
}): ReactNode {
  const at = phrase ? text.indexOf(phrase) : -1
  const pair = /^(.* )([^ ]+ [^ ]+)$/s.exec(text)
  const phraseEnd = phrase && at >= 0 ? heldEnd(text, at, phrase.length) : -1
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
  const longPair = !!longPairWhereItFits && !!pair?.[1] && !!pair[2] && pair[2].length > longestPair
  const head =
    pair?.[1] &&
    pair[2] &&
    (pair[2].length <= longestPair || longPair) &&
    phraseEnd <= pair[1].length
      ? pair[1]
      : text
  const tail = text.slice(head.length)
  const heldPhrase = phraseEnd >= 0 && phraseEnd <= head.length
  // Where the hold from sm starts: the first word after which the rest fits `tailFromSm`.
  let fromSm = head.length
  if (tailFromSm && tail) {
    let space = head.lastIndexOf(' ', head.length - 2)
    while (space > phraseEnd && text.length - (space + 1) <= tailFromSm) {
      fromSm = space + 1
      space = head.lastIndexOf(' ', space - 1)
    }
  }
  const body = head.slice(0, fromSm)
  const held = !tail ? null : longPair ? (
    <span className={heldWhereItFits}>
      <Compounds text={tail} />
    </span>
  ) : (
    <span className={heldClass}>{tail}</span>
  )
  return (
    <>
      {heldPhrase ? (
        <>
          <Compounds text={body.slice(0, at)} />
          <span className={heldClass}>{body.slice(at, phraseEnd)}</span>
          <Compounds text={body.slice(phraseEnd)} />
        </>
      ) : (
        <Compounds text={body} />
      )}
      {fromSm < head.length ? (
        <span className={heldFromPhone}>
          <Compounds text={head.slice(fromSm)} />
          {held}
        </span>
      ) : (
        held
      )}
    </>
  )
}

/**
 * A title in its phrases, each a box of its own (as a boxed address, `emailBox`): one line where the
 * title fits, else broken only between two phrases ('Belly fat / that will not budge'), never
 * mid-phrase as balancing alone broke it (round 13); balanced, the most even of those breaks
 * ('Being told your labs are “normal” / when you know something is wrong', not '…when you know /
 * something is wrong' at 1280). A phrase wider than its line (280 px, wider letter spacing, large
 * text; three cards across at 768) wraps within its box, balanced ('a full / night’s sleep', not
 * '…night’s / sleep'), so none runs out of its card, and between words only, its hyphenated
 * compounds whole ('Report-of-Findings / Consultation', not 'Report-of- / Findings…' at 320,
 * review 37).
 */
export function Phrases({ phrases }: { phrases: readonly string[] }) {
  return phrases.map((phrase, index) => (
    <Fragment key={phrase}>
      {index > 0 && ' '}
      <span className={`${heldWhereItFits} text-balance`}>
        <Compounds text={phrase} />
      </span>
    </Fragment>
  ))
}
