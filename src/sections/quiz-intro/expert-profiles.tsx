import { QuizHeadedSection } from '@/components/quiz/quiz-chrome'
import { Portrait } from '@/components/sales/portrait'
import { quizIntro } from '@/content/quiz'

export function ExpertProfiles() {
  const { experts } = quizIntro
  return (
    <QuizHeadedSection headingId="quiz-experts-heading" copy={experts} tone="sand">
      <p className="mx-auto mt-3 max-w-2xl text-center text-sm text-muted">{experts.connection}</p>
      <ul className="mt-8 grid gap-5 md:grid-cols-2">
        {experts.experts.map(({ person, quote }) => (
          <li
            key={person.name}
            className="flex flex-col gap-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:flex-row sm:p-8"
          >
            <Portrait person={person} className="size-24 shrink-0 ring-4 sm:size-28" />
            <div>
              <h3 className="text-xl font-semibold text-ink">{person.name}</h3>
              <p className="mt-0.5 font-medium text-brand-700">{person.role}</p>
              <p className="mt-1 text-sm text-muted">{person.credentials}</p>
              <blockquote className="mt-4 border-l-4 border-brand-200 pl-4 font-display text-lg leading-relaxed text-ink">
                “{quote}”
              </blockquote>
            </div>
          </li>
        ))}
      </ul>
    </QuizHeadedSection>
  )
}
