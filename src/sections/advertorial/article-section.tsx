import type { ComponentProps } from 'react'
import { HeadedSection } from '@/components/sales/sales-section'

/** A section of the article: the article's spacing, its narrow column, its heading set left. */
export function ArticleSection(
  props: Omit<ComponentProps<typeof HeadedSection>, 'space' | 'width' | 'align'>,
) {
  return <HeadedSection space="article" width="narrow" align="start" {...props} />
}
