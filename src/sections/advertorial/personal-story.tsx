import { HeadedSection } from '@/components/sales/sales-section'
import { StoryLink } from '@/components/sales/story-link'
import type { AdvertorialContent } from '@/content/advertorial'

/** Carol's story, which ends with a way down to the test she took. */
export function PersonalStory({
  copy,
  offerHref,
}: {
  copy: AdvertorialContent['story']
  offerHref: string
}) {
  return (
    <HeadedSection copy={copy} tone="white" space="compact" width="narrow" align="start">
      <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink sm:text-xl sm:leading-relaxed">
        {copy.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <blockquote className="mt-8 border-l-4 border-cta-600 py-1 pl-5 font-display text-2xl leading-snug text-brand-900 sm:text-[1.75rem]">
        <p>{copy.pullQuote}</p>
      </blockquote>
      <p className="mt-8 text-lg">
        <StoryLink href={offerHref}>{copy.offerLink}</StoryLink>
      </p>
    </HeadedSection>
  )
}
