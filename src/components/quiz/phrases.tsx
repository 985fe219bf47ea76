import { Fragment } from 'react'

/**
 * A title in its phrases, each a box of its own (as a boxed address, `emailBox`): one line where the
 * title fits, else broken only between two phrases ('Belly fat / that will not budge'), never
 * mid-phrase as balancing alone broke it (round 13); balanced, the most even of those breaks
 * ('Being told your labs are “normal” / when you know something is wrong', not '…when you know /
 * something is wrong' at 1280). A phrase wider than its line (280 px, wider letter spacing, large
 * text; three cards across at 768) wraps within its box, balanced ('a full / night’s sleep', not
 * '…night’s / sleep'), so none runs out of its card.
 */
export function Phrases({ phrases }: { phrases: readonly string[] }) {
  return phrases.map((phrase, index) => (
    <Fragment key={phrase}>
      {index > 0 && ' '}
      <span className="inline-block text-balance">{phrase}</span>
    </Fragment>
  ))
}
