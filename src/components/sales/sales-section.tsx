import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps, ReactNode } from 'react'
import { AsOf } from '@/components/ui/as-of'
import { contentWidths } from '@/components/ui/content-widths'
import { filledLines, keptLast, keptWord } from '@/components/ui/kept-words'
import type { SectionCopy } from '@/content/sales-types'
import { deferredProps } from '@/effects/deferred-sections'
import { cn } from '@/lib/cn'

/** The id of a section's heading, which names the section (aria-labelledby). */
export function headingId(sectionId: string): string {
  return `${sectionId}-heading`
}

/**
 * A section's title (a page's h1, an order box's title, a `SectionHeading`'s h2, a quiz intro
 * block's): the heading carries the id that names the section, its `headingHeld` phrase whole
 * where it fits a line; the copy's eyebrow stands over it and its lede under it where the caller
 * gives their classes.
 */
export function SectionTitle({
  copy,
  as: Heading = 'h2',
  className,
  eyebrowClassName,
  ledeClassName,
}: {
  copy: { id: string; heading: string; headingHeld?: string; eyebrow?: string; lede?: ReactNode }
  as?: 'h1' | 'h2'
  className: string
  eyebrowClassName?: string
  ledeClassName?: string
}) {
  return (
    <>
      {copy.eyebrow && eyebrowClassName ? <p className={eyebrowClassName}>{copy.eyebrow}</p> : null}
      {/* A held phrase in lines that fill: Gecko's balance narrowed 'What is metabolic
          dysfunction?' to 'What / is metabolic dysfunction?' around it. */}
      <Heading id={headingId(copy.id)} className={cn(className, copy.headingHeld && filledLines)}>
        {keptWord(copy.heading, copy.headingHeld, true)}
      </Heading>
      {copy.lede && ledeClassName ? <p className={ledeClassName}>{copy.lede}</p> : null}
    </>
  )
}

const sectionVariants = cva('', {
  variants: {
    tone: {
      white: 'bg-white text-ink',
      sand: 'bg-sand-100 text-ink',
      tint: 'bg-brand-50 text-ink',
      brand: 'bg-brand-900 text-white',
      deep: 'bg-brand-950 text-white',
      /** A notice the reader must not miss, ruled in red on a pale ground. */
      notice: 'border-b border-danger-700/20 bg-danger-50 text-ink',
    },
    space: {
      default: 'py-3.5 sm:py-12 lg:py-10',
      compact: 'py-3 sm:py-14',
      /**
       * The advertorial's: on a phone its sections run white into white, each heading then 16-22
       * px under the section before at `compact`; twice that, more than the VSL's (whose sections
       * change tone at each edge).
       */
      article: 'py-6 sm:py-14',
      none: '',
    },
    /**
     * A waiting section's stand-in height (styles.css), near its real one on a phone and from lg,
     * so the page's height, and the scroll bar, barely move as the sections are laid out. The
     * height inside the section's padding, which adds to it. None given: 28rem on a phone, 34rem
     * from lg, about the height of most.
     */
    standIn: {
      default: '',
      short: '[--stand-in:24rem] [--stand-in-wide:26rem]',
      tall: '[--stand-in:42rem] [--stand-in-wide:45rem]',
      long: '[--stand-in:70rem] [--stand-in-wide:50rem]',
      longest: '[--stand-in:88rem] [--stand-in-wide:82rem]',
    },
  },
  defaultVariants: { tone: 'white', space: 'default', standIn: 'default' },
})

export type SectionTone = NonNullable<VariantProps<typeof sectionVariants>['tone']>

/**
 * One top-level part of a sales page: a landmark region named by its heading
 * (`headingId(id)`), so assistive technology and the tests can find it by name.
 *
 * `firstScreen` marks a section that some screen shows before any scrolling: it is laid out at
 * once. Every other section waits to be laid out (`data-deferred`, see styles.css); were a waiting
 * section on the first screen, the first paint would show its stand-in height and then jump.
 */
export function SalesSection({
  id,
  tone,
  space,
  standIn,
  firstScreen = false,
  className,
  ...props
}: ComponentProps<'section'> & { id: string; firstScreen?: boolean } & VariantProps<
    typeof sectionVariants
  >) {
  return (
    <section
      id={id}
      aria-labelledby={headingId(id)}
      data-slot="sales-section"
      {...deferredProps(!firstScreen)}
      className={cn(sectionVariants({ tone, space, standIn }), className)}
      {...props}
    />
  )
}

const containerVariants = cva('mx-auto w-full px-fit-4 min-[22rem]:px-5 sm:px-8', {
  variants: {
    size: contentWidths,
  },
  defaultVariants: { size: 'default' },
})

