import { useEffect, useRef, useState } from 'react'
import { buttonVariants } from '@/components/ui/button-variants'
import { quizResultsLoading } from '@/content/quiz'
import { Icon } from './icons'

/** How long the visitor waits calmly before being told (a stalled connection may never end). */
export const resultsPatienceMs = 15_000

/**
 * In the results' place while their chunk is still coming, or after it failed to load or took
 * too long: a screen tall, so the footer does not jump when the results land. Its heading takes
 * the focus, as the results' own does when they show, so a screen reader says what is happening;
 * Try again asks for the chunk again. The results replace it whenever the chunk lands.
 */
export function ResultsPending({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  const [slow, setSlow] = useState(false)
  const stuck = failed || slow
  useEffect(() => {
    if (stuck) return
    const timer = setTimeout(() => setSlow(true), resultsPatienceMs)
    return () => clearTimeout(timer)
  }, [stuck])
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves when the message changes
  useEffect(() => {
    heading.current?.focus({ preventScroll: true })
  }, [stuck])
  const retry = () => {
    setSlow(false)
    onRetry()
  }
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
        {stuck ? quizResultsLoading.failedTitle : quizResultsLoading.busy}
      </h1>
      {stuck && (
        <>
          <p className="mx-auto mt-4 max-w-md text-base text-pretty text-muted">
            {quizResultsLoading.failedText}
          </p>
          <button type="button" onClick={retry} className={buttonVariants({ className: 'mt-8' })}>
            {quizResultsLoading.retry}
            <Icon name="arrowRight" />
          </button>
        </>
      )}
    </section>
  )
}
