import { BrandLogo } from '@/components/ui/brand-logo'

/**
 * The page's masthead: the brand's logo over a single 2 px rule, as a printed page has it (a
 * double rule, two hairlines 2 px apart, read as a rendering glitch at 1280, rsales25). No
 * publication's name beside it: on a paid page one read as a journal's and worked against the
 * "Advertisement" by the headline (FTC 2015; round 14: 'Health Journal'), which says what the
 * page is and who paid (src/sections/advertorial/byline.tsx). Calm on purpose: the alert under it
 * is the one alarm.
 */
export function Masthead() {
  return (
    <header className="border-b-2 border-sand-200 bg-white">
      <div className="mx-auto flex min-h-14 max-w-3xl items-center px-fit-3 min-[22rem]:px-4 sm:min-h-16 sm:px-8">
        <BrandLogo />
      </div>
    </header>
  )
}
