import { company, site } from '@/config/page-settings'
import { contactEmail, postalAddress } from '@/content/contact'
import type { PageMetaCopy, TitledText } from '@/content/sales-types'

const brandName = 'CellWise Health'

/** Site-wide copy that belongs to no single page. */
export const siteCopy = {
  brandName,
  productName: 'Metabolic Dysfunction',
  /** What a screen reader says after the name of a link that opens a new tab (NewTabNote). */
  newTab: 'Opens in a new tab',
  /** Every page's first Tab stop (src/components/page-shell.tsx): past the header to the page's own content. */
  skipLink: 'Skip to content',
} as const

/**
 * A printed sales page's first lines, under the brand's logo (src/components/site/print-masthead.tsx):
 * who runs the site and, where the build knows its public origin (`VITE_SITE_URL`), where the
 * page came from.
 */
export const printMasthead = {
  source: site.url ? `${company.name} · Online at ${site.url}` : company.name,
} as const

/**
 * The privacy page's link: in every footer, and under each of the quiz's questions, which draw it
 * by this name, so that the quiz's JavaScript carries this line and not the whole footer.
 */
export const privacyLinkText = 'Privacy: what these pages collect'

/** The terms page's link: every footer's, the question screens' too (as `privacyLinkText`). */
export const termsLinkText = 'Terms of sale, shipping and returns'

/**
 * The footer every page ends with: the company that runs the site, its postal address, how to
 * reach it (the address the guarantee's refunds go to), the privacy and terms pages and the
 * copyright. The sales pages add their disclaimers above it, the quiz its own.
 */
export const siteFooter = {
  operator: `${company.name} runs this site and makes the CellWise Cellular Health Kit.`,
  address: postalAddress,
  contactLabel: 'Questions? Email',
  email: contactEmail,
  phoneLabel: 'or call',
  phone: company.phone,
  linksName: 'About this site',
  privacyLink: privacyLinkText,
  termsLink: termsLinkText,
  // 'Inc.' ends the sentence itself.
  copyright: `© ${company.name.replace(/\.?$/, '.')} All rights reserved.`,
} as const

export const errorScreenCopy = {
  title: 'Unexpected Application Error!',
  fallbackMessage: 'Something went wrong while showing this page.',
  homeLink: 'Return to Home',
} as const

/** A page of plain terms (/privacy, /terms): a heading, when its text last changed, its sections. */
export interface DocumentContent {
  meta: PageMetaCopy
  heading: string
  lede: string
  /** The day its text last changed, as YYYY-MM-DD. */
  updated: string
  sections: readonly DocumentSection[]
}

/**
 * A section of a page of terms: its paragraph (and the paragraphs after it, where one would run
 * to a wall of text), a short list after them when it has one, a paragraph after the list, and
 * what it cites (the laws it rests on) after that, so a reader meets what they may do before the
 * sources.
 */
export interface DocumentSection extends TitledText {
  /**
   * Words kept on one line, each at the end of a paragraph or an item that holds it, where the
   * last line began mid-phrase.
   */
  phrases?: readonly string[]
  /**
   * Words each whole where they fit a line, and wrapped within themselves where wider, in the
   * paragraphs that hold them (a name, and the paragraph's end after it).
   */
  units?: readonly string[]
  /**
   * From sm, each paragraph's last words held up to this many characters; on a phone its last
   * pair alone (`Line`'s `tailFromSm`).
   */
  tailFromSm?: number
  more?: readonly string[]
  items?: readonly string[]
  after?: string
  cites?: { text: string; items: readonly string[] }
  /** A postal address after the text, a line each (the text leads to it: 'write to:'). */
  address?: readonly string[]
}

/** How a page of terms says when it last changed. */
export const documentCopy = {
  updatedLabel: 'Last updated',
  /** Names the links to each section, under the lede. */
  contents: 'On this page',
  months: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
} as const

/** '2026-11-24' -> 'November 24, 2026'. Not toLocaleDateString: the build's locale is not the visitor's. */
export function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  return `${documentCopy.months[(month ?? 1) - 1]} ${day}, ${year}`
}

/** 'a', 'b' and 'c'. */
export function listOf(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}
