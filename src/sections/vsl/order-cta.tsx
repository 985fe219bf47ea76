import { OrderActions } from '@/components/sales/order-actions'
import { PriceTag } from '@/components/sales/price-tag'
import { ProofColumn } from '@/components/sales/proof-column'
import { SalesSection, SectionTitle } from '@/components/sales/sales-section'
import { Line } from '@/components/ui/kept-words'
import type { VslContent } from '@/content/vsl'
import type { CountedLink } from '@/lib/counting'

/** The first order button, right after the kit: heading, price, button, reassurances. */
export function OrderCta({
  copy,
  orderLink,
}: {
  copy: VslContent['order']
  orderLink: CountedLink
}) {
  return (
    <SalesSection id={copy.id} tone="sand" space="compact">
      <div className="mx-auto max-w-3xl px-fit-4 min-[22rem]:px-5 sm:px-8">
        <div className="rounded-[2rem] bg-white px-fit-4 py-4 text-left shadow-lg shadow-brand-900/5 ring-1 ring-sand-200 sm:p-10 sm:text-center lg:p-8">
          {/* On a phone the price stands beside the heading, at the card's right edge; from sm,
              under it. On a phone every line from the card's one left edge, the heading's, the
              proof's and the reassurances' (lists, marks before their words), the value line and
              the checkout note too (review 24: centred between left-aligned lists they read as
              a second axis); from sm, where the reassurances stand in a row, centred. */}
          <div className="flex items-center justify-between gap-4 sm:block">
            <SectionTitle
              copy={copy}
              className="text-left font-display text-2xl leading-tight font-semibold tracking-tight text-brand-950 sm:text-center sm:text-4xl"
            />
            <PriceTag price={copy.price} className="shrink-0 sm:mt-4" />
          </div>
          <p className="mt-1 leading-snug font-semibold text-cta-700 sm:mt-2 sm:text-lg">
            <Line text={copy.compare.text} phrase={copy.compare.held} />
          </p>
          {/* The brand's proof by the price, where a visitor decides (decisions.md): the score,
              then the laboratory, after the button and its note, so the price and its button
              stand together (review 23: five lines of proof put the button 180 px under the
              price at 375); nothing of either until the brand sets it. On a phone from the
              card's one left edge, the heading's (rsales21); from sm centred. The score plain
              text, the hero's the one link to its platform (sales49: one link, three tab stops). */}
          <OrderActions
            copy={copy}
            orderLink={orderLink}
            // On a phone two groups (reviews 41-42: at 320 five lines 4 px apart, the score's
            // day in 13.6 px under its 12.5 px words): the score and its day 2 px apart, the
            // day in 0.85 of the card's 13 px, the laboratory 8 px under them.
            proof={
              <ProofColumn className="mt-3 max-sm:mx-0 max-sm:w-full max-sm:gap-2 max-sm:text-[0.8125rem] max-sm:[&>[data-slot=as-of]]:-mt-1.5 sm:mt-4" />
            }
          />
        </div>
      </div>
    </SalesSection>
  )
}
