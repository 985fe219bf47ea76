import { alertIcon, batteryIcon, cloudIcon, targetIcon } from '@/components/quiz/drawings'
import { Icon, type IconShapes } from '@/components/quiz/icons'
import { filledLines, keptLast, Phrases } from '@/components/ui/kept-words'
import type { QuizIntroCopy } from '@/content/quiz-intro'
import { cn } from '@/lib/cn'
import { IntroSection } from './intro-section'

const warningIcons: readonly IconShapes[] = [batteryIcon, targetIcon, cloudIcon]

/**
 * Three cards, each its icon beside its title (in its phrases) and its words below; from `md` three side by side,
 * the titles' row shared (a subgrid), so that each card's words start at one height.
 */
export function WarningSigns({ copy }: { copy: QuizIntroCopy['warningSigns'] }) {
  return (
    <IntroSection copy={copy}>
      <ol className="mt-4 grid gap-2.5 sm:mt-8 sm:gap-5 md:grid-cols-3">
        {copy.cards.map((card, index) => (
          <li
            key={card.title}
            className="rounded-2xl border border-sand-200 bg-sand-50 p-fit-3.5 sm:p-6 md:row-span-2 md:grid md:grid-rows-subgrid md:gap-y-0"
          >
            <h3 className="flex flex-wrap items-center gap-2 leading-snug font-semibold text-ink sm:flex-col sm:items-start sm:gap-5 sm:text-xl">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-cta-100 text-cta-700 sm:size-12 sm:rounded-2xl">
                <Icon shapes={warningIcons[index] ?? alertIcon} className="sm:size-6" />
              </span>
              <span className="min-w-[min(100%,7em)] grow basis-0">
                <Phrases phrases={card.phrases} />
              </span>
            </h3>
            <p
              className={cn(
                'mt-1.5 text-sm leading-snug text-muted sm:mt-2 sm:text-base',
                filledLines,
              )}
            >
              {keptLast(card.text)}
            </p>
          </li>
        ))}
      </ol>
    </IntroSection>
  )
}
