import { CardList } from '@/components/sales/card-list'
import { HeadedSection } from '@/components/sales/sales-section'
import { ArrowRightIcon } from '@/components/ui/icons'
import type { VslContent } from '@/content/vsl'

/**
 * The silent spiral: each step feeds the next, and the last feeds the first. Numbered cards, one
 * column on a phone, each number hung beside its title and words (two by two at 375 px, in cards
 * about 140 px wide, each title took three lines: 'Fat builds / around / the middle'); two by two
 * from sm, each number over its title; in a row with arrows from lg.
 */
export function Spiral({ copy }: { copy: VslContent['spiral'] }) {
  return (
    <HeadedSection copy={copy} tone="brand">
      <CardList
        items={copy.steps}
        look="spiral"
        marker={(index) => (
          <span className="row-span-2 grid size-7 place-items-center rounded-full bg-gold-400 large-text:mb-1.5 font-display font-bold text-brand-950 sm:size-10 sm:text-lg">
            {index + 1}
          </span>
        )}
        after={(index) =>
          index < copy.steps.length - 1 ? (
            <span
              aria-hidden="true"
              className="hidden text-brand-300 lg:absolute lg:top-1/2 lg:-right-4 lg:z-10 lg:block lg:-translate-y-1/2"
            >
              <ArrowRightIcon className="hidden size-6 rounded-full bg-brand-900 lg:block shrink-0" />
            </span>
          ) : null
        }
      />
      <p className="mt-2 text-center font-display text-lg leading-snug font-semibold text-balance text-gold-400 sm:mt-7 sm:text-2xl">
        {copy.closing}
      </p>
    </HeadedSection>
  )
}
