import { siteCopy } from '@/content/site'

/** The id of every page's `<main>`: where the skip link leads. */
const mainId = 'content'

/**
 * What every page's `<main>` carries: the skip link's target, focusable by script and not by Tab
 * (`tabIndex={-1}`), so that following the link moves the focus there in Gecko and WebKit too,
 * and the next Tab goes on from there. Each `<main>` draws no ring (`outline-none`): a region, not
 * a control.
 */
export const mainTarget = { id: mainId, tabIndex: -1 } as const

/**
 * Every page's first Tab stop (src/components/page-shell.tsx), past the header to the page's own
 * content: hidden until it has the focus, then shown over the top of the page (over the header's
 * top band, above every bar: z-50), with the site's focus ring. A bar the page's width at its top
 * edge, so that it hides the whole wordmark: as wide as its words, the wordmark's last glyph
 * showed at its right edge at 375 (review 43); inset with rounded corners, its rule took /google's
 * first screen 8 bytes past one round trip. 44 px tall by its padding (10 px and a 24 px line), not a
 * minimum height, which `sr-only` leaves: unfocused, it stood 1 x 44 px on the page. Over, not in
 * the flow: in the flow it pushed the whole page 60 px down as the first Tab landed, and back up
 * as the focus left. Its look in utilities the pages' first screens already have, and one rule for the rest
 * (`not-focus:sr-only`): each `focus:` utility was a rule of its own in every page's first CSS
 * (~250 bytes of brotli; /google's first screen is within 0.1 kB of one round trip).
 */
export function SkipLink() {
  return (
    <a
      href={`#${mainId}`}
      className="absolute top-0 z-50 flex w-full py-2.5 bg-white px-fit-4 font-semibold text-brand-800 underline underline-offset-4 shadow-lg not-focus:sr-only"
    >
      {siteCopy.skipLink}
    </a>
  )
}
