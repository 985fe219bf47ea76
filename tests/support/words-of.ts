/**
 * Markup's words as a visitor reads them, whatever spans hold a compound, a figure or a last pair
 * of words on one line (src/components/ui/kept-words.tsx, Compounds).
 */
export const wordsOf = (html: string) => html.replace(/<[^>]*>/g, '')
