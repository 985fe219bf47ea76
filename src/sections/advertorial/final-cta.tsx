import { OrderButton } from '@/components/sales/order-button'
import { ReviewScore } from '@/components/sales/review-score'
import { HeadedSection } from '@/components/sales/sales-section'
import { datesTheScore, ScarcityList } from '@/components/sales/scarcity-list'
import { keptLast } from '@/components/ui/kept-words'
import type { AdvertorialContent } from '@/content/advertorial'
import { reviewLine } from '@/content/proof'
import { offerEndsAt } from '@/content/sales-common'
import type { CountedLink } from '@/lib/counting'

export function FinalCta({
  copy,
  orderLink,
}: {
  copy: AdvertorialContent['finalCta']
  orderLink: CountedLink
}) {
  // The figures' day said once, in the scarcity's note, the score's with it (round 16b: 'Figures
  // as of …' over the button, '(as of …)' beside the score under it).
  const datedOnce = datesTheScore(copy.scarcity)
  return (
    <HeadedSection
      copy={copy}
      tone="brand"
      // The article's spacing: its heading 24 px under the colour edge on a phone (round 9: 14).
      space="article"
      standIn="short"
      width="narrow"
      containerClassName="text-center"
    >
      {copy.paragraphs.map((paragraph) => (
        // Centred, balanced: filled, 'for $97.' alone under four full lines at 320 (round 16b).
        <p
          key={paragraph}
          className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-balance text-brand-100 sm:text-xl"
        >
          {keptLast(paragraph)}
        </p>
      ))}
      <ScarcityList
        lines={copy.scarcity}
        // Plain lines of text, each after its clock: a pill would read as a button.
        // Stacked at every width: at 1280 the three wrapped two and one, the expiry alone (round 14).
        className="mt-6 gap-y-1"
        itemClassName="text-sm text-gold-400"
        noteClassName="mt-3 text-brand-200"
        alsoDated={datedOnce ? [reviewLine?.asOf] : []}
      />
      <OrderButton {...orderLink} className="mx-auto mt-8 max-w-md">
        {copy.button}
      </OrderButton>
      {/* The score by the last Claim, as the mid offers and the price carry it (round 13: none
          here); nothing until the brand sets it. The sales pages' dark look, one line from sm
          with its day small (round 13: two lines at 1280, the day full size); its link's hover
          light, as the light look's dark one would vanish on this ground. */}
      <ReviewScore
        tone="night"
        dated={!datedOnce}
        className="mx-auto mt-4 max-w-xl [&_a:hover]:text-brand-100"
      />
      {/* On phones each fact on its own line (round 14: 'Price / rises to $197…' at 375); from sm
          one line, the dot between them gone with the rise once the offer has ended. */}
      <p className="mt-3 text-sm text-balance text-brand-200">
        <span className="max-sm:block">{copy.note}</span>
        <span data-gone-after={offerEndsAt} className="max-sm:block">
          <span className="max-sm:hidden"> · </span>
          {copy.priceRise}
        </span>
      </p>
    </HeadedSection>
  )
}
