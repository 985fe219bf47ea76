import { Fragment } from 'react'
import { emailPieces } from '@/lib/typeset'

/**
 * The longest address set as a box of its own (`emailBox`): one that fits a phone's line goes to
 * the next line whole ('support / @cellwise…' left 'support' at a line's end). A longer one is
 * wider than that line at 320 px, where a box took whole lines and left the line before it short
 * ('…for any reason, email / customer.support.team / @cellwisehealthlab.example / within…' in
 * /terms, round 10): it runs on in its text, broken only before its '@'.
 */
const longestBoxed = 28

/** The class of the link around `address`: a box where the address fits a phone's line. */
export const emailBox = (address: string) =>
  address.length <= longestBoxed ? 'inline-block max-w-full' : undefined

/** Free to wrap before its '@' and each '.' of its name, its domain whole (a <wbr>, which copies as nothing). */
const withBreaks = (address: string) =>
  emailPieces(address).map((piece, index) => (
    // The pieces of one address never reorder: their place is a stable key.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {piece}
    </Fragment>
  ))

/** Large text's class for a held half: free to wrap where whole it is wider than a line. */
const heldHalf = 'whitespace-nowrap large-text:whitespace-normal'

/**
 * An email address as text. One that fits a phone's line (in its `emailBox`) is free to wrap
 * before its '@' and each '.' only where it is wider than its box (200 % text). A longer one is
 * two halves held whole, the name and the '@' with its domain, so that it breaks only before its
 * '@' ('…healthlab / .example' in Gecko, round 10), each free again at the visitor's large text
 * (where the page's `overflow-wrap: anywhere` breaks it). No <wbr> inside a half: Chromium breaks
 * at one even in `nowrap`.
 */
export function EmailAddress({
  address,
  inText = false,
}: {
  address: string
  /**
   * In a paragraph's running text (/terms, /privacy): free to wrap between its pieces at any
   * length, and set in no box (`emailBox`), so that it never sends the words before it to a short
   * line of their own ('…for any / reason, email / support@cellwisehealth.com', round 13).
   */
  inText?: boolean
}) {
  const at = address.indexOf('@')
  if (inText || emailBox(address) || at <= 0) return withBreaks(address)
  return (
    <>
      <span className={heldHalf}>{address.slice(0, at)}</span>
      <wbr />
      <span className={heldHalf}>{address.slice(at)}</span>
    </>
  )
}
