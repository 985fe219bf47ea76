import type { ReactNode } from 'react'
import { Line, RunningText } from '@/components/ui/kept-words'
import type { TitledText } from '@/content/sales-types'
import { runningText } from '@/lib/typeset'

/**
 * Each list's classes: the list, an item, the card inside it (where it has one), the number that
 * marks each card (where it is the marker), title and words; whether the words' last pair is held.
 */
const looks = {
  /**
   * The advertorial's consequences, numbered on a teal line from sm: red is kept for its one alert.
   * Below sm each number stands on its title's line, before it, the text under the title, from its
   * edge (review 23: a number alone on a line above each title; review 30: the text back under the
   * number read apart from its title); hung on the line it would reach the screen's edge.
   * On paper split only with two or more on each side: A4's sheet 4 ended on the third of four,
   * the last alone atop the next (round 28); there each item draws its own rule and its number is
   * a plain numeral (src/print.css).
   */
  consequences: {
    // From sm the line in by half a number (14.8 px), so the numbers centred on it start at
    // the column's edge, the heading's and the callout's (review 29: they hung 15 px out).
    list: 'mt-8 space-y-6 border-brand-200 sm:ml-[0.925rem] sm:border-l-2 sm:pl-6',
    item: 'relative grid-cols-[auto_1fr] items-center gap-x-3 max-sm:grid large-text:block print:first:break-after-avoid print:nth-last-2:break-after-avoid',
    number:
      'grid size-8 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white ring-4 ring-white sm:absolute sm:top-0 sm:-left-[2.55rem]',
    title: 'text-base font-bold text-brand-950 sm:text-xl',
    // On a phone the lede's size and the kit steps', 16 px (review 31: at 14 px grey they read
    // small, and unlike the kit's list); at 18 px under a 14 px lede the hierarchy read upside
    // down (rsales17b). Ragged, not balanced ('tissue. It releases signals / that inflame…'), its
    // last pair held, as Gecko has no `pretty` ('management.' alone, round 14).
    text: 'mt-1 leading-relaxed text-pretty col-start-2 text-muted sm:text-lg',
    heldText: true,
    // Running text, its one-letter words free: a held 'a diagnosis' went whole to the next line
    // and, with Chromium's `pretty`, left 'can turn things around. After / a diagnosis, the talk
    // is of / lifelong management.' under one long line at 375 (radv35). Its third line still
    // ends on 'of' there in Chromium and Gecko (radv36); holding 'of lifelong management.' made it
    // four lines, and a rewording changes a health statement, which is copy's call, not layout's.
    running: true,
  },
  /** The silent spiral's numbered steps on the dark section, the arrows between them after each card. */
  spiral: {
    list: 'mt-3 grid gap-1.5 sm:cols-fit-2 sm:mt-8 lg:mt-6 sm:gap-3 lg:grid-cols-4 lg:gap-4',
    item: 'relative',
    // On a phone the number in a column of its own, the title and words beside it; at 200 % text
    // the number over them, as from sm (beside it, 'Inflammation' broke mid-word at 320 px).
    card: 'grid h-full grid-cols-[auto_minmax(0,1fr)] content-start gap-x-2.5 rounded-2xl bg-white/8 px-fit-3 py-2.5 ring-1 ring-white/15 large-text:block sm:block sm:p-6 lg:px-5',
    title: 'text-[0.9375rem] leading-snug font-bold text-white sm:mt-4 sm:text-lg',
    // Balanced, its last pair held: 'mitochondria.' and 'inflammation.' alone at 1280 (round 10);
    // from lg 15 px with 20 px at its sides, so two lines hold what took three ('Inflammation and / toxic load
    // slow / the mitochondria.', round 11).
    text: 'pt-0.5 text-sm leading-snug text-balance text-brand-100 sm:pt-2 sm:text-base sm:leading-relaxed lg:text-[0.9375rem]',
    heldText: true,
  },
} as const

/**
 * An ordered list of titled cards, each its marker (its number, or the caller's: an icon tile, a
 * step's label), its title as an h3 and its words (`heldText`: with the site's line ends, `Line`);
 * `after` follows a card inside its item (the spiral's arrows).
 */
export function CardList({
  items,
  look,
  marker,
  after,
}: {
  items: readonly TitledText[]
  look: keyof typeof looks
  marker?: (index: number) => ReactNode
  after?: (index: number) => ReactNode
}) {
  const classes: {
    card?: string
    number?: string
    heldText?: boolean
    running?: boolean
  } & (typeof looks)[typeof look] = looks[look]
  return (
    <ol className={classes.list}>
      {items.map((item, index) => {
        const card = (
          <>
            {classes.number ? (
              <span aria-hidden="true" className={classes.number}>
                {index + 1}
              </span>
            ) : (
              marker?.(index)
            )}
            <h3 className={classes.title}>
              <Line text={item.title} />
            </h3>
            <p className={classes.text} {...(classes.running ? runningText : {})}>
              <RunningText value={!!classes.running}>
                {classes.heldText ? <Line text={item.text} /> : item.text}
              </RunningText>
            </p>
          </>
        )
        return (
          <li key={item.title} className={classes.item}>
            {classes.card ? <div className={classes.card}>{card}</div> : card}
            {after?.(index)}
          </li>
        )
      })}
    </ol>
  )
}
