import { hyphenatedPieces } from '@/lib/typeset'

/**
 * Where a text's hyphenated compounds ('Root-Cause', 'mid-sentence') stay on one line:
 * - `wide`: everywhere but at 200 % text on a phone (`large-text`), where whole they may be wider
 *   than a line and break at their hyphens;
 * - `lg`: only from lg, where a card's line is wide; below it they break at their hyphens.
 */
const holds = {
  wide: 'whitespace-nowrap large-text:whitespace-normal',
  lg: 'lg:whitespace-nowrap',
} as const

/** `text` with each of its hyphenated compounds held on one line where `held` says. */
export function Compounds({ text, held = 'wide' }: { text: string; held?: keyof typeof holds }) {
  return hyphenatedPieces(text).map((piece, index) =>
    index % 2 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never reorder
      <span key={index} className={holds[held]}>
        {piece}
      </span>
    ) : (
      piece
    ),
  )
}
