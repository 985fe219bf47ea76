import { CardList } from '@/components/sales/card-list'
import { Line } from '@/components/ui/kept-words'
import type { AdvertorialContent } from '@/content/advertorial'
import { ArticleSection } from './article-section'

export function Consequences({ copy }: { copy: AdvertorialContent['consequences'] }) {
  return (
    <ArticleSection copy={copy} tone="white" standIn="tall">
      <CardList items={copy.items} look="consequences" />
      {/* In the serif of the article's pull quotes, not bold sans: at 375 five heavy lines, the
          page's heaviest text (rsales18). On phones balanced in a 16 px padding, '5–10 years
          sooner.' held whole on the last line: every line 77-82 % of the box at 320 and 375 in
          three engines (review 26: greedy in a 20 px padding, 'routine test flags it, the' and
          two more ~80 px short at 375; balanced there, ~60 px, review 24). From sm the padding
          20 px; from md a size up, pretty: balanced, three lines took ~480 of the 704 px box at
          1280 (radv19); greedy under that where the engine has no pretty wrap (Gecko). */}
      <p className="mt-8 rounded-2xl bg-brand-50 p-fit-4 font-display text-xl leading-snug text-wrap text-brand-900 max-md:text-balance sm:p-5 md:text-2xl md:text-pretty">
        <Line text={copy.closing} phrase={copy.closingHeld} />
      </p>
    </ArticleSection>
  )
}
