import { CardList } from '@/components/sales/card-list'
import { keptLast } from '@/components/ui/kept-words'
import type { AdvertorialContent } from '@/content/advertorial'
import { ArticleSection } from './article-section'

export function Consequences({ copy }: { copy: AdvertorialContent['consequences'] }) {
  return (
    <ArticleSection copy={copy} tone="white" standIn="tall">
      <CardList items={copy.items} look="consequences" />
      {/* Balanced: filled, '5–10 years sooner.' stood short under two full lines at 1280 in
          Gecko (round 16b). */}
      {/* In the serif of the article's pull quotes, not bold sans: at 375 five heavy lines, the
          page's heaviest text (rsales18). */}
      {/* From md a size up, its lines run (pretty, the last words held): balanced, three lines
          took ~480 of the 704 px box at 1280, its right third empty (radv19). */}
      <p className="mt-8 rounded-2xl bg-brand-50 p-fit-5 font-display text-xl leading-snug text-balance text-brand-900 md:text-2xl md:text-pretty">
        {keptLast(copy.closing)}
      </p>
    </ArticleSection>
  )
}