export function Container({
  size,
  className,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof containerVariants>) {
  return (
    <div data-slot="container" className={cn(containerVariants({ size }), className)} {...props} />
  )
}

interface SectionHeadingProps extends Omit<ComponentProps<'div'>, 'id'> {
  /** The section this heading names, its eyebrow, heading and lede (with the figures it dates). */
  copy: SectionCopy
  /**
   * `start-from-md`: centred on phones, at the start from the md breakpoint; `center-from-sm`: at
   * the start on phones, centred from the sm breakpoint (the advertorial's last offer).
   */
  align?: 'center' | 'start' | 'start-from-md' | 'center-from-sm'
  /** Light text for the dark section tones. */
  inverted?: boolean
  /**
   * On phones the lede's lines pretty (the base rule on `p`: filled, no lone last word where the
   * engine has it; Gecko's greedy with its held tail), not balanced: a lede set at the start as
   * body copy (the advertorial's article; radv28: balanced, 'One box with everything you need, / a
   * prepaid envelope…' took ~265 of 335 px at 375). Balanced from sm, where such a lede is two
   * lines: filled, 'one direction:' and 'Three steps:' ended them at 18-21 % of 704 px at 1280.
   */
  prettyLede?: boolean
}

/** The stop a lede's sentence ends on ('.', '!', '?'), or none where its copy ends without one. */
const ledeStop = (lede: string) => /[.!?]$/.exec(lede)?.[0] ?? ''

/**
 * Eyebrow, h2 and lede of a section; the h2 carries the id that names the section. A phone, where
 * the long sales pages must stay short, leaves the eyebrow out: the heading says it. The lede's
 * last words kept together (`keptLast`): Gecko, which has no `text-wrap: pretty`, ended
 * '…dysfunction:', '…direction:' and '…sample / back.' on one word (round 14).
 */
export function SectionHeading({
  copy: { lede, ledeFigures = [], ledeThen, ...title },
  align = 'center',
  inverted = false,
  prettyLede = false,
  className,
  ...props
}: SectionHeadingProps) {
  return (
    <div
      data-slot="section-heading"
      className={cn(
        'max-w-3xl',
        align === 'center' && 'mx-auto text-center',
        align === 'start' && 'text-left',
        align === 'start-from-md' && 'text-center md:text-left',
        align === 'center-from-sm' && 'sm:mx-auto sm:text-center',
        className,
      )}
      {...props}
    >
      <SectionTitle
        copy={title}
        eyebrowClassName={cn(
          'mb-2 text-sm font-bold tracking-[0.14em] uppercase max-sm:hidden',
          inverted ? 'text-brand-300' : 'text-brand-700',
        )}
        className={cn(
          'font-display text-fit-[1.375] leading-[1.1] font-semibold sm:leading-[1.15] tracking-tight sm:text-4xl lg:text-fit-[2.25]',
          inverted ? 'text-white' : 'text-brand-950',
        )}
      />
      {lede ? (
        <p
          className={cn(
            'mt-1 text-sm leading-[1.45] sm:mt-4 sm:text-xl sm:leading-relaxed lg:text-lg',
            inverted ? 'text-brand-100' : 'text-muted',
            // Balanced: filled, a lede of two lines ended on its held tail alone at 1280
            // ('…send your / sample back.', '…one direction:', rsales17).
            prettyLede ? 'sm:text-balance' : 'text-balance',
          )}
        >
          {ledeThen ? (
            // The figures' day in their sentence, before its stop (if the copy ends on one), then
            // the sentence after it on a line of its own, so the first balances alone (review 32:
            // at 1280 '12,400+ people have tested with the / CellWise kit (as of …). Here are three
            // of them.' parted 'the CellWise kit' under a short first line).
            <>
              {lede.slice(0, lede.length - ledeStop(lede).length)}
              <AsOf figures={ledeFigures} dark={inverted} joined />
              {`${ledeStop(lede)} `}
              <span className="block">{keptLast(ledeThen)}</span>
            </>
          ) : (
            <>
              {keptLast(lede)}
              <AsOf figures={ledeFigures} dark={inverted} />
            </>
          )}
        </p>
      ) : null}
    </div>
  )
}

/**
 * The section most of the sales page is made of: the landmark, its container, and its preamble
 * (eyebrow, h2 naming the section, lede, as the copy has them); the children follow the preamble
 * inside the container. Text is light on the dark tones.
 */
export function HeadedSection({
  copy,
  tone,
  space,
  standIn,
  firstScreen,
  width,
  align,
  prettyLede,
  className,
  containerClassName,
  children,
}: {
  copy: SectionCopy
  tone: SectionTone
  space?: VariantProps<typeof sectionVariants>['space']
  standIn?: VariantProps<typeof sectionVariants>['standIn']
  firstScreen?: boolean
  width?: VariantProps<typeof containerVariants>['size']
  align?: SectionHeadingProps['align']
  prettyLede?: boolean
  className?: string
  containerClassName?: string
  children?: ReactNode
}) {
  return (
    <SalesSection
      id={copy.id}
      tone={tone}
      space={space}
      standIn={standIn}
      firstScreen={firstScreen}
      className={className}
    >
      <Container size={width} className={containerClassName}>
        <SectionHeading
          copy={copy}
          align={align}
          prettyLede={prettyLede}
          inverted={tone === 'brand' || tone === 'deep'}
        />
        {children}
      </Container>
    </SalesSection>
  )
}
