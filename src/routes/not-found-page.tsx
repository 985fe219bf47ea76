import { SiteFooter } from '@/components/site/site-footer'
import { SiteHeader } from '@/components/site/site-header'
import { buttonVariants } from '@/components/ui/button-variants'
import type { NotFoundContent } from '@/content/site'
import { cn } from '@/lib/cn'

/**
 * Static: its entry (src/entries/not-found.ts) is a plain script that logs the missing path.
 * Two ways on: home, as the spec says, and the quiz, the site's other door.
 */
export default function NotFoundPage({ content: copy }: { content: NotFoundContent }) {
  return (
    <div className="flex min-h-dvh flex-col bg-sand-50">
      <SiteHeader />
      <main className="grid flex-1 place-items-center px-6 py-16 text-center">
        <div className="max-w-md">
          <p className="font-display text-7xl font-semibold text-brand-800">{copy.code}</p>
          <h1 className="mt-4 font-display text-3xl font-semibold text-ink">{copy.title}</h1>
          <p className="mt-3 text-lg leading-relaxed text-muted">{copy.lede}</p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row">
            <a href="/" className={buttonVariants({ variant: 'primary', size: 'md' })}>
              {copy.homeLink}
            </a>
            <a href="/quiz" className={cn(buttonVariants({ variant: 'outline', size: 'md' }))}>
              {copy.quizLink}
            </a>
          </div>
        </div>
      </main>
      <SiteFooter />
    </div>
  )
}
