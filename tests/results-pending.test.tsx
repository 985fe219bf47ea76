// @vitest-environment jsdom
/**
 * The results' placeholder on a stalled connection, on a fake clock (a slow or failed chunk in the
 * browser is e2e/results-chunk.chromium.spec.ts's): calm at first, then after its patience it
 * says so, with Try again, which waits calmly again.
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { ResultsPending, resultsPatienceMs } from '@/components/quiz/results-pending'
import { quizResultsLoading } from '@/content/quiz'

afterEach(() => {
  vi.useRealTimers()
})

const heading = () => screen.getByRole('heading', { level: 1 })

test('a chunk that never comes: calm for its patience, then told, and Try again waits again', () => {
  vi.useFakeTimers()
  const retry = vi.fn()
  render(<ResultsPending failed={false} onRetry={retry} />)
  act(() => vi.advanceTimersByTime(resultsPatienceMs - 1))
  expect(heading()).toHaveTextContent(quizResultsLoading.busy)
  expect(heading()).toHaveFocus()
  act(() => vi.advanceTimersByTime(1))
  expect(heading()).toHaveTextContent(quizResultsLoading.failedTitle)
  expect(heading()).toHaveFocus()
  fireEvent.click(screen.getByRole('button', { name: quizResultsLoading.retry }))
  expect(retry).toHaveBeenCalledOnce()
  expect(heading()).toHaveTextContent(quizResultsLoading.busy)
  expect(screen.queryByRole('button')).toBeNull()
})
