/** Paragraphs of copy in one block (a quote's, when `as="blockquote"`); the caller sets their type. */
export function Paragraphs({
  paragraphs,
  as: Block = 'div',
  className,
}: {
  paragraphs: readonly string[]
  as?: 'div' | 'blockquote'
  className: string
}) {
  return (
    <Block className={className}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </Block>
  )
}
