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

export const notFoundCopy = {
  code: '404',
  title: 'Oops! Page not found',
  homeLink: 'Return to Home',
} as const
