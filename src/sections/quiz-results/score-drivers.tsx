import { outsideGutterWidth } from '@/components/ui/content-widths'
import { filledLines, joinsHeld, keptLast, Line } from '@/components/ui/kept-words'
import { type QuizQuestion, quizQuestions } from '@/content/quiz'
import { driverPhrase, quizResults, type ResultsWords } from '@/content/quiz-results'
import { cn } from '@/lib/cn'

const { drivers: copy } = quizResults

/** From `lg`, a column for each driver, at most 3: two in three columns left one empty. */
const driverColumns = ['lg:grid-cols-1', 'lg:grid-cols-1', 'lg:grid-cols-2', 'lg:grid-cols-3']

/** A question's words and the words of the answer given to it (`value`). */
function answerTo(question: number, value: number) {
  const asked: QuizQuestion | undefined = quizQuestions[question - 1]
  return { asked, option: asked?.options.find((option) => option.value === value)?.label ?? '' }
}

/**
 * What drove the score: the answers that add to the risk, each as the sign it reports and the
 * content's line for the answer given (a reassuring line when none weighed much); the visitor's own priority, which
 * counts in the score but is no sign of risk (after them, and on paper at their size); then the tier's next step, which print leaves out
 * with the button.
 */
export function ScoreDrivers({
  words: { causes, priority, nextStep },
  className,
}: {
  words: ResultsWords
  className?: string
}) {
  return (
    <section aria-labelledby="quiz-drivers-heading" className={className}>
      <h2
        id="quiz-drivers-heading"
        className="font-display text-xl font-semibold tracking-tight text-brand-950 sm:text-2xl print:text-lg"
      >
        {copy.heading}
      </h2>
      {causes.length > 0 ? (
        <ul
          className={cn(
            'mt-2 divide-y divide-sand-200 border-y border-sand-200 lg:grid lg:gap-x-10',
            filledLines,
            driverColumns[Math.min(causes.length, 3)],
            'lg:divide-y-0 print:mt-1 print:block print:divide-y',
          )}
        >
          {causes.map(({ question, sign, line }) => (
            // The sign balanced over its line: filled, a held tail left its first line ragged
            // ('Waking up tired, even after eight / hours of sleep' in WebKit at 375, round 12).
            // The line under it balanced, its last two words held, or its phrase ('however long
            // you slept', round 15, rquiz21).
            <li key={question} className="py-2 leading-snug print:py-0.5">
              <span className="block font-semibold text-balance text-ink print:inline print:text-sm">
                {keptLast(sign)}
              </span>{' '}
              {/* Filled: its phrase held whole, no stub is left ('…however long / you slept.' in
                  a column from lg, rquiz17b; WebKit 375, rquiz21), and balanced it broke 'wake up /
                  tired' (Chromium, 375). */}
              <span className="mt-0.5 block text-sm text-muted print:inline">
                <Line text={line} phrase={driverPhrase(line)} />
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 leading-relaxed text-ink print:mt-1 print:text-sm">{copy.none}</p>
      )}
      {priority ? (
        <p className={cn('mt-2 text-sm text-ink print:mt-1', filledLines)}>
          <span className="font-semibold">{copy.priority.label}: </span>
          {keptLast(copy.priority.what)}{' '}
          {/* The answer as a value after its label, on a line of its own (round 18), its label
              set as the priority's: one label style for both (rquiz19). */}
          <span className="block print:inline">
            <span className="font-semibold">{copy.priority.rated}: </span>
            <span className="whitespace-nowrap large-text:whitespace-normal">
              {priority.option}
            </span>
          </span>
        </p>
      ) : null}
      {/* Its lines filled and only its last two words held: its last phrase held left the third
          of four lines two-thirds long at 375 (round 11), and free, 'masterclass.' stood alone
          (round 12). */}
      <p
        className={cn(
          'mt-3 max-w-2xl leading-snug font-semibold text-brand-800 sm:text-lg lg:max-w-3xl lg:text-base print:hidden',
          filledLines,
          // Balanced from lg, in a measure that reads: at 1280 across the row it was one line of
          // 105 characters (review 22), and '…in the / free masterclass.' unbalanced (round 14).
          // 48rem from lg: in 42rem the low tier's line split 'The free / masterclass' (rquiz31).
          'lg:[text-wrap-style:balance]',
        )}
      >
        <Line text={nextStep} />
      </p>
      <button
        type="button"
        onClick={() => window.print()}
        className="min-h-11 text-left text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950 print:hidden"
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
      className="hidden px-fit-4 pb-2 sm:px-6 print:block"
    >
      {/* As wide as the results' head above it (./score-summary.tsx): one left edge on a wide sheet. */}
      <div className={`mx-auto ${outsideGutterWidth}`}>
        <h2 id="quiz-answers-heading" className="font-display text-lg font-semibold">
          {copy.answersHeading}
        </h2>
        <ol className="mt-1 list-decimal pl-6 text-sm">
          {answers.map((value, index) => {
            const { asked, option } = answerTo(index + 1, value)
            const words = (asked?.text ?? '').split(' ')
            const head = words.slice(0, -2).map((word) => `${word} `)
            const tail = words.slice(-2).join(' ')
            return (
              // Each answer whole on its line: 'Difficult, even / with diet/exercise' read as two
              // answers on a record for a doctor (round 12); the question's last two words held
              // with it, so that none stands alone on a line ('…right / now?' over its answer,
              // review 22).
              <li key={asked?.id ?? index} className="break-inside-avoid text-pretty">
                {joinsHeld(head.join(''))}
                <span className="whitespace-nowrap">
                  {joinsHeld(tail)} <strong>{option}</strong>
                </span>
              </li>
            )
          })}
        </ol>
      </div>
    </section>
  )
}
