import { OrderActions } from '@/components/sales/order-actions'
import { PriceTag } from '@/components/sales/price-tag'
import { ProofColumn } from '@/components/sales/proof-column'
import { SalesSection, SectionTitle } from '@/components/sales/sales-section'
import type { AdvertorialContent } from '@/content/advertorial'
import type { CountedLink } from '@/lib/counting'

export function PriceBox({
  copy,
  orderLink,
}: {
  copy: AdvertorialContent['priceBox']
  orderLink: CountedLink
}) {
  return (
    <SalesSection id={copy.id} tone="sand" space="none" className="pb-14 print:pt-0!">
      {/* Under 352 px the card's edges at the column's (16 px) and its padding 16 px (20 and 24
          from 352): at 320 its words had 232 px, and the order read 'Claim My Kit for / $97'
          where the line was a little narrower (Gecko, round 11), the guarantee in two lines. */}
      <div className="mx-auto max-w-3xl px-fit-4 min-[22rem]:px-fit-5 sm:px-8">
        {/* On paper the card whole on one sheet, in one border with a hairline between the
            offer and its order (review 33: split above its order, the price ended one sheet and
            its order and proof opened the next; each part's own border drew a full-width orange
            rule mid-card). No space over it on paper, 8 px less inside. Its ring a border on
            paper: a shadow's ring showed a 2 px arc at a sheet's foot (review 24). */}
        <div className="overflow-hidden rounded-[2rem] bg-white text-center shadow-xl shadow-brand-900/10 ring-2 ring-cta-600 print:break-inside-avoid print:border-2 print:border-cta-600 print:ring-0">
          {/* On paper its words clear of the card's rounded top border (review 34: squeezed under
              it), the offer under them the closer. */}
          <p className="bg-cta-600 px-fit-4 py-2.5 text-sm font-bold tracking-[0.14em] text-white uppercase print:pt-6 print:pb-0">
            {copy.discount}
          </p>
          <div className="p-fit-4 min-[22rem]:p-fit-6 sm:p-10 print:px-8 print:pt-5 print:pb-8">
            <SectionTitle
              copy={copy}
              className="font-display text-xl font-semibold sm:text-3xl tracking-tight text-brand-950"
            />
            <p className="mt-2 text-muted">{copy.totalValue}</p>
            <PriceTag price={copy.price} className="mt-3" />
            <p className="mt-3 text-lg font-bold text-cta-700">{copy.save}</p>
            {/* The brand's proof after the price's button (decisions.md): the score, the
                laboratory, as beside the VSL's prices, one column centred as a unit, its lines
                from their marks' edge, the laboratory's name free on a phone (adv45: each line
                centred, six short lines at 375). The button right under the price, as the VSL's
                cards (review 24: 110-150 px under it). */}
            <div className="print:mt-6 print:border-t print:border-sand-200">
              <OrderActions
                copy={copy}
                orderLink={orderLink}
                proof={
                  // On a phone the laboratory's name held whole here too: free, its lines were
                  // 'Your sample is tested by Northfield / Clinical Laboratories, / a
                  // CLIA-certified laboratory' in Chromium and Gecko at 375, two in WebKit (adv46);
                  // held, three even lines in all three, the subject, the name, its accreditation.
                  // On a phone in 13 px, as the VSL's order box sets it: its day's note (0.85 em of
                  // the column) 11 px under the score's 13, not 13.6 over it (review 45).
                  <ProofColumn className="mt-3 sm:mt-4 max-sm:text-[0.8125rem] max-sm:not-large-text:[&_[data-lab-name]]:whitespace-nowrap" />
                }
              />
            </div>
          </div>
        </div>
      </div>
    </SalesSection>
  )
}
