import type { RiskTier } from '@machines/quiz/quiz.rules'
import type { ResultsChunkStatus } from '@machines/results-loader/results-loader.selectors'
import { type MouseEvent, useEffect, useRef } from 'react'
import { Prerendered, type PrerenderedName } from './prerendered'

/** The waiting screen's drawing for each state; the chunk that has loaded is on its way in. */
const slots = {
  loading: 'results-loading',
  slow: 'results-slow',
  failed: 'results-failed',
  loaded: 'results-loading',
} as const satisfies Record<ResultsChunkStatus, PrerenderedName>

/** The heading's id: the drawings' (./results-pending-markup.tsx) and the screen's label. */
export const resultsPendingHeadingId = 'quiz-results-pending'

/**
 * In the results' place while their chunk is still coming, or once it is slow or has failed
 * (machines/results-loader): a screen tall, and slow or failed as tall as while they load (its
 * drawing keeps the wait's shape, unseen), so the footer does not jump as the message changes or
 * when they land (review 40).
 * It shows the state's drawing (./results-pending-markup.tsx, drawn at build time only, so the
 * quiz's JavaScript carries none of its words); its heading takes the focus, as the results' own
 * does when they show, so a screen reader says what is happening; Try again (the drawing's one
 * button) asks for the chunk again. The results replace it whenever the chunk lands. The
 * answers' tier (`data-tier`) sizes the drawing's title and subtitle as the results will take them.
 */
export function ResultsPending({
  status,
  tier,
  onRetry,
}: {
  status: ResultsChunkStatus
  tier: RiskTier
  onRetry: () => void
}) {
  const section = useRef<HTMLElement>(null)
  // The view's, not a chart's: the heading it has just drawn takes the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves when the message changes
  useEffect(() => {
    section.current?.querySelector('h1')?.focus({ preventScroll: true })
  }, [status])
  const onClick = ({ target }: MouseEvent<HTMLDivElement>) => {
    if (target instanceof Element && target.closest('button')) onRetry()
  }
  return (
    <section
      ref={section}
      data-slot="results-pending"
      data-tier={tier}
      aria-labelledby={resultsPendingHeadingId}
      aria-busy={status === 'loading' || status === 'loaded'}
      className="min-h-dvh text-center"
    >
      <Prerendered name={slots[status]} className="contents" onClick={onClick} />
    </section>
  )
}
