import { BrandLogo } from '@/components/ui/brand-logo'
import { type ContentWidth, contentWidths } from '@/components/ui/content-widths'
import { printMasthead } from '@/content/site'
import { cn } from '@/lib/cn'

/**
 * A sales page's, /privacy's and /terms' head on paper: the brand's logo and wordmark, then who runs the site and where
 * the page came from (`printMasthead`), at the top of the first sheet (src/print.css), where a
 * printout shows where it came from; the page's own header is not printed. Hidden on a screen.
 * `width` is the page's content width (its `main`'s column, as the footer takes it): the mark, the
 * words and the rule under them on the column's edges, inside its gutter (review 29: on the
 * advertorial the rule ran the sheet's width, the mark 0.23 in left of the headline).
 * Last in the page, after its footer, so that no byte of it is in the first screen's round trip
 * (tests/build-scripts.test.ts); the print sheet sets it at the first sheet's top.
 */
export function PrintMasthead({ width = 'default' }: { width?: ContentWidth }) {
  return (
    <div data-slot="print-masthead" className={cn('hidden', contentWidths[width])}>
      <div>
        <BrandLogo />
        <p>{printMasthead.source}</p>
      </div>
    </div>
  )
}
