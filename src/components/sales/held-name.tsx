/** Large text's class for words held on one line (e2e/reflow.spec.ts). */
const held = 'whitespace-nowrap large-text:whitespace-normal'

/**
 * A person's name in large type, whole on one line where it fits ('Dr. Rachel Morgan, MD'), and
 * where it does not, in two held halves ('Dr. Rachel / Morgan, MD'): never a title or letters
 * alone on a line (round 8: 'MD' alone at 320; round 9: 'Dr.' alone). At the visitor's large text
 * (`large-text`) free to wrap, where whole a half could be wider than a line. Its element should
 * be `looseLines` (the build's no-break spaces would hold it whole everywhere).
 */
export function HeldName({ name }: { name: string }) {
  const words = name.split(' ')
  const half = Math.ceil(words.length / 2)
  return (
    <>
      <span className={held}>{words.slice(0, half).join(' ')}</span>{' '}
      <span className={held}>{words.slice(half).join(' ')}</span>
    </>
  )
}
