import { Icon, type IconName } from '@/components/quiz/icons'
import { QuizHeadedSection } from '@/components/quiz/quiz-chrome'
import { quizIntro } from '@/content/quiz'

const warningIcons: readonly IconName[] = ['battery', 'target', 'cloud']

export function WarningSigns() {
  const { warningSigns } = quizIntro
  return (
    <QuizHeadedSection headingId="quiz-warning-heading" copy={warningSigns}>
      <ol className="mt-10 grid gap-5 md:grid-cols-3">
        {warningSigns.cards.map((card, index) => (
          <li
            key={card.title}
            className="relative rounded-3xl border border-sand-200 bg-sand-50 p-6 sm:p-7"
          >
            <span className="flex size-12 items-center justify-center rounded-2xl bg-cta-100 text-cta-700">
              <Icon name={warningIcons[index] ?? 'alert'} size="lg" />
            </span>
            <h3 className="mt-5 text-xl font-semibold text-ink">{card.title}</h3>
            <p className="mt-2 leading-relaxed text-muted">{card.text}</p>
          </li>
        ))}
      </ol>
    </QuizHeadedSection>
  )
}
