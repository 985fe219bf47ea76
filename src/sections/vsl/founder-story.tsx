import { FoldedParagraphs } from '@/components/sales/fold'
import { PortraitName } from '@/components/sales/portrait'
import { HeadedSection } from '@/components/sales/sales-section'
import type { VslContent } from '@/content/vsl'

/**
 * The founder's story in his own words: the first paragraph, the rest folded behind a native
 * disclosure (in the HTML from the start, opens without script), then the pull quote.
 */
export function FounderStory({ copy }: { copy: VslContent['founder'] }) {
  return (
    <HeadedSection copy={copy} tone="sand" width="narrow">
      <PortraitName
        person={copy.author}
        detail="role"
        className="mt-3 justify-center gap-4 sm:mt-7"
        portraitClassName="size-12 ring-4 sm:size-16"
        textClassName="text-left"
        detailClassName="text-sm"
      />
      <FoldedParagraphs
        copy={copy}
        className="mt-3 text-[0.9375rem] text-ink sm:mt-7 sm:text-xl sm:leading-relaxed lg:text-lg"
        leadClassName="leading-[1.55] first-letter:float-left first-letter:mt-1 first-letter:mr-3 first-letter:font-display first-letter:text-5xl first-letter:leading-none first-letter:font-semibold first-letter:text-brand-800 sm:first-letter:text-6xl"
        foldClassName="mt-1 sm:mt-6"
        summaryClassName="group-open/fold:hidden"
        restClassName="leading-[1.55] sm:space-y-6"
      />
      <blockquote className="mt-2 rounded-3xl bg-brand-900 px-fit-4 py-3 text-center font-display text-lg leading-snug text-white sm:mt-7 sm:p-8 sm:text-3xl lg:p-6 lg:text-2xl">
        <p>“{copy.pullQuote}”</p>
      </blockquote>
    </HeadedSection>
  )
}
