import { keptLast } from '@/components/ui/kept-words'
import { runningText } from '@/lib/typeset'

/**
 * Paragraphs of copy in one block (a quote's, when `as="blockquote"`); the caller sets their type.
 * `kept`: each paragraph's last words kept together (`keptLast`), where Gecko, which has no
 * `text-wrap: pretty`, ended a paragraph on one word ('hoops.', 'doctor.”': the advertorial's
 * story and endorsement, round 14); its lines `pretty` (styles.css) where the engine has it, not
 * filled: filled, the held tail alone made a last line a fifth full at 1280 ('change first.',
 * 'their own doctor.”', rsales17). `running`: running text (`runningText`), its one-letter words
 * free: held, 'a disease' and 'a cellular' went whole to the next line and left the one before
 * 70-78 % full at 375 (review 34).
 */
export function Paragraphs({
  paragraphs,
  as: Block = 'div',
  kept = false,
  running = false,
  className,
}: {
  paragraphs: readonly string[]
  as?: 'div' | 'blockquote'
  kept?: boolean
  running?: boolean
  className: string
}) {
  return (
    <Block className={className}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} {...(running ? runningText : {})}>
          {kept ? keptLast(paragraph, !running) : paragraph}
        </p>
      ))}
    </Block>
  )
}
