import type { ResultsChunkStatus } from '@machines/results-loader/results-loader.selectors'
import { useEffect, useRef } from 'react'
import { buttonVariants } from '@/components/ui/button-variants'
import { quizResultsLoading } from '@/content/quiz'
import { arrowRightIcon, Icon } from './icons'

/** The heading for each state; the chunk that has loaded is on its way into the page. */
const titles: Record<ResultsChunkStatus, string> = {
  loading: quizResultsLoading.busy,
  slow: quizResultsLoading.slowTitle,
  failed: quizResultsLoading.failedTitle,
  loaded: quizResultsLoading.busy,
}

/**
 * In the results' place while their chunk is still coming, or once it is slow or has failed
 * (machines/results-loader): a screen tall, so the footer does not jump when the results land.
 * Its heading takes the focus, as the results' own does when they show, so a screen reader says
 * what is happening; Try again asks for the chunk again. The results replace it whenever the
 * chunk lands.
 */
export function ResultsPending({
  status,
  onRetry,
}: {
  status: ResultsChunkStatus
  onRetry: () => void
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  const stuck = status === 'slow' || status === 'failed'
  // The view's, not a chart's: the heading it has just drawn takes the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves when the message changes
  useEffect(() => {
    heading.current?.focus({ preventScroll: true })
  }, [status])
  return (
    <section
      data-slot="results-pending"
      aria-labelledby="quiz-results-pending"
      aria-busy={!stuck}
      className="min-h-dvh px-4 pt-10 pb-16 text-center sm:px-6 sm:pt-16"
    >
      <h1
        ref={heading}
        id="quiz-results-pending"
        tabIndex={-1}
        className="font-display text-2xl leading-tight font-semibold text-balance text-brand-950 focus:outline-none sm:text-4xl"
      >
        {titles[status]}
      </h1>
      {stuck && (
        <>
          <p className="mx-auto mt-4 max-w-md text-base text-pretty text-muted">
            {quizResultsLoading.failedText}
          </p>
          <button type="button" onClick={onRetry} className={buttonVariants({ className: 'mt-8' })}>
            {quizResultsLoading.retry}
            <Icon shapes={arrowRightIcon} />
          </button>
        </>
      )}
    </section>
  )
}
