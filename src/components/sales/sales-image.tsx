import type { ComponentProps } from 'react'
import type { ImageCopy } from '@/content/sales-types'

/**
 * An illustration from public/images/sales with its intrinsic size reserved. Below the fold by
 * default (lazy); pass `priority` for the hero, which must not wait.
 */
export function SalesImage({
  image,
  priority = false,
  ...props
}: Omit<ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height'> & {
  image: ImageCopy
  priority?: boolean
}) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      {...props}
    />
  )
}
