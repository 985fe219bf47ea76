import { filledLines, keptLast } from '@/components/ui/kept-words'
import { cn } from '@/lib/cn'

/**
 * Paragraphs of copy in one block (a quote's, when `as="blockquote"`); the caller sets their type.
 * `kept`: each paragraph's last words kept together (`keptLast`, its lines filled: `filledLines`),
 * as the quiz's are, where Gecko, which has no `text-wrap: pretty`, ended a paragraph on one word
 * ('hoops.', 'doctor.”': the advertorial's story and endorsement, round 14).
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
    <Block className={cn(className, kept && filledLines)}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{kept ? keptLast(paragraph) : paragraph}</p>
      ))}
    </Block>
  )
}
