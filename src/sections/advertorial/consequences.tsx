import { CardList } from '@/components/sales/card-list'
import { Line } from '@/components/ui/kept-words'
import type { AdvertorialContent } from '@/content/advertorial'
import { ArticleSection } from './article-section'

export function Consequences({ copy }: { copy: AdvertorialContent['consequences'] }) {
  return (
    <ArticleSection copy={copy} tone="white" standIn="tall">
      <CardList items={copy.items} look="consequences" />
      {/* In the serif of the article's pull quotes, not bold sans: at 375 five heavy lines, the
          page's heaviest text (rsales18). On phones filled across the box, '5–10 years sooner.' held
          whole on the last line: balanced, ~60 px short of the box (review 24); pretty, WebKit
          left 50 px free at 320. From md a size up, pretty: balanced, three lines took ~480 of the
          704 px box at 1280 (radv19). */}
      <p className="mt-8 rounded-2xl bg-brand-50 p-fit-5 font-display text-xl leading-snug text-wrap text-brand-900 md:text-2xl md:text-pretty">
        <Line text={copy.closing} phrase={copy.closingHeld} />
      </p>
    </ArticleSection>
  )
}
