import { QuizSection } from '@/components/quiz/quiz-chrome'
import { quizResults } from '@/content/quiz'

export function Discoveries() {
  const { discoveries } = quizResults
  return (
    <QuizSection headingId="quiz-discover-heading" className="bg-white">
      <div className="mx-auto max-w-3xl">
        <h2
          id="quiz-discover-heading"
          className="font-display text-3xl font-semibold tracking-tight text-brand-950 sm:text-4xl"
        >
          {discoveries.heading}
        </h2>
        <ol className="mt-8 space-y-4">
          {discoveries.items.map((item, index) => (
            <li key={item} className="flex items-start gap-4">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-800 font-display text-lg font-semibold text-white"
              >
                {index + 1}
              </span>
              <span className="pt-1.5 text-lg leading-relaxed text-ink">{item}</span>
            </li>
          ))}
        </ol>
      </div>
    </QuizSection>
  )
}
