import type { RiskTier, ScoreDriver } from '@machines/quiz/quiz.rules'
import { quizQuestions } from '@/content/quiz'
import { quizResults } from '@/content/quiz-results'

const { drivers: copy } = quizResults

/** A question's words and the words of the answer given to it (`value`). */
function answerTo(question: number, value: number) {
  const asked = quizQuestions[question - 1]
  return { asked, option: asked?.options.find((option) => option.value === value)?.label ?? '' }
}

/**
 * What drove the score: the answers that weighed most, each as the sign it reports and the
 * answer given, then the tier's next step; a reassuring line when none weighed much.
 */
export function ScoreDrivers({
  drivers,
  tier,
  className,
}: {
  drivers: readonly ScoreDriver[]
  tier: RiskTier
  className?: string
}) {
  return (
    <section aria-labelledby="quiz-drivers-heading" className={className}>
      <h2
        id="quiz-drivers-heading"
        className="font-display text-2xl font-semibold tracking-tight text-brand-950"
      >
        {copy.heading}
      </h2>
      {drivers.length > 0 ? (
        <ul className="mt-4 divide-y divide-sand-200 border-y border-sand-200">
          {drivers.map(({ question, value }) => {
            const { asked, option } = answerTo(question, value)
            return (
              <li key={question} className="py-3">
                <span className="block text-lg font-semibold text-ink">{asked?.sign}</span>
                <span className="mt-0.5 block text-sm text-muted">{copy.answered(option)}</span>
              </li>
            )
          })}
        </ul>
      ) : (
        <p className="mt-3 text-lg leading-relaxed text-ink">{copy.none}</p>
      )}
      <p className="mt-4 text-lg leading-relaxed font-semibold text-brand-800">
        {copy.nextStep[tier]}
      </p>
      <button
        type="button"
        onClick={() => window.print()}
        className="mt-3 min-h-11 text-left font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950 print:hidden"
      >
        {copy.save}
      </button>
    </section>
  )
}

/** The visitor's own answers, question by question: on paper only (print), for their doctor. */
export function YourAnswers({ answers }: { answers: readonly number[] }) {
  return (
    <section
      aria-labelledby="quiz-answers-heading"
      className="hidden px-4 pb-8 sm:px-6 print:block"
    >
      <div className="mx-auto max-w-6xl">
        <h2 id="quiz-answers-heading" className="font-display text-2xl font-semibold">
          {copy.answersHeading}
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-6">
          {answers.map((value, index) => {
            const { asked, option } = answerTo(index + 1, value)
            return (
              <li key={asked?.id ?? index} className="break-inside-avoid">
                <span className="block">{asked?.text}</span>
                <span className="block font-semibold">{option}</span>
              </li>
            )
          })}
        </ol>
      </div>
    </section>
  )
}
