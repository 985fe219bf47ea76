/**
 * Markup's words as a visitor reads them, whatever spans hold a compound, a figure or a last pair
 * of words on one line (src/components/ui/kept-words.tsx, Compounds), and whatever no-break space
 * holds two words together (a space to a reader: 'a CLIA-certified', 'No. 05D2081496').
 */
export const wordsOf = (html: string) => html.replace(/<[^>]*>/g, '').replaceAll('\u00a0', ' ')
