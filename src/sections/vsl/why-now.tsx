import { HeadedSection } from '@/components/sales/sales-section'
import { StatGrid } from '@/components/sales/stat-grid'
import type { VslContent } from '@/content/vsl'

/** Why to act now: the size of the problem and the cost of waiting. */
export function WhyNow({ copy }: { copy: VslContent['whyNow'] }) {
  return (
    <HeadedSection copy={copy} tone="brand">
      <StatGrid stats={copy.stats} inverted className="mx-auto mt-12 max-w-5xl" />
      <div className="mx-auto mt-12 max-w-2xl space-y-4 text-center text-lg leading-relaxed text-brand-100 sm:text-xl">
        {copy.paragraphs.map((paragraph, index) => (
          <p
            key={paragraph}
            className={
              index === copy.paragraphs.length - 1
                ? 'font-display text-2xl font-semibold text-gold-400'
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
