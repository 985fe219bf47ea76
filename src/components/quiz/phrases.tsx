import { Fragment } from 'react'
import { keptWord } from '@/components/ui/kept-words'

/**
 * A title in its phrases, each held whole (`keptWord`): one line where it fits, else broken only
 * between two phrases ('Belly fat / that will not budge'), never mid-phrase as balancing alone broke
 * it (round 13); balanced, the most even of those breaks ('Being told your labs are “normal” / when
 * you know something is wrong', not '…when you know / something is wrong' at 1280). Each phrase
 * must fit the narrowest line it is set in.
 */
export function Phrases({ phrases }: { phrases: readonly string[] }) {
  return phrases.map((phrase, index) => (
    <Fragment key={phrase}>
      {index > 0 && ' '}
      {keptWord(phrase, phrase)}
    </Fragment>
  ))
}
