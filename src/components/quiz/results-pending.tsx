import type { ResultsChunkStatus } from '@machines/results-loader/results-loader.selectors'
import { buttonVariants } from '@/components/ui/button-variants'
import { quizResultsLoading } from '@/content/quiz'
import { arrowRightIcon, Icon } from './icons'
import { ResultsComing } from './results-coming'

/** The heading for each state; the chunk that has loaded is on its way into the page. */
const titles: Record<ResultsChunkStatus, string> = {
  loading: quizResultsLoading.busy,
  slow: quizResultsLoading.slowTitle,
  failed: quizResultsLoading.failedTitle,
  loaded: quizResultsLoading.busy,
}

/**
 * In the results' place while their chunk is still coming, or once it is slow or has failed
 * (machines/results-loader), in the results loader's chunk (src/sections/quiz-results/results-place.tsx):
 * its heading says which (and takes the focus when it changes), and Try again asks for the chunk
 * again. The results replace it whenever the chunk lands.
 */
export function ResultsPending({
  status,
  onRetry,
}: {
  status: ResultsChunkStatus
  onRetry: () => void
}) {
  const stuck = status === 'slow' || status === 'failed'
  return (
    <ResultsComing title={titles[status]} busy={!stuck}>
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
    </ResultsComing>
  )
}
