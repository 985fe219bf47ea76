import type { ComponentProps } from 'react'
import { siteCopy } from '@/content/site'
import { cn } from '@/lib/cn'

/** The CellWise mark: a cell with its nucleus and a leaf of growth. `inverted` for dark grounds. */
function BrandMark({ inverted = false }: { inverted?: boolean }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="size-8 shrink-0">
      <circle cx="16" cy="16" r="15" className={inverted ? 'fill-brand-300' : 'fill-brand-800'} />
      <circle cx="16" cy="16" r="9.5" className={inverted ? 'fill-brand-950' : 'fill-brand-100'} />
      <circle cx="16" cy="16" r="4" className={inverted ? 'fill-brand-300' : 'fill-brand-700'} />
      <path d="M21.5 6.5c3.5 0 5.5 2 5.5 5.5-3.5 0-5.5-2-5.5-5.5z" className="fill-gold-400" />
    </svg>
  )
}

/**
 * The mark and the wordmark, as every page's header or footer shows them. The wordmark may wrap:
 * a visitor's wider text spacing must not push a header's other half off the screen. It is text
 * in a face of its own, the brand face cut to the name's letters and inlined by the build
 * (build/fonts.ts, `buildWordmarkFont`, which says why not a drawing), so it is the same on every
 * page and visit, read by screen readers as the name, and sized, spaced and wrapped as text.
 */
export function BrandLogo({
  inverted = false,
  className,
  ...props
}: ComponentProps<'span'> & { inverted?: boolean }) {
  return (
    <span
      data-slot="brand-logo"
      className={cn(
        'inline-flex min-w-0 items-center gap-2 font-display text-base font-semibold sm:text-lg',
        inverted ? 'text-white' : 'text-brand-950',
        className,
      )}
      {...props}
    >
      <BrandMark inverted={inverted} />
      {/* Its colour is the logo's, inherited once its face is in (src/styles.css). */}
      <span data-slot="wordmark">{siteCopy.brandName}</span>
    </span>
  )
}
