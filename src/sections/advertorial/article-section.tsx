import type { ComponentProps } from 'react'
import { HeadedSection } from '@/components/sales/sales-section'
import { cn } from '@/lib/cn'

/**
 * A section of the article: the article's spacing, its narrow column, its heading set left. From
 * sm a white one right after another white one runs on with no top padding: two paddings, 112 px,
 * read as a hole between two parts of one story (rsales17: 'Sources: …' to 'I did everything
 * right…' at 1280), where a change of ground makes them its edge. On a phone the article's own 48.
 * Its ledes body copy set at the start, pretty (`prettyLede`), not balanced as a heading.
 */
export function ArticleSection({
  className,
  ...props
}: Omit<ComponentProps<typeof HeadedSection>, 'space' | 'width' | 'align'>) {
  return (
    <HeadedSection
      space="article"
      width="narrow"
      align="start"
      prettyLede
      className={cn('sm:[.bg-white+&.bg-white]:pt-0', className)}
      {...props}
    />
  )
}
