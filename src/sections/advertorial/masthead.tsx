import { BrandLogo } from '@/components/ui/brand-logo'
import type { AdvertorialContent } from '@/content/advertorial'

/**
 * The publication's masthead: the brand and its journal's name, in the article's serif, over a
 * double rule as a printed page has it. Calm on purpose: the article says it is an advertisement
 * by its headline (src/sections/advertorial/byline.tsx), and the alert under it is the one alarm.
 */
export function Masthead({ copy }: { copy: AdvertorialContent['masthead'] }) {
  return (
    <header className="border-b-4 border-double border-sand-200 bg-white">
      <div className="mx-auto flex min-h-14 max-w-3xl flex-wrap items-center justify-between gap-x-3 px-fit-3 min-[22rem]:px-4 sm:min-h-16 sm:px-8">
        <BrandLogo />
        <p className="font-display text-sm font-semibold text-brand-800 italic min-[22rem]:text-[0.9375rem] sm:text-lg">
          {copy.publication}
        </p>
      </div>
    </header>
  )
}
