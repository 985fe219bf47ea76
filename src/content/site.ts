import type { PageMetaCopy } from '@/content/sales-types'

/** Site-wide copy that belongs to no single page. */
export const siteCopy = {
  brandName: 'CellWise Health',
  productName: 'Metabolic Dysfunction',
} as const

export const errorScreenCopy = {
  title: 'Unexpected Application Error!',
  fallbackMessage: 'Something went wrong while showing this page.',
  homeLink: 'Return to Home',
} as const

export interface NotFoundContent {
  meta: PageMetaCopy
  code: string
  title: string
  homeLink: string
}

export const notFoundCopy = {
  meta: {
    title: `Page not found | ${siteCopy.brandName}`,
    description: `This page does not exist. Return to the ${siteCopy.brandName} home page.`,
  },
  code: '404',
  title: 'Oops! Page not found',
  homeLink: 'Return to Home',
} as const satisfies NotFoundContent
