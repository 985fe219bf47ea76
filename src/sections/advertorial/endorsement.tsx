import { Credentials } from '@/components/sales/credentials'
import { Paragraphs } from '@/components/sales/paragraphs'
import { Portrait } from '@/components/sales/portrait'
import { BadgeCheckIcon } from '@/components/ui/icons'
import { Compounds } from '@/components/ui/kept-words'
import type { AdvertorialContent } from '@/content/advertorial'
import { looseLines } from '@/lib/typeset'
import { ArticleSection } from './article-section'

export function Endorsement({ copy }: { copy: AdvertorialContent['endorsement'] }) {
  return (
    <ArticleSection copy={copy} tone="tint" standIn="tall">
      {/* 16 px padding under 352 px (24 from 352), as the price card's: at 320 her words had
          240 px, five to a line of 18 px. On paper the card whole, its heading with it (print.css:
          headings kept with what follows): split before her words, her portrait, name and role
          ended Letter's sheet 4 and her words opened sheet 5 (review 33); split in its head, her
          role opened A4's next sheet (round 28). */}
      <figure className="mt-8 rounded-[2rem] bg-white p-fit-4 shadow-sm ring-1 ring-brand-100 min-[22rem]:p-fit-6 large-text:p-fit-3 sm:p-10 print:break-inside-avoid">
        {/* The caption is the figure's first child, the portrait in it: HTML wants it first or last. */}
        <figcaption className="flex flex-col items-start gap-5 sm:flex-row sm:items-center">
          <Portrait person={copy.person} className="size-24 ring-4 sm:size-28" />
          <div>
            {/* The name whole, one unit that wraps inside itself only where wider than its line
                (at 200 % text), 20 px under 368 px: at 320 it read 'Dr. Rachel / Morgan, MD' (review
                25), at 360, in 24 px, once '…Morgan, / MD' (266 of its 272 px; review 29). */}
            <span
              {...looseLines}
              className="block font-display text-xl font-semibold text-brand-950 min-[23rem]:text-2xl"
            >
              <span className="inline-block">{copy.person.name}</span>
            </span>
            <Credentials person={copy.person} className="mt-1 text-sm text-muted" />
            <span className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-balance text-brand-700">
              <BadgeCheckIcon className="size-4 shrink-0" />
              {/* Its compounds held ('co-host', round 11), in one box beside the badge. */}
              <span>
                <Compounds text={copy.person.role} />
              </span>
            </span>
          </div>
        </figcaption>
        <Paragraphs
          kept
          running
          as="blockquote"
          paragraphs={copy.paragraphs}
          className="mt-6 space-y-4 text-lg leading-relaxed text-ink sm:text-xl sm:leading-relaxed"
        />
      </figure>
    </ArticleSection>
  )
}
