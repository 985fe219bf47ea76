import { BrandLogo } from '@/components/ui/brand-logo'
import type { AdvertorialContent } from '@/content/advertorial'

/** The publication bar; it says plainly that this article is an advertisement. */
export function Masthead({ copy }: { copy: AdvertorialContent['masthead'] }) {
  return (
    <header className="border-b border-sand-200 bg-white">
      <div className="mx-auto flex h-14 max-w-3xl items-center justify-between gap-4 px-5 sm:px-8">
        <BrandLogo />
        <p className="flex items-center gap-2 text-xs font-bold tracking-[0.14em] text-muted uppercase">
          <span className="hidden sm:inline">{copy.section}</span>
          <span className="rounded border border-sand-200 px-2 py-1">{copy.label}</span>
        </p>
      </div>
    </header>
  )
}
