import { BrandLogo } from '@/components/ui/brand-logo'
import type { AdvertorialContent } from '@/content/advertorial'

/**
 * The publication bar: the brand and the section. The article says it is an advertisement once,
 * by its headline (src/sections/advertorial/byline.tsx), not twice in two words.
 */
export function Masthead({ copy }: { copy: AdvertorialContent['masthead'] }) {
  return (
    <header className="border-b border-sand-200 bg-white">
      <div className="mx-auto flex min-h-14 max-w-3xl flex-wrap items-center justify-between gap-x-3 px-fit-3 min-[22rem]:px-4 sm:px-8">
        <BrandLogo />
        <p className="flex items-center gap-2 text-[0.6875rem] font-bold tracking-[0.1em] text-muted uppercase sm:text-xs sm:tracking-[0.14em]">
          {copy.section}
        </p>
      </div>
    </header>
  )
}
