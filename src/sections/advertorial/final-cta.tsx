import { OrderButton } from '@/components/sales/order-button'
import { PriceRise } from '@/components/sales/price-rise'
import { ProofColumn } from '@/components/sales/proof-column'
import { HeadedSection } from '@/components/sales/sales-section'
import { ScarcityList } from '@/components/sales/scarcity-list'
import { keptLast } from '@/components/ui/kept-words'
import type { AdvertorialContent } from '@/content/advertorial'
import { asOfDays } from '@/content/as-of'
import { reviewLine } from '@/content/proof'
import { cn } from '@/lib/cn'
import type { CountedLink } from '@/lib/counting'

export function FinalCta({
  copy,
  orderLink,
}: {
  copy: AdvertorialContent['finalCta']
  orderLink: CountedLink
}) {
  const figures = copy.scarcity.flatMap((line) => line.figure ?? [])
  // Whether the proof column below shows: the score, or the day of the counts (ProofColumn).
  const dated = reviewLine || asOfDays(figures).length > 0
  return (
    <HeadedSection
      copy={copy}
      tone="brand"
      // The article's spacing: its heading 24 px under the colour edge on a phone (round 9: 14).
      space="article"
      standIn="short"
      // On phones the closing heading 24 px, over the 18 px paragraph under it and the 21-22 px
      // section headings before it (review 31: at 20 px it read weaker than its own words).
      className="max-sm:[&_h2]:text-fit-[1.5]!"
      width="narrow"
      // One alignment in the block: on phones all of it from the left edge, as the urgency lines,
      // the score and the day of its figures wrap to the column's width there and cannot be
      // centred as a unit (radv20: centred heading, body and notes over a left-aligned list at
      // 320 and 375); from sm centred, the lines a centred column of their own width.
      align="center-from-sm"
      // Whole on one sheet on paper: split, Letter's sheet 8 ended on 'Only 23 of this month's
      // kits left at $97', the claimed share, the score and its day atop sheet 9 (review 26).
      containerClassName="sm:text-center print:break-inside-avoid"
    >
      {copy.paragraphs.map((paragraph) => (
        // Balanced: filled, 'for $97.' alone under four full lines at 320 (round 16b; Gecko
        // still, filled `pretty`, from the left edge on phones).
        <p
          key={paragraph}
          className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-balance text-brand-100 sm:text-xl"
        >
          {keptLast(paragraph)}
        </p>
      ))}
      {/* The button right under the price's sentence, as the price box and the VSL's offers
          (review 24: the score over it here, under it there); the urgency lines, the score and
          the day of their figures follow it. */}
      <OrderButton {...orderLink} className="mx-auto mt-6 max-w-md">
        {copy.button}
      </OrderButton>
      {/* On phones each sentence on its own line (round 14: 'Price / rises to $197…' at 375), its
          clause from 'when' held (PriceRise: 'Price rises to $197 when / the promotion ends.' at
          320; balanced, Chromium made it 'Price rises to / $197 when…'); from sm one line,
          balanced where it wraps, the rise gone once the offer has ended. */}
      <p className="mt-3 text-sm text-brand-200 sm:text-balance">
        <span className="max-sm:block">{copy.note}</span>
        <PriceRise text={copy.priceRise} before=" " className="max-sm:block" />
      </p>
      <ScarcityList
        lines={copy.scarcity}
        // Plain lines of text, each after its clock: a pill would read as a button.
        // Stacked at every width: at 1280 the three wrapped two and one, the expiry alone (round 14).
        // Calm in an article (adv45: three amber lines, each its own clock, read loud): the
        // others in the note's ink.
        className="gap-y-1"
        calm="text-brand-200"
        // With the brand's proof, a rule over the counts: the score and the day under them close
        // the one block the day dates (review 23: a rule between the counts and the score left
        // 'Counts and score as of …' reading as the score's day alone).
        columnClassName={cn('mt-6 max-sm:mx-0', dated && 'border-t border-white/15 pt-4')}
        itemClassName="text-sm text-gold-400"
        noted={false}
      >
        {/* The score after the last Claim, with the day of every figure here under it, as the VSL's
            last offer and the price box carry them (rsales17: the day over the button, the score
            it dates under it); nothing until the brand sets it. Plain words: the link out is the byline's alone
            (rsales21; adv44). In the urgency lines' column, from their edge (rsales18: from its own
            edge, 8 px under them, it read as a fourth urgency line), the rule over the lines. */}
        <ProofColumn
          tone="night"
          lab={false}
          figures={figures}
          // The clock lines' 14 px and weight at every width, white where they are gold: the
          // colour alone sets it apart (review 32: 16 px white bold under 14 px gold lines, the
          // proof louder than the claims on its edge).
          scoreClassName="text-sm! font-bold!"
          // Its star in the note's ink: the clock over the urgency lines the one gold mark that
          // leads (adv46: a gold clock, then a gold star, two accents in a row in the proof build).
          wide
          className="mt-3 [&_[data-slot=star-rating]]:text-brand-200"
        />
      </ScarcityList>
    </HeadedSection>
  )
}
