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
        {/* On paper its offer from the discount to the save line (each line kept with the next),
            then the order, its URL, the brand's proof and the trust list as one block, on the next
            sheet where the card does not fit (print.css): kept whole as one, A4's sheet 6 ended 32-45 % blank over the
            value stack (round 28); split anywhere, Letter's sheet 8 ended on 130 px of its empty
            border (review 23). No space over it on paper, 8 px less inside: the offer fills that
            sheet's foot in the proof build. Its ring a border on paper, its parts' (below): a
            shadow's ring showed a 2 px arc at a sheet's foot (review 24). */}
        <div className="overflow-hidden rounded-[2rem] bg-white text-center shadow-xl shadow-brand-900/10 ring-2 ring-cta-600 print:ring-0">
          <p className="bg-cta-600 px-fit-4 py-2.5 text-sm font-bold tracking-[0.14em] text-white uppercase print:break-after-avoid print:rounded-t-[2rem] print:border-2 print:border-b-0 print:border-cta-600">
            {copy.discount}
          </p>
          <div className="p-fit-4 min-[22rem]:p-fit-6 sm:p-10 print:p-0">
            {/* On paper the card's border is its two parts' own, the offer's and the order's, one
                line where they meet: split between them, the offer's closes under its save line
                and the order's opens the next sheet. The card's own border, split there, ran on to
                the sheet's foot, an empty bordered strip 1.3 in tall (Letter, proof build; adv36). */}
            <div className="print:border-2 print:border-t-0 print:border-cta-600 print:px-8 print:pt-8 print:pb-6">
              <SectionTitle
                copy={copy}
                className="font-display text-xl font-semibold sm:text-3xl tracking-tight text-brand-950"
              />
              <p className="mt-2 text-muted print:break-after-avoid">{copy.totalValue}</p>
              <PriceTag price={copy.price} className="mt-3" />
              <p className="mt-3 text-lg font-bold text-cta-700">{copy.save}</p>
            </div>
            {/* The brand's proof after the price's button (decisions.md): the score, the
                laboratory; on a phone from the card's edge (radv19: 15 px in at 375). The button
                right under the price, as the VSL's cards (review 24: 110-150 px under it). */}
            {/* On paper the card splits here only, above the button: the button, its URL, the
                brand's proof and the reassurances one block (review 31: the reassurances and the
                card's foot alone atop the next Letter sheet, proof build). */}
            <div
              data-slot="price-box-order"
              className="print:-mt-0.5 print:break-inside-avoid print:rounded-b-[2rem] print:border-2 print:border-cta-600 print:px-8 print:pb-8"
            >
              <OrderActions
                copy={copy}
                orderLink={orderLink}
                proof={<ProofColumn className="mt-3 max-sm:mx-0 max-sm:w-full sm:mt-4" />}
              />
            </div>
          </div>
        </div>
      </div>
    </SalesSection>
  )
}
