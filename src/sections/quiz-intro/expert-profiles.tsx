import { Portrait } from '@/components/sales/portrait'
import { DottedLine } from '@/components/ui/dotted-line'
import { filledLines, keptLast } from '@/components/ui/kept-words'
import type { QuizIntroCopy } from '@/content/quiz-intro'
import { cn } from '@/lib/cn'
import { typeset } from '@/lib/typeset'
import { IntroSection } from './intro-section'

/** The same words but for commas and 'of': 'Founder of CellWise Health', 'Founder, CellWise Health'. */
const wordsIn = (text: string) =>
  text
    .toLowerCase()
    .replace(/,|\bof\b/g, ' ')
    .split(/\s+/)
    .join(' ')
    .trim()
const sameWords = (a: string, b: string) => wordsIn(a) === wordsIn(b)

/**
 * A credential that says the role over it again ('Founder, CellWise Health' then 'Founder of
 * CellWise Health', round 9) is left out of the card.
 *
 * The two experts side by side from `md`: portrait and name in a row, then credentials and quote,
 * each in a row the two cards share (a subgrid), so that the quotes start at one height.
 */
export function ExpertProfiles({ copy }: { copy: QuizIntroCopy['experts'] }) {
  return (
    <IntroSection
      copy={copy}
      tone="sand"
      lede={keptLast(`${copy.lede} ${copy.connection}`)}
      ledeBalanced
    >
      <ul className="mt-4 grid gap-3 sm:mt-8 sm:gap-5 md:grid-cols-2">
        {copy.experts.map(({ person, quote }) => (
          <li
            key={person.name}
            className="rounded-2xl bg-white p-fit-3.5 ring-1 ring-sand-200 sm:p-6 md:row-span-3 md:grid md:grid-rows-subgrid md:gap-y-0"
          >
            <div className="flex flex-wrap items-center gap-3 sm:gap-4">
              {/* A drawn portrait and a photograph framed alike: the same size, a ring of the brand's
                  tint with white inside it (over the portrait's own white ring, which would not
                  show on a white card). */}
              <Portrait
                person={person}
                className="size-14 shrink-0 ring-2 ring-brand-200! ring-offset-2 sm:size-20"
              />
              <div className="min-w-[min(100%,8em)] grow basis-0">
                <h3 className="text-lg leading-snug font-semibold text-ink sm:text-xl">
                  {person.name}
                </h3>
                <p className={cn('text-sm font-medium text-brand-700 sm:text-base', filledLines)}>
                  {keptLast(person.role)}
                </p>
              </div>
            </div>
            {/* Set by the site's rule, which the build leaves to the quiz: 'Co-presenter' whole (at
                320 it broke 'Co- / presenter'); no dot at a line's end; balanced where the engine
                has no `pretty` (Gecko: '…briefing and / masterclass' at 375, round 10), not held:
                a held pair ran out of its clipped line with WCAG text spacing in WebKit. */}
            <DottedLine
              items={person.credentials
                .split(' · ')
                .filter((part) => !sameWords(part, person.role))
                .map((part) => typeset(part))}
              className="mt-1.5 text-[0.8125rem] leading-snug text-muted not-supports-[text-wrap:pretty]:text-balance sm:mt-2 sm:text-sm"
            />
            {/* Its last words held: Gecko, which ignores `pretty`, ended Daniel's on 'then.' alone
                at 375 (round 11). */}
            <blockquote
              className={cn(
                'mt-2 self-start border-l-4 border-brand-200 pl-3 font-display text-[0.9375rem] leading-snug text-ink sm:mt-3 sm:text-lg',
                filledLines,
              )}
            >
              {keptLast(`“${quote}”`)}
            </blockquote>
          </li>
        ))}
      </ul>
    </IntroSection>
  )
}
