import { buttonVariants } from '@/components/ui/button-variants'
import { quizResultsLoading } from '@/content/quiz'
import { arrowRightIcon, Icon } from './icons'
import { resultsPendingHeadingId } from './results-pending'

/**
 * What the waiting screen says in a state: its heading and, once slow or failed, what to do and
 * Try again. Drawn at build time only (src/sections/quiz-intro/intro-markup.tsx), into templates
 * in the page's HTML that src/entries/quiz-root.tsx shows, so the quiz's JavaScript carries none
 * of its words.
 */
export function ResultsPendingMarkup({ title, stuck = false }: { title: string; stuck?: boolean }) {
  return (
    <>
      <h1
        id={resultsPendingHeadingId}
        tabIndex={-1}
        className="font-display text-2xl leading-tight font-semibold text-brand-950 focus:outline-none sm:text-4xl"
      >
        {title}
      </h1>
      {stuck && (
        <>
          <p className="mx-auto mt-4 max-w-md text-base text-muted">
            {quizResultsLoading.failedText}
          </p>
          <button type="button" className={buttonVariants({ className: 'mt-8' })}>
            {quizResultsLoading.retry}
            <Icon shapes={arrowRightIcon} />
          </button>
        </>
      )}
    </>
  )
}
