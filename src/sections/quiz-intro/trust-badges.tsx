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
 * The six badges, each on one line as a unit: a column wide enough for the longest badge
 * ('Research-Backed Questions') beside its icon, as many across as fit (three at 1280), one a row
 * on phones. Two by two at 375 read one word a line ('Completely / Anonymous', issue 72), and three
 * across from `md` left 'Research-Backed / Questions' at 768 and 1024. Its heading at the start, as
 * every other block's of the intro, and its badges across the page's content width, as the warning
 * signs' cards are (round 12). On phones a list of icon and words, each a line, with no disc
 * around the icon: the discs made the six rows 208 px and the intro over 6 screens at 375x667.
 */
export function TrustBadges({ copy }: { copy: QuizIntroCopy['trust'] }) {
  return (
    <IntroSection
      copy={copy}
      tone="sand"
      // One band with the closing call to action that follows, on the same sand.
      className="pb-0 sm:pb-0 lg:pb-0"
    >
      <ul className="mt-4 grid w-fit gap-y-2.5 sm:mt-10 sm:w-auto sm:grid-cols-[repeat(auto-fit,minmax(min(100%,21.5rem),1fr))] sm:gap-4">
        {copy.badges.map((badge, index) => (
          <li
            key={badge}
            className="flex flex-wrap items-center gap-1.5 text-[0.8125rem] leading-tight font-semibold text-brand-900 sm:gap-3 sm:rounded-2xl sm:border sm:border-brand-100 sm:bg-brand-50 sm:px-4 sm:py-4 sm:text-base"
          >
            <span className="flex shrink-0 items-center justify-center text-brand-700 sm:size-10 sm:rounded-full sm:bg-white sm:ring-1 sm:ring-brand-100">
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
