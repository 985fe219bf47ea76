import type { ComponentProps } from 'react'
import type { ImageCopy, ResponsiveImageCopy } from '@/content/sales-types'

const mimeTypes = { avif: 'image/avif', webp: 'image/webp' } as const

/**
 * An image from public/images/sales with its intrinsic size reserved. Below the fold by default
 * (lazy). On the first screen it loads at once: `priority="high"` where it is the page's largest
 * element (the advertorial's lead), which must not wait; `priority="low"` beside a larger heading
 * (the VSL's kit), which then comes after the page's text and scripts rather than before its
 * first paint (Lighthouse counts it there: docs/decisions.md). A photograph or render shipped at
 * several widths (`ResponsiveImageCopy`) becomes a `<picture>`: each format with its `srcset`,
 * of which the browser takes the first format it shows at the width `sizes` (the image's width
 * in the layout, which the caller knows) asks for. The `<img>` inside has its one `src` and so no
 * `sizes` (HTML allows `sizes` only beside a `srcset`; the sources' own decide).
 */
export function SalesImage({
  image,
  priority,
  sizes,
  ...props
}: Omit<ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height' | 'srcSet'> &
  (
    | { image: ImageCopy & { widths?: never }; sizes?: never }
    | { image: ResponsiveImageCopy; sizes: string }
  ) & { priority?: 'high' | 'low' }) {
  const img = (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ?? 'auto'}
      {...props}
    />
  )
  if (!('widths' in image) || !image.widths) return img
  const { base, widths, formats } = image
  // The picture adds no box of its own: the image is the flex or grid item its classes lay out.
  return (
    <picture className="contents [&>source]:hidden">
      {formats.map((format) => (
        <source
          key={format}
          type={mimeTypes[format]}
          srcSet={widths.map((width) => `${base}-${width}.${format} ${width}w`).join(', ')}
          sizes={sizes}
        />
      ))}
      {img}
    </picture>
  )
}
