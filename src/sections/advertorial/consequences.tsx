import { CardList } from '@/components/sales/card-list'
import { Line } from '@/components/ui/kept-words'
import type { AdvertorialContent } from '@/content/advertorial'
import { ArticleSection } from './article-section'

export function Consequences({ copy }: { copy: AdvertorialContent['consequences'] }) {
  return (
    <ArticleSection copy={copy} tone="white" standIn="tall">
      <CardList items={copy.items} look="consequences" />
      {/* In the serif of the article's pull quotes, not bold sans: at 375 five heavy lines, the
          page's heaviest text (rsales18). Pretty (greedy where the engine has no pretty wrap,
          Gecko) in a 16 px padding on phones, 20 px from sm, a size up from md, '5–10 years
          sooner.' held whole on the last line: balanced on phones, every line stopped ~60 px
          short of the box at 375 and 'it,' opened a line (radv28); at 1280 three lines took ~480
          of the 704 px box (radv19). On phones 18 px, under its section's 21-22 px heading
          (review 31: at 20 px it read as a second heading). */}
      <p className="mt-8 rounded-2xl bg-brand-50 p-fit-4 font-display text-lg leading-snug text-pretty text-brand-900 sm:p-5 sm:text-xl md:text-2xl">
        <Line text={copy.closing} phrase={copy.closingHeld} />
      </p>
    </ArticleSection>
  )
}
