import type { ComponentProps } from 'react'
import { BrandLogo } from '@/components/ui/brand-logo'
import { siteFooter } from '@/content/site'
import { deferredProps } from '@/effects/deferred-sections'
import { cn } from '@/lib/cn'

/**
 * The footer of every page: who runs the site, how to reach them and what the pages collect
 * (the privacy page), under the page's own small print (`children`: the sales pages'
 * disclaimers, the quiz's note that it is not medical advice). `deferred` on the long sales
 * pages, whose footer is laid out only as it nears the screen.
 */
export function SiteFooter({
  deferred = false,
  className,
  children,
  ...props
}: ComponentProps<'footer'> & { deferred?: boolean }) {
  return (
    <footer
      data-slot="site-footer"
      {...deferredProps(deferred)}
      className={cn('bg-brand-950 py-12 text-brand-100 sm:py-14', className)}
      {...props}
    >
      <div className="mx-auto max-w-4xl px-5 sm:px-8">
        <BrandLogo inverted />
        {children}
        <div className="mt-8 space-y-3 border-t border-white/10 pt-6 text-sm leading-relaxed text-brand-200">
          <p>{siteFooter.operator}</p>
          <p>
            {siteFooter.contactLabel}{' '}
            <a
              href={`mailto:${siteFooter.email}`}
              className="font-semibold text-white underline underline-offset-4 hover:text-brand-200"
            >
              {siteFooter.email}
            </a>
          </p>
          <nav aria-label={siteFooter.linksName}>
            <a
              href="/privacy"
              className="font-semibold text-white underline underline-offset-4 hover:text-brand-200"
            >
              {siteFooter.privacyLink}
            </a>
          </nav>
          <p>{siteFooter.copyright}</p>
        </div>
      </div>
    </footer>
  )
}
