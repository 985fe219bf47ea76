import { OrderButton } from '@/components/sales/order-button'
import { SalesImage } from '@/components/sales/sales-image'
import { Line } from '@/components/ui/kept-words'
import type { AdvertorialContent } from '@/content/advertorial'
import { kitImage } from '@/content/sales-common'
import type { CountedLink } from '@/lib/counting'
import { ArticleSection } from './article-section'

/**
 * The symptoms a reader may recognize, and under them the test the article is about, compact:
 * the kit, its price and its order button (the store, in a new tab, counted as every order link
 * is), so the first order is within three screens of a phone (e2e/sales.spec.ts, and with the
 * brand's proof set e2e/first-screen.spec.ts).
 */
export function SymptomList({
  copy,
  orderLink,
}: {
  copy: AdvertorialContent['symptoms']
  orderLink: CountedLink
}) {
  const { offer } = copy
  return (
    <ArticleSection copy={copy} tone="sand" firstScreen>
      {/* On phones a list as an article sets one, each sign under the last, close (the first
          order within three screens with the kit at 120 px), 15 px under 352 px as the closing
          line (round 13: the first order 3.16 screens down at 320x568); from sm, cards. */}
      <ul className="mt-3 grid gap-1 sm:mt-8 sm:gap-3">
        {copy.items.map((item) => (
          <li
            key={item}
            className="flex flex-wrap items-start gap-3 text-[0.9375rem] leading-[1.3] text-ink min-[22rem]:text-base sm:leading-snug sm:items-center sm:gap-4 sm:rounded-2xl sm:bg-white sm:p-4 sm:text-lg sm:shadow-sm sm:ring-1 sm:ring-sand-200"
          >
            {/* A calm marker: red is kept for the page's one alert, as a native placement wants. */}
            <span
              aria-hidden="true"
              className="grid size-[1.375em] shrink-0 place-items-center rounded-full bg-white ring-1 ring-sand-200 sm:size-10 sm:bg-brand-50 sm:ring-0"
            >
              <span data-slot="sign-dot" className="size-2 rounded-full bg-brand-600 sm:size-2.5" />
            </span>
            {/* Its last pair held: Gecko, without `pretty`, left 'sleep' alone at 375 (round 12).
                Balanced on phones: filled, 'Waking up tired after a full / night of sleep' at
                320-375 in Chromium and Gecko (adv22). */}
            <span className="min-w-[min(100%,6em)] grow basis-0 max-sm:text-balance">
              <Line text={item} />
            </span>
          </li>
        ))}
      </ul>
      {/* One line at 320 (15 px under 352; round 12: two, the first order 24 px later). Kept
          with the offer it leads to on paper (src/print.css; review 29: it ended a sheet). */}
      <p
        data-lead-in
        className="mt-1.5 font-display text-[0.9375rem] text-balance font-semibold text-brand-900 min-[22rem]:text-base sm:mt-8 sm:text-2xl"
      >
        {copy.closing}
      </p>
      {/* On phones the label across the card (one line at 320), the kit 120 px wide (104 at
          320) beside its name and price (issue 72: at 96 it read as a thumbnail), the order, the
          guarantee whole under it and the brand's score (round 10: none beside the $97); from sm,
          the kit beside the label, the name on one line, the price with the score under it, then
          the order and the guarantee in one row (round 10: the order in a column of its own left
          the name two lines in 240 px at 1280). */}
      <div
        data-slot="compact-offer"
        className="mt-1.5 grid grid-cols-[6.5rem_minmax(0,1fr)] items-center gap-x-3 gap-y-1.5 rounded-2xl bg-white p-fit-3 shadow-sm ring-1 ring-sand-200 min-[22rem]:grid-cols-[7.5rem_minmax(0,1fr)] sm:mt-6 sm:grid-cols-[8rem_minmax(0,1fr)] lg:grid-cols-[10rem_minmax(0,1fr)] sm:gap-x-5 sm:gap-y-1 sm:p-4 large-text:grid-cols-1"
      >
        <p className="col-span-full text-xs font-bold tracking-[0.08em] text-brand-700 uppercase sm:col-span-1 sm:col-start-2">
          {offer.label}
        </p>
        {/* Decorative beside the kit's name (review 23: its long alt repeated the kit picture's
            further down to readers); with no alt Gecko draws no words in its box until the file
            arrives (round 11: cut off at the box's edge). Eager at low priority, after the
            story's photograph: small, and lazy it stood a blank slot in a page saved or printed
            whole at 1280 (radv28). */}
        <SalesImage
          image={{ ...kitImage, alt: '' }}
          priority="low"
          sizes="(min-width: 64rem) 10rem, (min-width: 40rem) 8rem, 7.5rem"
          className="h-auto w-full sm:col-start-1 sm:row-span-4 sm:row-start-1 large-text:max-w-24"
        />
        {/* On a phone the price under the name; from sm after it on its line (round 15: '$97'
            alone under it read as a 75 px last line at 1280). */}
        <p className="text-sm leading-snug sm:col-start-2 sm:text-base">
          <span className="block font-semibold text-balance text-ink sm:inline">{offer.name}</span>{' '}
          <strong className="text-lg font-bold whitespace-nowrap text-ink">{offer.price}</strong>
        </p>
        <div className="col-span-full flex flex-col gap-1.5 sm:col-span-1 sm:col-start-2 sm:mt-1 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4">
          <OrderButton {...orderLink} size="md">
            {offer.orderButton}
          </OrderButton>
          <p className="text-center text-sm text-muted sm:text-left">{offer.terms}</p>
        </div>
      </div>
    </ArticleSection>
  )
}
