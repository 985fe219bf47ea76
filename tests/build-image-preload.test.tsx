/**
 * The hero image's preload (build/image-preload.ts): the page's first-priority picture, asked for
 * as the head arrives, with the very srcset, sizes and format the <img> then uses; or its one file.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { SalesImage } from '@/components/sales/sales-image'
import { advertorial } from '@/content/advertorial'
import { kitImage } from '@/content/sales-common'
import { heroImageSizes } from '@/sections/vsl/hero'
import { priorityImagePreload } from '../build/image-preload'

const picture = (priority?: 'high' | 'low') =>
  renderToStaticMarkup(<SalesImage image={kitImage} sizes={heroImageSizes} priority={priority} />)

test('the preload of the first-priority picture names its first source, its srcset and sizes, at high priority', () => {
  const body = `<p>before</p>${picture('low')}${picture('high')}`
  expect(priorityImagePreload(body)).toBe(
    `<link rel="preload" as="image" type="image/avif" imagesrcset="${kitImage.widths
      .map((width) => `${kitImage.base}-${width}.avif ${width}w`)
      .join(', ')}" imagesizes="${heroImageSizes}" fetchpriority="high" />`,
  )
})

test('the preload of a first-priority image outside a picture names its file, at high priority', () => {
  const { leadImage } = advertorial.byline
  const image = renderToStaticMarkup(<SalesImage image={leadImage} priority="high" />)
  expect(priorityImagePreload(`${picture()}${image}`)).toBe(
    `<link rel="preload" as="image" href="${leadImage.src}" fetchpriority="high" />`,
  )
})

test('there is no image preload on a page without a first-priority image', () => {
  expect(priorityImagePreload(`<main>${picture()}</main>`)).toBe('')
})
