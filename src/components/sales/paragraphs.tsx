import { keptLast } from '@/components/ui/kept-words'

/**
 * Paragraphs of copy in one block (a quote's, when `as="blockquote"`); the caller sets their type.
 * `kept`: each paragraph's last words kept together (`keptLast`), where Gecko, which has no
 * `text-wrap: pretty`, ended a paragraph on one word ('hoops.', 'doctor.”': the advertorial's
 * story and endorsement, round 14); its lines `pretty` (styles.css) where the engine has it, not
 * filled: filled, the held tail alone made a last line a fifth full at 1280 ('change first.',
 * 'their own doctor.”', rsales17).
 */
export function Paragraphs({
  paragraphs,
  as: Block = 'div',
  kept = false,
  className,
}: {
  paragraphs: readonly string[]
  as?: 'div' | 'blockquote'
  kept?: boolean
  className: string
}) {
  return (
    <Block className={className}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{kept ? keptLast(paragraph) : paragraph}</p>
      ))}
    </Block>
  )
}
