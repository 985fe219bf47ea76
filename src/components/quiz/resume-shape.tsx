import { joinsAsSpans } from '@/components/ui/kept-words'
import { quizQuestionCopy, quizQuestions, quizResultsLoading } from '@/content/quiz'
import { cn } from '@/lib/cn'
import { ResultsPendingMarkup } from './results-pending-markup'

/**
 * One line of text's shape in the line box of the text around it: its height, less the leading.
 * In a flex box, where its margins stay whole.
 */
function Line({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'my-[0.2lh] block h-[0.6lh] rounded-full bg-sand-200 motion-safe:animate-pulse',
        className,
      )}
    />
  )
}

/**
 * Shows a question's lines where the tab resumes at it: whole strings, each a rule of its own, for
 * Tailwind's scanner (build/page-css.ts).
 */
const atQuestion = [
  "[:root[data-resuming-at='1']_&]:block",
  "[:root[data-resuming-at='2']_&]:block",
  "[:root[data-resuming-at='3']_&]:block",
  "[:root[data-resuming-at='4']_&]:block",
  "[:root[data-resuming-at='5']_&]:block",
  "[:root[data-resuming-at='6']_&]:block",
  "[:root[data-resuming-at='7']_&]:block",
  "[:root[data-resuming-at='8']_&]:block",
]

/**
 * Fills the progress bar's segments up to the question the tab resumes at, as the bar the question
 * screen draws (./quiz-progress.tsx): whole strings, as above.
 */
const reached = [
  "[:root[data-resuming-at='1']_&>:nth-child(-n+1)]:bg-brand-600",
  "[:root[data-resuming-at='2']_&>:nth-child(-n+2)]:bg-brand-600",
  "[:root[data-resuming-at='3']_&>:nth-child(-n+3)]:bg-brand-600",
  "[:root[data-resuming-at='4']_&>:nth-child(-n+4)]:bg-brand-600",
  "[:root[data-resuming-at='5']_&>:nth-child(-n+5)]:bg-brand-600",
  "[:root[data-resuming-at='6']_&>:nth-child(-n+6)]:bg-brand-600",
  "[:root[data-resuming-at='7']_&>:nth-child(-n+7)]:bg-brand-600",
  "[:root[data-resuming-at='8']_&>:nth-child(-n+8)]:bg-brand-600",
]

/**
 * What a tab that kept a quiz shows from its first paint until the quiz's JavaScript resumes it
 * (src/inline/early-taps.ts, the <head> script, chooses one from the kept answers, and the CSS
 * keyed off `data-resuming` shows it in the intro's place, src/styles.css): the shape of a
 * question screen (./question-screen.tsx) at its size, its fixed words as they read, or, the last
 * answer's beat over, of the results' waiting screen (./results-pending-markup.tsx). Drawn at
 * build time only, in the intro (src/sections/quiz-intro/intro-markup.tsx), so the
 * quiz's JavaScript carries none of it, with its CSS in the page's <head>, so that it is drawn
 * from the first paint (build/first-screen.ts). Not read: the status region says what is
 * happening. It pulses, except under reduced motion.
 */
export function QuestionShape() {
  return (
    <div
      data-resume-shape="question"
      aria-hidden="true"
      className="hidden resuming-question:block px-fit-4 large-text:px-fit-2 pt-3 pb-16 sm:px-6 sm:pt-8 sm:pb-8"
    >
      <div className="mx-auto w-full max-w-2xl">
        {/* The progress (./quiz-progress.tsx): where, how far, the bar (filled up to the
            question), the line under it. */}
        <div className="flex justify-between gap-x-4 text-sm">
          <Line className="w-1/3" />
          <Line className="w-1/3" />
        </div>
        <div className={cn('mt-2 flex gap-1.5 sm:mt-3', reached)}>
          {Array.from({ length: quizQuestions.length }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the segments are positions
            <span key={index} className="h-2 flex-1 rounded-full bg-sand-200" />
          ))}
        </div>
        <div className="mt-2 flex text-sm">
          <Line className="mx-auto w-2/3" />
        </div>
        {/* The card (./question-card.tsx): the question's lines, each a bar as long as its words
            (the question the tab resumes at, which the <head> script names in
            `data-resuming-at`, so that the lines are as many as the question takes at any width
            in any engine), the hint, the three answers, the keys' tip. */}
        <div className="mt-3 rounded-[1.75rem] bg-white shadow-xl ring-1 shadow-brand-950/5 ring-sand-200 p-fit-4 large-text:px-fit-2 sm:mt-6 sm:p-9">
          {quizQuestions.map((question, index) => (
            <p
              key={question.id}
              className={cn(
                'hidden font-display text-fit-[1.375] leading-snug font-semibold tracking-tight text-transparent sm:text-3xl',
                atQuestion[index],
              )}
            >
              <span className="rounded-full bg-sand-200 box-decoration-clone motion-safe:animate-pulse">
                {joinsAsSpans(question.text)}
              </span>
            </p>
          ))}
          <p className="mt-1.5 text-sm leading-snug text-balance text-muted sm:mt-2 sm:text-base">
            {quizQuestionCopy.hint}
          </p>
          <div className="mt-3 space-y-2 sm:mt-6 sm:space-y-3">
            {Array.from({ length: 3 }, (_, index) => (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: the answers are positions
                key={index}
                className="min-h-13 rounded-2xl border-2 border-sand-200 bg-sand-50 sm:min-h-16"
              />
            ))}
          </div>
          <p className="mt-5 hidden text-sm text-muted sm:block">{quizQuestionCopy.keysHint}</p>
        </div>
      </div>
    </div>
  )
}

/**
 * The results' waiting screen's shape: after the intro, whose first screen is budgeted. Its CSS
 * comes with the page's whole CSS, at the end of <body>; the question's outline's is in <head>
 * (build/first-screen.ts `withoutLaterShapes`), as a tab is far more often resumed mid-quiz.
 */
export function ResultsShape() {
  return (
    <div
      data-resume-shape="results"
      aria-hidden="true"
      className="hidden resuming-results:block min-h-dvh text-center"
    >
      <ResultsPendingMarkup title={quizResultsLoading.busy} shape />
    </div>
  )
}
