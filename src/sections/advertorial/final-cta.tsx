import { OrderButton } from '@/components/sales/order-button'
import { ReviewScore } from '@/components/sales/review-score'
import { HeadedSection } from '@/components/sales/sales-section'
import { ScarcityList } from '@/components/sales/scarcity-list'
import { filledLines, keptLast } from '@/components/ui/kept-words'
import type { AdvertorialContent } from '@/content/advertorial'
import { offerEndsAt } from '@/content/sales-common'
import { cn } from '@/lib/cn'
import type { CountedLink } from '@/lib/counting'

export function FinalCta({
  copy,
  orderLink,
}: {
  copy: AdvertorialContent['finalCta']
  orderLink: CountedLink
}) {
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
        <p
          key={paragraph}
          className={cn(
            'mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-brand-100 sm:text-xl',
            filledLines,
          )}
        >
          {keptLast(paragraph)}
        </p>
      ))}
      <ScarcityList
        lines={copy.scarcity}
        // Plain lines of text, each after its clock: a pill would read as a button.
        // Stacked at every width: at 1280 the three wrapped two and one, the expiry alone (round 14).
        className="mt-6 flex flex-col items-center gap-y-1"
        itemClassName="text-sm text-gold-400"
        noteClassName="mt-3 text-brand-200"
      />
      <OrderButton {...orderLink} className="mx-auto mt-8 max-w-md">
        {copy.button}
      </OrderButton>
      {/* The score by the last Claim, as the mid offers and the price carry it (round 13: none
          here); nothing until the brand sets it. The sales pages' dark look, one line from sm
          with its day small (round 13: two lines at 1280, the day full size); its link's hover
          light, as the light look's dark one would vanish on this ground. */}
      <ReviewScore tone="night" className="mx-auto mt-4 max-w-xl [&_a:hover]:text-brand-100" />
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
