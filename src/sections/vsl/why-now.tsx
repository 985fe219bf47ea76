import { HeadedSection } from '@/components/sales/sales-section'
import { StatGrid } from '@/components/sales/stat-grid'
import type { VslContent } from '@/content/vsl'

/** Why to act now: the size of the problem and the cost of waiting. */
export function WhyNow({ copy }: { copy: VslContent['whyNow'] }) {
  return (
    <HeadedSection copy={copy} tone="brand" standIn="short">
      <StatGrid stats={copy.stats} inverted className="mt-3 sm:mt-8 lg:mt-6" />
      <div className="mx-auto mt-3 max-w-3xl space-y-2 text-center text-sm leading-[1.45] text-brand-100 sm:mt-8 lg:mt-6 sm:leading-relaxed sm:space-y-4 sm:text-xl lg:text-lg">
        {copy.paragraphs.map((paragraph, index) => (
          <p
            key={paragraph}
            className={
              index === copy.paragraphs.length - 1
                ? 'font-display text-lg leading-snug font-semibold text-gold-400 sm:text-2xl'
                : undefined
            }
          >
            {paragraph}
          </p>
        ))}
      </div>
    </HeadedSection>
  )
}
