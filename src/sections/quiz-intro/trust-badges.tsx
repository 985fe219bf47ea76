import { Icon, type IconName } from '@/components/quiz/icons'
import { QuizHeadedSection } from '@/components/quiz/quiz-chrome'
import { quizIntro } from '@/content/quiz'

const badgeIcons: readonly IconName[] = ['flask', 'shield', 'clock', 'gift', 'mailOff', 'zap']

export function TrustBadges() {
  const { trust } = quizIntro
  return (
    <QuizHeadedSection headingId="quiz-trust-heading" copy={trust} align="center">
      <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
        {trust.badges.map((badge, index) => (
          <li
            key={badge}
            className="flex flex-col items-center gap-3 rounded-2xl border border-brand-100 bg-brand-50 px-3 py-5 text-center text-sm font-semibold text-brand-900 sm:flex-row sm:px-5 sm:text-left sm:text-base"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-brand-100">
              <Icon name={badgeIcons[index] ?? 'check'} />
            </span>
            {badge}
          </li>
        ))}
      </ul>
    </QuizHeadedSection>
  )
}
