import { BrandLogo } from '@/components/ui/brand-logo'
import type { AdvertorialContent } from '@/content/advertorial'

/** The publication bar; it says plainly that this article is an advertisement. */
export function Masthead({ copy }: { copy: AdvertorialContent['masthead'] }) {
  return (
    <header className="border-b border-sand-200 bg-white">
      <div className="mx-auto flex min-h-14 max-w-3xl flex-wrap items-center justify-between gap-x-3 px-fit-3 min-[22rem]:px-4 sm:px-8">
        <BrandLogo />
        <p className="flex items-center gap-2 text-[0.6875rem] font-bold tracking-[0.1em] text-muted uppercase sm:text-xs sm:tracking-[0.14em]">
          <span className="hidden sm:inline">{copy.section}</span>
          <span className="rounded border border-sand-200 px-2 py-1">{copy.label}</span>
        </p>
      </div>
    </header>
  )
}
