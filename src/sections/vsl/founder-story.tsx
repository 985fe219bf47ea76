import { Portrait } from '@/components/sales/portrait'
import { HeadedSection } from '@/components/sales/sales-section'
import type { VslContent } from '@/content/vsl'

/** The founder's story in his own words. */
export function FounderStory({ copy }: { copy: VslContent['founder'] }) {
  return (
    <HeadedSection copy={copy} tone="sand" width="narrow">
      <div className="mt-10 flex items-center justify-center gap-4">
        <Portrait person={copy.author} className="size-16 ring-4" />
        <p className="text-left leading-snug">
          <span className="block font-semibold text-ink">{copy.author.name}</span>
          <span className="text-sm text-muted">{copy.author.role}</span>
        </p>
      </div>
      <div className="mt-10 space-y-6 text-lg leading-relaxed text-ink sm:text-xl sm:leading-relaxed">
        {copy.paragraphs.map((paragraph, index) => (
          <p
            key={paragraph}
            className={
              index === 0
                ? 'first-letter:float-left first-letter:mt-1 first-letter:mr-3 first-letter:font-display first-letter:text-6xl first-letter:leading-none first-letter:font-semibold first-letter:text-brand-800'
                : undefined
            }
          >
            {paragraph}
          </p>
        ))}
      </div>
      <blockquote className="mt-10 rounded-3xl bg-brand-900 p-8 text-center font-display text-2xl leading-snug text-white sm:text-3xl">
        <p>“{copy.pullQuote}”</p>
      </blockquote>
    </HeadedSection>
  )
}
