import { type ComponentProps, Fragment } from 'react'
import { BrandLogo } from '@/components/ui/brand-logo'
import {
  type ContentWidth,
  contentWidths,
  outsideGutterWidth,
} from '@/components/ui/content-widths'
import { EmailLink, emailBox } from '@/components/ui/email-address'
import { keptWord } from '@/components/ui/kept-words'
import { siteFooter } from '@/content/site'
import { deferredProps } from '@/effects/deferred-sections'
import { cn } from '@/lib/cn'

/** The footer's id: the slim bars step aside once it is on screen, so no small print is under them. */
export const siteFooterId = 'site-footer'

const link = 'font-semibold text-white underline underline-offset-4 hover:text-brand-200'

/**
 * The footer of every page: the company that runs the site, where it is and how to reach it, and
 * the pages that say what the site collects (privacy) and what a buyer agrees to (terms), under
 * the page's own small print (`children`: the sales pages' disclaimers, the quiz's note that it
 * is not medical advice). `deferred` on the long sales pages, whose footer is laid out only as it
 * nears the screen. `width` is the page's own content width, so the footer's logo starts on the
 * edge its header and content keep (the advertorial's article is narrower than other pages).
 * Read in the order it is drawn, at every width: the links, the address, the copyright. From lg,
 * on a page of the default width with small print but the quiz, those in a column right of the
 * brand and small print.
 */
// Balanced: at 320 'returns' stood alone on a line (round 9). Not held with a span: inside the
// flex box a span of held words made the link 3 px too wide at 200 % text in WebKit. A size down
// under 352 px, so that the terms' link fits one line there: balanced it read 'Terms of sale, /
// shipping and returns' at 320 (round 10).
const navLink = 'inline-flex min-h-6 items-center text-balance max-[22rem]:text-[0.8125rem]'

/**
 * The link to the page shown, marked by more than its colour: bold, with no underline where the
 * others have one (round 17: it looked like the others). In place of `link`, not added to it:
 * added, `font-semibold` and `underline` came later in the sheet and won, so it still looked like
 * the others (review 40); in the footer's muted ink, not the links' white (review 41: its missing
 * underline alone marked it). Its class only on it: no other page's first screen carries the bytes.
 */
const current = 'font-extrabold text-brand-200'

/** The pages the footer links to, in order: what the site collects, what a buyer agrees to. */
const footerLinks = [
  { href: '/privacy', text: siteFooter.privacyLink },
  { href: '/terms', text: siteFooter.termsLink },
] as const

export function SiteFooter({
  deferred = false,
  currentPath,
  width = 'default',
  gutterOutside = false,
  className,
  children,
  ...props
}: ComponentProps<'footer'> & {
  deferred?: boolean
  width?: ContentWidth
  /** The page keeps its gutter outside its width (the quiz's sections), not inside (the sales'). */
  gutterOutside?: boolean
  /** The path of the page the footer ends (/privacy, /terms): its link says it is that page. */
  currentPath?: string
}) {
  // Not on the quiz (`gutterOutside`): its whole CSS is inline in its first screen, which has no
  // bytes to spare for the columns' rules (tests/build-scripts.test.ts). Nor where the page has no
  // small print (/privacy, /terms, the 404): the brand alone on the left left most of the footer
  // empty, the other way.
  const columns = width === 'default' && !gutterOutside && children != null
  return (
    <footer
      id={siteFooterId}
      data-slot="site-footer"
      {...deferredProps(deferred)}
      className={cn(
        'bg-brand-950 py-5 text-brand-100 sm:py-14',
        gutterOutside && 'px-fit-4 sm:px-8',
        className,
      )}
      {...props}
    >
      {/* Outside, the gutter leaves the width less it (`outsideGutterWidth`), so the logo starts
          on the same edge as on a page that keeps it inside (round 10: 40 px apart at 1280). */}
      <div
        className={cn(
          'mx-auto',
          columns && 'lg:flex lg:gap-16',
          gutterOutside ? outsideGutterWidth : ['px-fit-5 sm:px-8', contentWidths[width]],
        )}
      >
        {/* From lg on a full-width page, two columns: the brand and the page's small print on
            the left, the links, address and copyright on the right (review 26: stacked, they
            kept the left 60 % of the footer, its right empty). Read in the order drawn: the left
            column first, as in the page. */}
        <div className={cn(columns && 'lg:min-w-0 lg:flex-1')}>
          {/* Not on paper: the print masthead heads the first sheet, and inline the brand row
              broke from the box under it, alone at a sheet's foot (review 25). */}
          <BrandLogo inverted className="print:hidden" />
          {children}
        </div>
        <div
          className={cn(
            'mt-3 grid grid-cols-[minmax(0,1fr)] gap-2 border-t border-white/10 pt-3 text-sm leading-normal text-brand-200 wrap-anywhere sm:mt-8 sm:gap-5 sm:pt-6 sm:leading-relaxed',
            columns &&
              'lg:mt-0 lg:w-88 lg:shrink-0 lg:content-start lg:border-t-0 lg:border-l lg:pt-0 lg:pl-8',
          )}
        >
          {/* The links first, where they are drawn at every width: above the address, one
              column. After the address, the email took focus before them, drawn higher (round
              15); first in the page but drawn in a right-hand column from sm, they took focus
              before the email drawn left of them (round 16). The link to the page shown is
              marked as it (`currentPath`). */}
          <nav aria-label={siteFooter.linksName} className="flex flex-wrap items-start gap-x-6">
            {/* Links on their own lines: each a 24 px target (WCAG 2.5.8), not 21 px. */}
            {footerLinks.map(({ href, text }) => (
              <a
                key={href}
                href={href}
                aria-current={href === currentPath ? 'page' : undefined}
                className={cn(href === currentPath ? current : link, navLink)}
              >
                {text}
              </a>
            ))}
          </nav>
          <address className="space-y-1 not-italic sm:space-y-3">
            <p>{siteFooter.operator}</p>
            <p>
              {siteFooter.address.map((line, index) => (
                <Fragment key={line}>
                  {index > 0 && <br />}
                  {line}
                </Fragment>
              ))}
            </p>
            <p>
              {siteFooter.contactLabel}{' '}
              {/* A box of its own: the address goes whole to the next line where it fits one
                  ('support / @cellwise…' left 'support' at a line's end), and breaks before its
                  '@' only where it is wider than a line (src/components/ui/email-address.tsx):
                  at 14 px, 261 px for 30 characters, 32 fit the 288 px line at 320. */}
              <EmailLink
                address={siteFooter.email}
                className={cn(
                  link,
                  emailBox(siteFooter.email, 32),
                  'py-0.5 [overflow-wrap:anywhere]',
                )}
              />
              {siteFooter.phone && (
                <>
                  {` ${siteFooter.phoneLabel} `}
                  <a href={`tel:${siteFooter.phone.replace(/[^\d+]/g, '')}`} className={link}>
                    {siteFooter.phone}
                  </a>
                </>
              )}
            </p>
          </address>
          {/* 'All rights reserved.' whole: at 320 'rights reserved.' stood alone (round 9). */}
          <p>{keptWord(siteFooter.copyright, 'All rights reserved.')}</p>
        </div>
      </div>
    </footer>
  )
}
