import type { ComponentProps } from 'react'
import { BrandLogo } from '@/components/ui/brand-logo'
import { siteCopy } from '@/content/site'
import { cn } from '@/lib/cn'

/** The header of the site's plain pages (not found, privacy, terms): the brand, a link home, on the sales pages' edge. */
export function SiteHeader({ className, ...props }: ComponentProps<'header'>) {
  return (
    <header
      data-slot="site-header"
      className={cn('border-b border-sand-200 bg-white', className)}
      {...props}
    >
      <div className="mx-auto flex h-14 max-w-6xl items-center px-fit-5 sm:h-16 sm:px-8">
        <a href="/" aria-label={`${siteCopy.brandName}: home`} className="rounded-lg">
          <BrandLogo />
        </a>
      </div>
    </header>
  )
}
