import {
  clockIcon,
  flaskIcon,
  giftIcon,
  mailOffIcon,
  shieldIcon,
  zapIcon,
} from '@/components/quiz/drawings'
import { checkIcon, Icon, type IconShapes } from '@/components/quiz/icons'
import { keptWord } from '@/components/ui/kept-words'
import type { QuizIntroCopy } from '@/content/quiz-intro'
import { IntroSection } from './intro-section'

const badgeIcons: readonly IconShapes[] = [
  flaskIcon,
  shieldIcon,
  clockIcon,
  giftIcon,
  mailOffIcon,
  zapIcon,
]

/**
 * The six badges, two by two on phones and three across from `md`, each its icon beside it; on a
 * phone the icon and text small enough that "Research-Backed" keeps to one line at 375, and one
 * a row under 22rem (320 px), where two columns would break it at its hyphen. Its heading at the
 * start, as every other block's of the intro, and its badges across the page's content width, as
 * the warning signs' cards are: in a centred 56rem box at 1280 three of the six ran two lines and
 * three one (round 12).
 */
export function TrustBadges({ copy }: { copy: QuizIntroCopy['trust'] }) {
  return (
    <IntroSection
      copy={copy}
      tone="sand"
      // One band with the closing call to action that follows, on the same sand.
      className="pb-0 sm:pb-0 lg:pb-0"
    >
      <ul className="mt-4 grid cols-fit-2 gap-x-3 max-[22rem]:w-fit max-[22rem]:grid-cols-1 gap-y-2.5 sm:mt-10 sm:gap-4 md:grid-cols-3">
        {copy.badges.map((badge, index) => (
          <li
            key={badge}
            className="flex flex-wrap items-center gap-1.5 text-[0.8125rem] leading-tight font-semibold text-brand-900 sm:gap-3 sm:rounded-2xl sm:border sm:border-brand-100 sm:bg-brand-50 sm:px-5 sm:py-4 sm:text-base"
          >
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-brand-100 sm:size-10">
              <Icon shapes={badgeIcons[index] ?? checkIcon} size="sm" className="sm:size-5" />
            </span>
            <span className="min-w-[min(100%,6em)] grow basis-0">
              {keptWord(badge, 'Research-Backed')}
            </span>
          </li>
        ))}
      </ul>
    </IntroSection>
  )
}
