import { Icon, type IconName } from '@/components/quiz/icons'
import { QuizHeadedSection } from '@/components/quiz/quiz-chrome'
import { quizIntro } from '@/content/quiz'

const urgencyIcons: readonly IconName[] = ['hourglass', 'trendingDown', 'alert', 'dollar']

export function Urgency() {
  const { urgency } = quizIntro
  return (
    <QuizHeadedSection headingId="quiz-urgency-heading" copy={urgency} tone="deep">
      <dl className="mt-10 grid cols-fit-2 gap-4 lg:grid-cols-4">
        {urgency.stats.map((stat, index) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse justify-end rounded-3xl bg-white/5 p-5 ring-1 ring-white/10 sm:p-6"
          >
            <dt className="mt-2 text-sm leading-snug text-brand-100 sm:text-base">{stat.label}</dt>
            {/* The icon goes inside the dd: a div of a dl holds only dt and dd. */}
            <dd className="font-display text-3xl font-semibold text-gold-400 sm:text-4xl">
              <Icon
                name={urgencyIcons[index] ?? 'alert'}
                size="lg"
                className="mb-3 block text-brand-300"
              />
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-8 inline-flex items-center gap-3 rounded-full bg-white/10 px-4 py-2 text-sm font-medium text-white">
        <span className="inline-flex size-2.5 rounded-full bg-gold-400" aria-hidden="true" />
        <span>{urgency.startedToday}</span>
      </p>
    </QuizHeadedSection>
  )
}
