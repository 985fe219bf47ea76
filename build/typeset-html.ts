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
  looseLines,
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
 * `html` with each of its text nodes typeset, its words held by spans, not joiners; the markup
 * around them as it was, byte for byte.
 */
export function typesetHtml(html: string): string {
  const spans: { start: number; end: number }[] = []
  const visit = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.nodeName === '#text') {
        const at = node.sourceCodeLocation
        if (at) spans.push({ start: at.startOffset, end: at.endOffset })
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
        )
      }
    }
  }
  visit(parseFragment(html, { sourceCodeLocationInfo: true }).childNodes)
  let out = ''
  let from = 0
  for (const { start, end } of spans.sort((a, b) => a.start - b.start)) {
    const text = typesetText(html.slice(start, end))
    out += html.slice(from, start) + joinsAsSpans(text)
    from = end
  }
  return out + html.slice(from)
}
