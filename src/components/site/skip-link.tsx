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
 * top band, above every bar: z-50), with the site's focus ring. Over, not in the flow: in the flow
 * it pushed the whole page 60 px down as the first Tab landed, and back up as the focus left.
 */
export function SkipLink() {
  return (
    <a
      href={`#${mainId}`}
      className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:inline-block focus:shadow-lg focus:rounded-lg focus:bg-white focus:px-4 focus:py-2.5 focus:font-semibold focus:text-brand-800 focus:underline focus:underline-offset-2"
    >
      {siteCopy.skipLink}
    </a>
  )
}
