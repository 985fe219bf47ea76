import { StatGrid } from '@/components/sales/stat-grid'
import { keptLast } from '@/components/ui/kept-words'
import type { AdvertorialContent } from '@/content/advertorial'
import { ArticleSection } from './article-section'

export function Statistics({ copy }: { copy: AdvertorialContent['statistics'] }) {
  return (
    <ArticleSection copy={copy} tone="white">
      <StatGrid stats={copy.stats} columns={2} className="mt-4 sm:mt-8" />
      {/* Balanced: filled, 'metabolic health.' alone at 1280 (rsales17). */}
      <p className="mt-3 text-sm text-balance text-muted sm:mt-5">{keptLast(copy.note)}</p>
    </ArticleSection>
  )
}
