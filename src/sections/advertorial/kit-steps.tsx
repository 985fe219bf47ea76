import { CardList } from '@/components/sales/card-list'
import { LabLine } from '@/components/sales/lab-line'
import { SalesImage } from '@/components/sales/sales-image'
import type { AdvertorialContent } from '@/content/advertorial'
import { ArticleSection } from './article-section'

/** The kit and its three-step process. */
export function KitSteps({ copy }: { copy: AdvertorialContent['kit'] }) {
  return (
    <ArticleSection copy={copy} tone="white" standIn="long">
      <SalesImage
        image={copy.image}
        // max-w-lg, else the screen less the container's side padding. Its alt text transparent,
        // as the compact offer's: not shown in its box by Gecko while the file loads.
        sizes="(min-width: 36rem) 32rem, calc(100vw - 2.5rem)"
        className="mx-auto mt-8 h-auto w-full max-w-lg text-transparent"
      />
      <CardList
        items={copy.steps}
        look="steps"
        marker={(index) => (
          <p className="text-sm font-bold tracking-[0.14em] text-brand-700 uppercase">
            {copy.stepLabel} {index + 1}
          </p>
        )}
      />
      <LabLine className="mt-6" />
    </ArticleSection>
  )
}
