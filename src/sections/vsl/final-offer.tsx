import { CheckList } from '@/components/sales/check-list'
import { OrderNote } from '@/components/sales/order-actions'
import { OrderButton } from '@/components/sales/order-button'
import { PriceRise } from '@/components/sales/price-rise'
import { PriceTag } from '@/components/sales/price-tag'
import { ProofColumn } from '@/components/sales/proof-column'
import { SalesImage } from '@/components/sales/sales-image'
import { HeadedSection } from '@/components/sales/sales-section'
import { ScarcityList } from '@/components/sales/scarcity-list'
import { Line } from '@/components/ui/kept-words'
import type { VslContent } from '@/content/vsl'
import type { CountedLink } from '@/lib/counting'

/** The closing offer: what is included, the price, the scarcity, the last order button. */
export function FinalOffer({
  copy,
  orderLink,
}: {
  copy: VslContent['finalOffer']
  orderLink: CountedLink
}) {
  return (
    <HeadedSection copy={copy} tone="brand">
      {/* From lg what is included stands beside the price, not above it: from its top, the kit
          it comes in under it (centred alone, it floated with 150 px of white above and below).
          Its column the wider, so each part's name takes one line beside its value (round 11).
          From lg the card the container's width (the wide measure every grid keeps), from xl the price's column 34rem: its laboratory's
          line, 443 px at its widest, two lines, not four in 392 px (rsales25). */}
      <div className="mx-auto mt-3 max-w-xl overflow-hidden sm:mt-8 lg:mt-6 rounded-[2rem] bg-white text-ink shadow-2xl shadow-black/30 lg:grid lg:max-w-none lg:grid-cols-[1.1fr_1fr] xl:grid-cols-[1fr_34rem]">
        {/* At 320 px 10 px aside and 13 px words: 'Report-of-Findings Consultation' (235 px in
            Chromium and Gecko) one line in the 236 px beside its check, not parted with
            'Consultation' alone (sales44: at 12 px, 232 px, three lines; round 14). The price's
            column the same, so the checks and the price keep one left edge. */}
        <div className="flex flex-col gap-4 px-fit-4 py-3 max-[22rem]:px-fit-2.5 sm:p-8">
          <CheckList
            items={copy.includes}
            className="text-sm font-semibold max-[22rem]:text-[0.8125rem] sm:text-base"
          />
          {/* The kit in what room the price's column leaves, never taller than it. */}
          <div className="relative hidden min-h-40 flex-1 lg:block">
            <SalesImage
              image={copy.image}
              sizes="(min-width: 64rem) 24rem, 1px"
              className="absolute inset-0 size-full object-contain"
            />
          </div>
        </div>
        <div
          data-slot="price-column"
          className="border-t border-sand-200 bg-sand-50 px-fit-4 py-3 text-left max-[22rem]:px-fit-2.5 sm:p-8 sm:text-center lg:border-t-0 lg:border-l"
        >
          {/* On a phone the comparison stands beside the price; from sm, under it. On a phone
              every line from the column's left edge, as the first price card's (review 24: the
              price and the checkout note centred over the left-aligned proof and urgency lines). */}
          <div className="flex items-center gap-3 sm:block">
            <PriceTag price={copy.price} className="shrink-0" />
            <p className="max-w-48 text-left text-sm leading-snug font-semibold text-cta-700 sm:mt-2 sm:max-w-none sm:text-center sm:text-base">
              <Line text={copy.compare.text} phrase={copy.compare.held} />
            </p>
          </div>
          <OrderButton {...orderLink} className="mt-2.5 sm:mt-6">
            {copy.button}
          </OrderButton>
          {/* Where the button goes, for every visitor, as the first price card says it; 13 px
              on a phone, 12 under 22rem: one line in a 320 px phone's 256 px column (at 13 px
              262 px of words in Chromium and Gecko). */}
          <OrderNote
            clauses={copy.checkout}
            className="mt-1.5 text-[0.8125rem] max-[22rem]:text-xs sm:mt-3 sm:text-sm"
          />
          {/* The brand's proof by the price (decisions.md): the score, the laboratory, after
              the button, so the price and its button stand together (review 23: five lines of
              proof between them put the button 180 px under the price at 375). Every line from
              the column's one left edge, as the scarcity's under it (rsales18). Its caption
              dates the score right under it, 'Score as of …' (review 29: 'Counts and score as of
              …' under the red urgency lines read as dating them). Its words plain text in the
              laboratory's weight, the hero's the one link to the platform (sales49: one link,
              three tab stops; review 29: plain bold, it read as a link that does nothing). In the
              urgency lines' size, so its 'Score as of …' and their 'Figures as of …' are one
              caption (0.85em of 13 px, 14 from sm), each from the words' edge past its mark (the
              star's, the clock's: 1.5rem; review 30: 13.6 px indented, 11 px at the column's
              edge). The score's and the laboratory's words keep their own sizes. */}
          {/* On a phone the score and its day one group, the laboratory 8 px under it, as the
              order card's. */}
          <ProofColumn
            wide
            className="mt-2.5 text-[0.8125rem] max-sm:gap-2 max-sm:[&>[data-slot=as-of]]:-mt-1.5 sm:mt-4 sm:text-sm"
          />
          <ScarcityList
            lines={copy.scarcity}
            className="mt-2 gap-0.5 sm:mt-4 sm:gap-1.5"
            itemClassName="text-[0.8125rem] leading-snug text-danger-700 sm:text-sm"
            // As calm as the advertorial's last offer (sales52: three bold red clock lines read
            // loud): the first in the accent, the others in the note's ink under it.
            calm="text-muted"
            // The lines' size, so their caption is the proof's caption's (0.85em of 13 px).
            wide
            columnClassName="text-[0.8125rem] sm:text-sm"
            noteClassName="mt-1 pl-6 text-muted sm:mt-1.5"
          />
          {/* Filled, its column's measure, pretty: balanced, it ran in a narrow measure ('Price /
              rises to $197', rsales20); its rise's clause held ('promotion ends.' alone at 320
              and 1280, adv22). On phones each sentence on a line of its own, as the advertorial's
              (at 375 'Price rises / to $197…'), 13 px as the scarcity's lines over it, so at 375 the
              rise is one line (review 22: at 14 px 'Price rises to $197 / when the promotion ends.'
              ran 130 and 184 px under the guarantee's 220 in a 303 px column). From sm the rise
              one unit: the whole in one line where it fits, else parted after the guarantee's
              sentence (review 25: 'Price rises to $197 / when the promotion ends.' at 1280). */}
          {/* From the urgency lines' words' edge, past their clock (reviews 41-42: 24 px left of it). */}
          <p className="mt-1.5 pl-6 text-left text-[0.8125rem] leading-snug text-pretty text-muted sm:mt-3 sm:text-sm">
            {`${copy.note} `}
            <PriceRise text={copy.priceRise} before="" className="max-sm:block sm:inline-block" />
          </p>
        </div>
      </div>
    </HeadedSection>
  )
}
