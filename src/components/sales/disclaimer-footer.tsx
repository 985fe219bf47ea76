import type { ComponentProps } from 'react'
import { BrandLogo } from '@/components/ui/brand-logo'
import type { DisclaimerCopy } from '@/content/sales-types'
import { deferredProps } from '@/effects/deferred-sections'
import { cn } from '@/lib/cn'

/** The page footer with the FDA-style disclaimer and the small print. */
export function DisclaimerFooter({
  copy,
  className,
  ...props
}: ComponentProps<'footer'> & { copy: DisclaimerCopy }) {
  return (
    <footer
      data-slot="disclaimer-footer"
      {...deferredProps(true)}
      className={cn('bg-brand-950 py-12 text-brand-100 sm:py-16', className)}
      {...props}
    >
      <div className="mx-auto max-w-4xl px-5 sm:px-8">
        <BrandLogo inverted />
        <p className="mt-8 rounded-2xl border border-white/15 p-5 text-sm leading-relaxed font-semibold text-white sm:text-base">
          {copy.fda}
        </p>
        <div className="mt-6 space-y-3 text-sm leading-relaxed text-brand-200">
          {copy.smallPrint.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
        <p className="mt-8 border-t border-white/10 pt-6 text-sm text-brand-200">
          {copy.copyright}
        </p>
      </div>
    </footer>
  )
}
