import { filledLines, keptLast } from '@/components/ui/kept-words'
import { cn } from '@/lib/cn'

/**
 * The article's paragraphs, each with its last words kept together (`keptLast`, its lines filled:
 * `filledLines`), as the quiz's are: Gecko has no `text-wrap: pretty` and ended paragraphs on one
 * word ('hoops.', 'doctor.”', round 14). `as="blockquote"` for a quote's.
 */
export function KeptParagraphs({
  paragraphs,
  as: Block = 'div',
  className,
}: {
  paragraphs: readonly string[]
  as?: 'div' | 'blockquote'
  className: string
}) {
  return (
    <Block className={cn(className, filledLines)}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{keptLast(paragraph)}</p>
      ))}
    </Block>
  )
}
