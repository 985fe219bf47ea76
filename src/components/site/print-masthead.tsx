import { BrandLogo } from '@/components/ui/brand-logo'
import { printMasthead } from '@/content/site'

/**
 * A sales page's, /privacy's and /terms' head on paper: the brand's logo and wordmark, then who runs the site and where
 * the page came from (`printMasthead`), at the top of the first sheet (src/print.css), where a
 * printout shows where it came from; the page's own header is not printed. Hidden on a screen.
 * Last in the page, after its footer, so that no byte of it is in the first screen's round trip
 * (tests/build-scripts.test.ts); the print sheet sets it at the first sheet's top.
 */
export function PrintMasthead() {
  return (
    <div data-slot="print-masthead" className="hidden">
      <BrandLogo />
      <p>{printMasthead.source}</p>
    </div>
  )
}
