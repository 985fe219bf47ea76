/**
 * The class of the box an email address is set in (with the punctuation right after it, so that
 * none starts a line of its own): as wide as the address, or as its line where the address is
 * wider. Where it fits a line it goes to the next one whole when the words before it leave no
 * room ('Email support / @cellwisehealth.example' split it at 320 px in the footer, round 14, and
 * at 1280 px in /privacy); only where it is wider than a line does it wrap inside, before its
 * '@'. On a phone, only an address that fits the narrowest line there (`longestOnPhones`
 * characters, by the text's size: a 28-character limit split a 30-character address that fits
 * the footer's 288 px whole); a longer one runs on in its text, broken before its '@', as a box
 * would take whole lines and leave the line before it short ('Questions? Email /
 * customer.support.team / @cellwisehealthlab.example'). From sm every line has room for one.
 */
/** An email address in running text, and the punctuation right after it (a split keeps both). */
export const emailInText = /([^\s@]+@[^\s@]+\.[a-z]{2,})([.,;:)]*)(?=\s|$)/gi

export const emailBox = (address: string, longestOnPhones: number) =>
  address.length <= longestOnPhones ? 'inline-block max-w-full' : 'sm:inline-block sm:max-w-full'

/**
 * An email address as text, for an `emailBox`: free to wrap before its '@' (a <wbr>, which copies
 * as nothing and parts no words for counsel's check), and nowhere else but where the visitor's
 * large text makes a half wider than a line (the page's `overflow-wrap: anywhere`). No element
 * around a half: counsel's check reads an element's edge as a space ('support @cellwise…').
 */
function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf('@')
  if (at <= 0) return address
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  )
}

/**
 * A mailto: link to `address`, shown as `EmailAddress`, named by the whole address: Chromium's
 * tree read the <wbr> as a space ('support @cellwisehealth.com', round 17).
 */
export function EmailLink({
  address,
  className,
}: {
  address: string
  className?: string | undefined
}) {
  return (
    <a href={`mailto:${address}`} aria-label={address} className={className}>
      <EmailAddress address={address} />
    </a>
  )
}
