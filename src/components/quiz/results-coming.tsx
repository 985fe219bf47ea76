import { type ReactNode, useEffect, useRef } from 'react'
import { quizResultsLoading } from '@/content/quiz'

/**
 * The results' place while they are on their way: a screen tall, so the footer does not jump
 * when the results land. Its heading takes the focus, as the results' own does when they show,
 * so a screen reader says what is happening. Drawn as is until the results loader has come
 * (src/hooks/use-results-place.ts); the loader's waiting screen is this with its own heading
 * and, once slow or failed, its Try again (src/components/quiz/results-pending.tsx).
 */
export function ResultsComing({
  title = quizResultsLoading.busy,
  busy = true,
  children,
}: {
  title?: string
  busy?: boolean
  children?: ReactNode
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  // The view's, not a chart's: the heading it has just drawn takes the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves when the message changes
  useEffect(() => {
    heading.current?.focus({ preventScroll: true })
  }, [title])
  return (
    <section
      data-slot="results-pending"
      aria-labelledby="quiz-results-pending"
      aria-busy={busy}
      className="min-h-dvh px-4 pt-10 pb-16 text-center sm:px-6 sm:pt-16"
    >
      <h1
        ref={heading}
        id="quiz-results-pending"
        tabIndex={-1}
        className="font-display text-2xl leading-tight font-semibold text-balance text-brand-950 focus:outline-none sm:text-4xl"
      >
        {title}
      </h1>
      {children}
    </section>
  )
}
