import { OrderButton } from '@/components/sales/order-button'
import { BrandLogo } from '@/components/ui/brand-logo'
import { StethoscopeIcon } from '@/components/ui/icons'
import { asOfDay, formatShortDay } from '@/content/as-of'
import type { VslContent } from '@/content/vsl'
import type { CountedLink } from '@/lib/counting'

/** The day the brand dated its stock, when it did (VITE_KITS_LEFT_THIS_MONTH). */
const stockDay = asOfDay('kitsLeftThisMonth')

/**
 * The sticky strip at the top of the VSL: the brand, then the spec's two badges in its order (the
 * recommendation, then the stock), and one compact order action. One 64 px row from the lg
 * breakpoint (12 px text below xl, where the badges whole need the room). Below it, 64 px: the recommendation as a thin ribbon across the top, then the brand
 * with the stock at the end of its row (on a row of its own where the two do not fit: 280 px, text
 * at 200 %); a phone leaves the order action to the hero's priced
 * button and the slim bar at the foot, where the thumb is, and from sm it ends the row. Below lg, once the slim bar
 * shows, the whole strip slides up out of the way (styles.css), so a phone never carries two bars;
 * it comes back when the bar steps aside, and while anything in it has focus. The badges are plain
 * text, not pills: only the order link looks like a control. It is in the flow from the first
 * paint at its height, so sticking never shifts the page. On a short screen (a landscape phone,
 * 400 % zoom), or wherever it is taller than a quarter of the screen (text at 200 %, a 280 px
 * screen: `data-tall`, src/effects/slim-bars.ts), it scrolls away with the page instead
 * (`data-sticky-header`, styles.css), which also keeps focus clear of it.
 */
export function HeaderStrip({
  copy,
  orderLink,
}: {
  copy: VslContent['header']
  orderLink: CountedLink
}) {
  return (
    <header
      data-sticky-header=""
      className="sticky top-0 z-40 bg-white ring-1 ring-brand-100 transition-[translate] duration-200 short:static data-tall:static"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-2 px-3 text-[0.6875rem] leading-4 font-semibold min-[22rem]:gap-x-3 min-[22rem]:px-4 min-[25rem]:text-xs sm:grid sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:gap-x-5 sm:px-8 lg:flex lg:h-16 lg:flex-nowrap lg:gap-x-4 xl:text-sm">
        <p className="col-span-full -mx-3 flex min-w-0 basis-[calc(100%+1.5rem)] items-center justify-center gap-1.5 bg-brand-50 px-3 py-0.5 text-center text-brand-900 min-[22rem]:-mx-4 min-[22rem]:basis-[calc(100%+2rem)] sm:-mx-8 lg:order-2 lg:mx-0 lg:basis-auto lg:bg-transparent lg:p-0 lg:text-left lg:whitespace-nowrap">
          <StethoscopeIcon className="hidden size-4 shrink-0 text-brand-700 lg:block" />
          {copy.badge}
        </p>
        <BrandLogo className="min-h-11 max-[22rem]:text-[0.9375rem] lg:order-1 lg:flex-[1_0_auto]" />
        <p
          data-slot="stock-badge"
          className="inline-flex min-w-0 flex-[1_1_7rem] items-start justify-end gap-1 text-danger-700 min-[22rem]:gap-1.5 lg:order-3 lg:flex-initial lg:border-l lg:border-brand-100 lg:pl-4"
        >
          {/* At every width beside the first line's first word, the lines at their start (round
              17b: centred beside two lines, or by lines set right 16 px from the shorter first). */}
          <span aria-hidden="true" className="mt-1 size-1.5 shrink-0 rounded-full bg-danger-600" />
          {/* 'this month' at every width, below md on a line of its own (round 16b: without it,
              '212 kits remaining' read as contradicting the order's 'Only 23 kits left at this
              price'; inline at 640 it pushed the brand to two lines), its day after it in the
              short form, muted: two lines on a phone (rsales20: the day's own third line at
              320/375, '(as of Nov 28, 2026)'), its year in the markup. From lg the stock whole on
              one line and the day on its own under it, and the recommendation whole, in 12 px
              below xl (rsales28: '212 kits remaining this / month · Nov 28' and 'Doctor-Recommended
              / Health Assessment' crowded at 1024-1180); from xl, with room, the day after the
              stock on its line (review 44: under it, the row's one two-line item at 1280). 'this
              month' whole: at 320 a first paint once set 'this' alone on a line (rsales36). */}
          <span className="leading-tight lg:whitespace-nowrap">
            {copy.stock}{' '}
            <span className="max-md:block max-md:whitespace-nowrap">
              <span className="whitespace-nowrap">{copy.stockDetail}</span>
              {stockDay ? (
                <span className="font-normal whitespace-nowrap text-muted lg:max-xl:block">
                  <span className="lg:max-xl:hidden">{' · '}</span>
                  <time dateTime={stockDay}>{formatShortDay(stockDay)}</time>
                </span>
              ) : null}
            </span>
          </span>
        </p>
        <OrderButton
          {...orderLink}
          size="header"
          className="whitespace-nowrap max-sm:hidden lg:order-4"
        >
          {copy.action}
        </OrderButton>
      </div>
    </header>
  )
}
