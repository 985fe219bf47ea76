import type { CountedAs } from '@/lib/counting'
import type { DatedFigureName } from './as-of'

/** Shapes of the sales pages' content. Content modules satisfy them; sections take them as props. */

/** The heading block of a section; `id` names the section (anchor and aria-labelledby). */
export interface SectionCopy {
  id: string
  eyebrow?: string
  heading: string
  /**
   * A phrase of the heading held on one line where whole it fits one (`keptWord`'s
   * `whereTheyFit`), where the lines parted it ('What is metabolic / dysfunction?').
   */
  headingHeld?: string
  lede?: string
  /** The dated figures the lede states: each one's day follows it when the brand set one. */
  ledeFigures?: readonly DatedFigureName[]
  /**
   * The lede's next sentence, which states no figure: the figures' day goes before the lede's own
   * full stop, not after this ('…kit (as of Nov 28, 2026). Here are three of them.'; radv28: after
   * it, the day read as that sentence's).
   */
  ledeThen?: string
}

/** An image under public/, with its intrinsic size so it never shifts the layout. */
export interface ImageCopy {
  src: string
  alt: string
  width: number
  height: number
}

/**
 * A photograph or render shipped at several widths in modern formats: the files are
 * `${base}-${width}.${format}` under public/, one per width and format; `src` is the fallback.
 */
export interface ResponsiveImageCopy extends ImageCopy {
  base: string
  widths: readonly number[]
  /** Best first: the browser takes the first it can show. */
  formats: readonly ('avif' | 'webp')[]
}

/** A sample report of findings, as text: nobody's result, labelled a sample. */
export interface SampleReportCopy {
  label: string
  title: string
  issuer: string
  member: string
  scale: { lower: string; higher: string }
  findings: readonly (TitledText & { position: number })[]
  nextSteps: { title: string; items: readonly string[] }
  caption: string
}

export interface PageMetaCopy {
  title: string
  description: string
}

export interface Person {
  name: string
  credentials: string
  role: string
  portrait: ImageCopy
}

export interface TitledText {
  title: string
  text: string
}

/** A figure with what it means: '50x' / 'more sensitive than a standard blood panel'. */
export interface Stat {
  value: string
  label: string
  /** Words of the label held on one line, where the tile is narrow ('show signs of'). */
  held?: string
}

export interface Testimonial {
  id: string
  /** First name and initial: 'Karen M.' */
  name: string
  age: number
  state?: string
  quote: string
  /** The outcome in one line: 'Energy up 300% in 6 weeks'. */
  result: string
  /** The brand's photograph of them (src/content/photos.ts); null: their initial, as drawn. */
  photo: ResponsiveImageCopy | null
}

export interface FaqItem {
  question: string
  answer: string
}

export interface OrderCopy {
  /** Text of the order button. */
  button: string
  /** One line under the button (guarantee, shipping). */
  note: string
}

/** An order button whose line says where it goes, as its clauses (`orderNote`, `OrderNote`). */
export interface CheckoutCopy {
  /** Text of the order button. */
  button: string
  /** The clauses of the line under the button, each shown whole, a space between them. */
  note: readonly string[]
}

export interface DisclaimerCopy {
  /** The FDA-style statement. */
  fda: string
  /** Further small print: not medical advice, results vary. */
  smallPrint: readonly string[]
  /** The control that unfolds the further small print. */
  smallPrintMore: string
}

export interface GuaranteeCopy extends SectionCopy {
  /** The seal: the words above the days, the days and their unit (a drawing the heading says). */
  seal: { arc: string; days: string; unit: string }
  paragraphs: readonly string[]
}

/** A slim bar that keeps an offer in reach: a line, the price, one action (src/content/sales-common.ts). */
export interface SlimBarCopy {
  /** The bar's line; with no `price`, the whole of it (one line, the price in its words). */
  label: string
  /** The price, large, under the label. */
  price?: string
  /**
   * What the bundle is worth, in words beside the price ('value $495'), never struck through: a
   * total of the parts' values is no former price (16 CFR 233.1).
   */
  value?: string
  action: string
  /** The bar's landmark name for assistive technology. */
  name: string
}

/** What both sales pages have: their head tags, video, customers' stories, guarantee and footer. */
export interface SalesPageCopy {
  meta: PageMetaCopy
  /** The page and variant its views and outbound clicks count as (src/lib/counting.ts). */
  countedAs: CountedAs
  video: SectionCopy & { title: string; caption: string }
  testimonials: SectionCopy & { items: readonly Testimonial[]; note: string }
  guarantee: GuaranteeCopy
  footer: DisclaimerCopy
}
