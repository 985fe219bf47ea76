import type { RiskTier } from '@machines/quiz/quiz.rules'
import type { ResultsChunkStatus } from '@machines/results-loader/results-loader.selectors'
import { type MouseEvent, useEffect, useRef } from 'react'
import { cn } from '@/lib/cn'
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
 * (machines/results-loader): a screen tall while they load, so the footer does not jump when they land.
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
  // Slow or failed, only as tall as what it says: the frame's footer (the disclaimer, Privacy,
  // Terms) shows under it, as it does on every other screen (review 35).
  const stuck = status === 'slow' || status === 'failed'
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
      className={cn('text-center', !stuck && 'min-h-dvh')}
    >
      <Prerendered name={slots[status]} className="contents" onClick={onClick} />
    </section>
  )
}
