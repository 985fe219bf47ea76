import { keptLast, Line } from '@/components/ui/kept-words'

/**
 * Paragraphs of copy in one block (a quote's, when `as="blockquote"`); the caller sets their type.
 * `kept`: each paragraph's last words kept together (`keptLast`), where Gecko, which has no
 * `text-wrap: pretty`, ended a paragraph on one word ('hoops.', 'doctor.”': the advertorial's
 * story and endorsement, round 14); its lines `pretty` (styles.css) where the engine has it, not
 * filled: filled, the held tail alone made a last line a fifth full at 1280 ('change first.',
 * 'their own doctor.”', rsales17). `tailFromSm`: from sm the last paragraph's last words held up
 * to that many characters (`Line`), where a held pair still left a stub in Gecko (review 25);
 * the last only, as `Line` also holds compounds ('mid-afternoon,' read as two words by counsel).
 */
export function Paragraphs({
  paragraphs,
  as: Block = 'div',
  kept = false,
  tailFromSm,
  className,
}: {
  paragraphs: readonly string[]
  as?: 'div' | 'blockquote'
  kept?: boolean
  tailFromSm?: number
  className: string
}) {
  return (
    <Block className={className}>
      {paragraphs.map((paragraph, index) => (
        <p key={paragraph}>
          {tailFromSm && index === paragraphs.length - 1 ? (
            <Line text={paragraph} tailFromSm={tailFromSm} />
          ) : kept ? (
            keptLast(paragraph)
          ) : (
            paragraph
          )}
        </p>
      ))}
    </Block>
  )
}
