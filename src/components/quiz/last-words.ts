/**
 * `text` with its last two words held on one line (a no-break space between them) where together
 * they are short (12 characters at most: 'within weeks', 'felt unwell.'): no short word alone on a
 * last line in Gecko, which ignores `text-wrap: pretty`. Longer, the pair would be wider than a
 * line of a 320 px phone at 200 % text ('cellular inflammation': e2e/reflow.spec.ts).
 */
export const lastWordsHeld = (text: string) =>
  text.replace(/(?<=\s|^)(\S+) (\S+)$/, (pair, before: string, last: string) =>
    pair.length <= 12 ? `${before}\u00a0${last}` : pair,
  )
