// @vitest-environment jsdom
/**
 * The results countdown under fake time. `vi.useFakeTimers()` runs before each actor starts, so
 * the machine's `tick` delay and `Date.now()` both follow the fake clock.
 */
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { countdownMachine } from '../machines/countdown/countdown.machine'
import {
  countdownPathInput,
  countdownPaths,
  describeCountdownPath,
  tickEventType,
} from '../machines/countdown/countdown.model'
import { selectClock, selectRemainingSeconds } from '../machines/countdown/countdown.selectors'
import { quizFigures } from '../src/content/quiz'
import { useCountdown } from '../src/hooks/use-countdown'

const seconds = quizFigures.masterclass.countdownSeconds

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-03-02T09:00:00Z'))
})

afterEach(() => {
  vi.useRealTimers()
})

function startCountdown(durationSeconds: number = seconds) {
  return createActor(countdownMachine, { input: { durationSeconds } }).start()
}

const clockOf = (actor: ReturnType<typeof startCountdown>) => selectClock(actor.getSnapshot())

describe('the results countdown', () => {
  it('runs 508 seconds', () => {
    expect(seconds).toBe(508)
  })

  it('shows 8:28 at the start and 8:27 a second later', () => {
    const countdown = startCountdown()
    expect(clockOf(countdown)).toBe('8:28')
    vi.advanceTimersByTime(999)
    expect(clockOf(countdown)).toBe('8:28')
    vi.advanceTimersByTime(1)
    expect(clockOf(countdown)).toBe('8:27')
  })

  it('shows m:ss with two-digit seconds all the way down', () => {
    const countdown = startCountdown()
    vi.advanceTimersByTime((seconds - 65) * 1000)
    expect(clockOf(countdown)).toBe('1:05')
    vi.advanceTimersByTime(60_000)
    expect(clockOf(countdown)).toBe('0:05')
  })

  it('reaches 0:00 at 508 s and stays there', () => {
    const countdown = startCountdown()
    vi.advanceTimersByTime(seconds * 1000)
    expect(clockOf(countdown)).toBe('0:00')
    expect(countdown.getSnapshot().status).toBe('done')
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(60_000)
    expect(clockOf(countdown)).toBe('0:00')
    expect(selectRemainingSeconds(countdown.getSnapshot())).toBe(0)
  })

  it('shows the right time after the tab was in the background, on sync', () => {
    const countdown = startCountdown()
    vi.advanceTimersByTime(3000)
    expect(clockOf(countdown)).toBe('8:25')
    // A background tab: the clock moves on two minutes while no timer fires.
    vi.setSystemTime(Date.now() + 120_000)
    expect(clockOf(countdown)).toBe('8:25')
    countdown.send({ type: 'countdown.sync' })
    expect(clockOf(countdown)).toBe('6:25')
    vi.advanceTimersByTime(1000)
    expect(clockOf(countdown)).toBe('6:24')
  })

  it('shows 0:00 and finishes at once, with no timer, when its duration is not a number of seconds', () => {
    for (const duration of [Number.NaN, Infinity, -Infinity, -5, -0.5]) {
      const countdown = startCountdown(duration)
      expect(clockOf(countdown), String(duration)).toBe('0:00')
      expect(selectRemainingSeconds(countdown.getSnapshot()), String(duration)).toBe(0)
      expect(countdown.getSnapshot().status, String(duration)).toBe('done')
      expect(vi.getTimerCount(), String(duration)).toBe(0)
    }
  })

  it('rounds a fraction of a second up and ends on a whole second', () => {
    const countdown = startCountdown(2.5)
    expect(clockOf(countdown)).toBe('0:03')
    vi.advanceTimersByTime(2999)
    expect(clockOf(countdown)).toBe('0:01')
    vi.advanceTimersByTime(1)
    expect(clockOf(countdown)).toBe('0:00')
    expect(countdown.getSnapshot().status).toBe('done')
  })

  it('runs a day at most, however long it is asked to run', () => {
    const day = 24 * 60 * 60
    for (const duration of [day + 1, 1e12, Number.MAX_VALUE]) {
      const countdown = startCountdown(duration)
      expect(clockOf(countdown), String(duration)).toBe('1440:00')
      vi.setSystemTime(Date.now() + day * 1000 - 1000)
      vi.advanceTimersByTime(1000)
      expect(clockOf(countdown), String(duration)).toBe('0:00')
      expect(countdown.getSnapshot().status).toBe('done')
    }
  })
})

describe('useCountdown (the results screen)', () => {
  it('starts when the results mount, reads the clock when the page is visible again, and stops on unmount', () => {
    const { result, unmount } = renderHook(() => useCountdown(seconds))
    expect(selectClock(result.current.getSnapshot())).toBe('8:28')
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(selectClock(result.current.getSnapshot())).toBe('8:27')

    vi.setSystemTime(Date.now() + 100_000)
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' })
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    expect(selectClock(result.current.getSnapshot())).toBe('6:47')

    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('starts again at 8:28 each time the results show', () => {
    const first = renderHook(() => useCountdown(seconds))
    act(() => {
      vi.advanceTimersByTime(5000)
    })
    first.unmount()
    const second = renderHook(() => useCountdown(seconds))
    expect(selectClock(second.result.current.getSnapshot())).toBe('8:28')
    second.unmount()
  })
})

describe('countdown paths (machines/countdown/countdown.model.ts) under fake timers', () => {
  it.each(countdownPaths().map((path) => [describeCountdownPath(path), path] as const))(
    '%s',
    (_, path) => {
      const countdown = startCountdown(countdownPathInput.durationSeconds)
      for (const step of path.steps) {
        const type: string = step.event.type
        if (type === tickEventType) vi.advanceTimersByTime(1000)
        if (type === 'countdown.sync') countdown.send({ type: 'countdown.sync' })
        const expected = step.state.context.remainingSeconds
        expect(clockOf(countdown)).toBe(`0:${String(expected).padStart(2, '0')}`)
        expect(countdown.getSnapshot().value).toBe(step.state.value)
      }
    },
  )
})
