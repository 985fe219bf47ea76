import { useEffect, useRef } from 'react'
import { buttonVariants } from '@/components/ui/button-variants'
import { quizResultsLoading } from '@/content/quiz'
import { Icon } from './icons'

/**
 * In the results' place while their chunk is still coming, or after it failed to load: a screen
 * tall, so the footer does not jump when the results land. Its heading takes the focus, as the
 * results' own does when they show, so a screen reader says what is happening; after a failure,
 * Try again imports the chunk again.
 */
export function ResultsPending({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves when the message changes
  useEffect(() => {
    heading.current?.focus({ preventScroll: true })
  }, [failed])
  return (
    <section
      data-slot="results-pending"
      aria-labelledby="quiz-results-pending"
      aria-busy={!failed}
      className="min-h-dvh px-4 pt-10 pb-16 text-center sm:px-6 sm:pt-16"
    >
      <h1
        ref={heading}
        id="quiz-results-pending"
        tabIndex={-1}
        className="font-display text-2xl leading-tight font-semibold text-balance text-brand-950 focus:outline-none sm:text-4xl"
      >
        {failed ? quizResultsLoading.failedTitle : quizResultsLoading.busy}
      </h1>
      {failed && (
        <>
          <p className="mx-auto mt-4 max-w-md text-base text-pretty text-muted">
            {quizResultsLoading.failedText}
          </p>
          <button type="button" onClick={onRetry} className={buttonVariants({ className: 'mt-8' })}>
            {quizResultsLoading.retry}
            <Icon name="arrowRight" />
          </button>
        </>
      )}
    </section>
  )
}
