import { Fragment } from 'react'
import { emailPieces } from '@/lib/typeset'

/**
 * An email address as text, free to wrap before its '@' and each '.' of its name (a <wbr>, which
 * copies as nothing and reads as nothing; its domain whole) and nowhere else short of overflowing. Its link is a box of its
 * own (`inline-block max-w-full`), so that an address that fits a line goes to the next one whole.
 */
export function EmailAddress({ address }: { address: string }) {
  return emailPieces(address).map((piece, index) => (
    // The pieces of one address never reorder: their place is a stable key.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {piece}
    </Fragment>
  ))
}
