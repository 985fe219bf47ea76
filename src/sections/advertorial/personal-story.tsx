import { OrderButton } from '@/components/sales/order-button'
import { Paragraphs } from '@/components/sales/paragraphs'
import { HeadedSection } from '@/components/sales/sales-section'
import { StoryLink } from '@/components/sales/story-link'
import type { AdvertorialContent } from '@/content/advertorial'

/**
 * Carol's story, which ends with the test she took: an order button for a reader already
 * convinced (the store, in a new tab), and a way down to what is included and the price.
 */
export function PersonalStory({
  copy,
  offerHref,
  orderHref,
}: {
  copy: AdvertorialContent['story']
  offerHref: string
  orderHref: string
}) {
  return (
    <HeadedSection copy={copy} tone="white" space="compact" width="narrow" align="start">
      <Paragraphs
        paragraphs={copy.paragraphs}
        className="mt-6 space-y-5 text-lg leading-relaxed text-ink sm:text-xl sm:leading-relaxed"
      />
      <blockquote className="mt-8 border-l-4 border-cta-600 py-1 pl-5 font-display text-2xl leading-snug text-brand-900 sm:text-[1.75rem]">
        <p>{copy.pullQuote}</p>
      </blockquote>
      <div className="mt-6 flex flex-col gap-3 rounded-2xl bg-sand-50 p-4 ring-1 ring-sand-200 sm:mt-8 sm:flex-row sm:items-center sm:gap-6 sm:p-5">
        <OrderButton href={orderHref} size="md" className="sm:shrink-0">
          {copy.orderButton}
        </OrderButton>
        <p className="text-base sm:text-lg">
          <StoryLink href={offerHref}>{copy.offerLink}</StoryLink>
        </p>
      </div>
    </HeadedSection>
  )
}
