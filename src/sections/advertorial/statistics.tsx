import { StatGrid } from '@/components/sales/stat-grid'
import { filledLines, keptLast } from '@/components/ui/kept-words'
import type { AdvertorialContent } from '@/content/advertorial'
import { cn } from '@/lib/cn'
import { ArticleSection } from './article-section'

export function Statistics({ copy }: { copy: AdvertorialContent['statistics'] }) {
  return (
    <ArticleSection copy={copy} tone="white">
      <StatGrid stats={copy.stats} columns={2} className="mt-4 sm:mt-8" />
      <p className={cn('mt-3 text-sm text-muted sm:mt-5', filledLines)}>{keptLast(copy.note)}</p>
    </ArticleSection>
  )
}
