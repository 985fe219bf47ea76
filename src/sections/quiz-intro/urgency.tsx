import { alertIcon, dollarIcon, hourglassIcon, trendingDownIcon } from '@/components/quiz/drawings'
import { Icon, type IconShapes } from '@/components/quiz/icons'
import { StatTiles } from '@/components/sales/stat-grid'
import { filledLines, keptLast, lastWordsHeld } from '@/components/ui/kept-words'
import type { QuizIntroCopy } from '@/content/quiz-intro'
import { cn } from '@/lib/cn'
import { IntroSection } from './intro-section'

const urgencyIcons: readonly IconShapes[] = [hourglassIcon, trendingDownIcon, alertIcon, dollarIcon]

const statClasses = {
  // Four across from `lg`, a narrower inset and a size down: at 1280 the first caption took three
  // lines ('…before finding the / real cause') where the others take two (rounds 9 and 10).
  item: 'flex flex-col-reverse justify-end rounded-2xl bg-white/5 p-fit-3 ring-1 ring-white/10 sm:rounded-3xl sm:p-6 lg:px-4',
  // Balanced: at 1280 the 84 %'s ran 'develop new health issues in / that time', 217 px over 69.
  label:
    'mt-0.5 text-sm leading-snug text-balance text-brand-100 sm:mt-2 sm:text-base lg:text-[0.9375rem]',
  // Each figure on one line ('4.3 / years' broke at 320): a size down under 360 px.
  value:
    'flex items-center gap-1.5 font-display text-xl font-semibold whitespace-nowrap text-gold-400 min-[22.5rem]:gap-2 min-[22.5rem]:text-2xl sm:block sm:text-4xl',
}

/** The four figures two by two on phones (four across from `lg`), then today's count. */
export function Urgency({ copy }: { copy: QuizIntroCopy['urgency'] }) {
  return (
    // Less under the count than a section's usual 5rem: under its one small line at 1280 the
    // dark ground ran on as an empty band (round 10).
    <IntroSection copy={copy} tone="deep" className="lg:pb-14">
      <dl className="mt-5 grid cols-fit-2 gap-3 sm:mt-8 sm:gap-4 lg:grid-cols-4">
        <StatTiles
          stats={copy.stats.map((stat) => ({ ...stat, label: lastWordsHeld(stat.label) }))}
          classes={statClasses}
          // The icon goes inside the dd: a div of a dl holds only dt and dd.
          icon={(index) => (
            <Icon
              shapes={urgencyIcons[index] ?? alertIcon}
              className="text-brand-300 sm:mb-3 sm:block sm:size-6"
            />
          )}
        />
      </dl>
      <p
        className={cn(
          'mt-4 flex items-start gap-2.5 text-sm font-medium text-white sm:mt-6',
          filledLines,
        )}
      >
        <span
          className="mt-1.5 inline-flex size-2.5 shrink-0 rounded-full bg-gold-400"
          aria-hidden="true"
        />
        <span>{keptLast(copy.startedToday)}</span>
      </p>
    </IntroSection>
  )
}
