/**
 * The site's typesetting rule (src/lib/typeset.ts) over a prerendered page: every text node the
 * page shows, none in a script or style, and a <wbr> before the '@' and each '.' of the name of an email address
 * in running text (one a component renders has its own: src/components/ui/email-address.tsx);
 * nothing inside an element marked `looseLines`. Only for pages React does not hydrate: React would find
 * the held text unlike its own and render the page again (the quiz holds its copy as written).
 */
import { type DefaultTreeAdapterTypes, parseFragment } from 'parse5'
import { castNames } from '../src/content/cast'
import {
  emailAddress,
  emailPieces,
  joinedWord,
  letterAndWord,
  looseLines,
  runningText,
  typeset,
  unjoined,
} from '../src/lib/typeset'

type Node = DefaultTreeAdapterTypes.ChildNode

/** A text node's source: set, the cast's names whole, its email addresses free to wrap at their '@' and dots. */
const typesetText = (text: string) =>
  typeset(text, castNames).replace(emailAddress, (address) => emailPieces(address).join('<wbr>'))

/**
 * `source` (a text node's, typeset) with each word a word joiner holds held by a nowrap span
 * instead, the joiner gone: Chromium put the joiner in headings' and links' accessible names and
 * every engine in copied text (rquiz20); the span holds the same words and reads as written (as
 * `joinsHeld` does in React, src/components/ui/kept-words.tsx).
 */
const joinsAsSpans = (source: string) =>
  source.replace(joinedWord, (word) => `<span class="whitespace-nowrap">${unjoined(word)}</span>`)

/**
 * `source` with each one-letter word and the word after it (`letterAndWord`) in an inline block: whole
 * on the next line where this one has no room, wrapping inside itself where it is wider than a line.
 * Not in a link or a struck or underlined run, whose line an inline block would not carry through it.
 */
const lettersAsUnits = (source: string) =>
  source.replace(letterAndWord, (unit) => `<span class="inline-block">${unit}</span>`)

/** An element whose text decoration an inline block inside it would break. */
const decorated = (node: DefaultTreeAdapterTypes.Element) =>
  /^(?:a|u|s|del|ins)$/.test(node.tagName) ||
  node.attrs.some(
    ({ name, value }) => name === 'class' && /\b(?:underline|line-through)\b/.test(value),
  )

/** A block of running text (`runningText`), whose one-letter words stay free. */
const running = (node: DefaultTreeAdapterTypes.Element) =>
  node.attrs.some(({ name, value }) => name in runningText && value === runningText['data-lines'])

/** A unit a component already set (`joinsHeld`: 'a quick'), which a unit inside would only repeat. */
const heldUnit = (node: DefaultTreeAdapterTypes.Element) =>
  node.tagName === 'span' &&
  node.attrs.some(({ name, value }) => name === 'class' && value === 'inline-block') &&
  node.childNodes.length === 1 &&
  node.childNodes[0]?.nodeName === '#text' &&
  new RegExp(`^${letterAndWord.source}$`).test(
    (node.childNodes[0] as DefaultTreeAdapterTypes.TextNode).value,
  )

/**
 * A held figure right before a phrase a component holds ('7–10' and 'business days,'): the
 * figure inside the phrase's hold, so the line does not end after the figure ('Results in 7–10 /
 * business days' in Gecko at 1280, review 27). The figure keeps its own hold, so where large text
 * releases the phrase's, the range still does not break at its dash.
 */
const figureBeforePhrase =
  /(<span class="whitespace-nowrap">\d[^<]*<\/span> )(<span class="whitespace-nowrap large-text:whitespace-normal">)/g

/**
 * `html` with each of its text nodes typeset, its words held by spans, not joiners; the markup
 * around them as it was, byte for byte.
 */
export function typesetHtml(html: string): string {
  const spans: { start: number; end: number; units: boolean }[] = []
  const visit = (nodes: Node[], units = true) => {
    for (const node of nodes) {
      if (node.nodeName === '#text') {
        const at = node.sourceCodeLocation
        if (at) spans.push({ start: at.startOffset, end: at.endOffset, units })
      } else if (
        'tagName' in node &&
        !/^(?:script|style|textarea|title)$/.test(node.tagName) &&
        !node.attrs.some(
          ({ name, value }) =>
            name in looseLines && value === looseLines[name as keyof typeof looseLines],
        )
      ) {
        visit(
          node.tagName === 'template'
            ? (node as DefaultTreeAdapterTypes.Template).content.childNodes
            : node.childNodes,
          units && !decorated(node) && !heldUnit(node) && !running(node),
        )
      }
    }
  }
  visit(parseFragment(html, { sourceCodeLocationInfo: true }).childNodes)
  let out = ''
  let from = 0
  for (const { start, end, units } of spans.sort((a, b) => a.start - b.start)) {
    const text = typesetText(html.slice(start, end))
    out += html.slice(from, start) + joinsAsSpans(units ? lettersAsUnits(text) : text)
    from = end
  }
  return (out + html.slice(from)).replace(figureBeforePhrase, '$2$1')
}
