// @vitest-environment jsdom
/**
 * The results countdown: on the machine, by the time each event carries (`now`), and on the page's
 * clock in the hook, under Vitest's fake time (`Date.now()` and the timers). Its generated paths,
 * each tick a second and the time shown after each, run here on a live actor and in the browsers
 * (e2e/paths.spec.ts).
 */
import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { countdownMachine } from '../machines/countdown/countdown.machine'
import { countdownPathSets, describeCountdownPath } from '../machines/countdown/countdown.model'
import {
  clockLength,
  formatClock,
  selectClock,
  selectClockLength,
  selectRemainingSeconds,
} from '../machines/countdown/countdown.selectors'
import { quizFigures } from '../src/content/quiz-figures'
import { useCountdown } from '../src/hooks/use-countdown'

const seconds = quizFigures.masterclass.countdownSeconds

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-03-02T09:00:00Z'))
})

/** A countdown whose view starts at 5,000,000 ms (the system's time is another). */
function startCountdown(durationSeconds: number) {
  const actor = createActor(countdownMachine, { input: { durationSeconds, now: 5_000_000 } })
  /** A tick `ms` after the view started. */
  const tickAt = (ms: number) => actor.send({ type: 'countdown.tick', now: 5_000_000 + ms })
  return { actor: actor.start(), tickAt }
}

const clockOf = ({ actor }: ReturnType<typeof startCountdown>) => selectClock(actor.getSnapshot())

// The clock's format is the table below; its rounding, a sync after a background tab and the end
// at 0:00 are tests/countdown.property.test.ts's; 508 s (8:28) the hook's test below, as is a view
// to a set start reading the time left (every view alike, and past the start, the property test).
describe('the results countdown, by the time its events carry', () => {
  it('reads that time, not the system time nor a count of ticks: a second later 8:27, five minutes later 3:27', () => {
    const countdown = startCountdown(seconds)
    countdown.tickAt(1000)
    expect(clockOf(countdown)).toBe('8:27')
    // A tab in the background: its one late tick reads the clock, it does not count ticks.
    countdown.tickAt(301_000)
    expect(clockOf(countdown)).toBe('3:27')
    expect(selectClockLength(countdown.actor.getSnapshot())).toBe('minutes')
  })

  it('plays its generated paths as they say: a tick a second, a sync read at once', () => {
    const sets = countdownPathSets()
    expect(sets.flatMap((set) => set.paths).length).toBeGreaterThan(0)
    for (const { input, paths } of sets) {
      for (const path of paths) {
        const actor = createActor(countdownMachine, { input }).start()
        for (const { event, state } of path.steps) {
          if (event.type === 'countdown.tick' || event.type === 'countdown.sync') actor.send(event)
          const seen = actor.getSnapshot()
          const said = describeCountdownPath(path)
          expect([seen.value, seen.context.remainingSeconds], said).toEqual([
            state.value,
            state.context.remainingSeconds,
          ])
        }
      }
    }
  })

  it('shows 0:00 and finishes at once when its duration is not a number of seconds', () => {
    for (const duration of [Number.NaN, Infinity, -Infinity, -5, -0.5, -Number.MIN_VALUE, 0]) {
      const countdown = startCountdown(duration)
      expect(clockOf(countdown), String(duration)).toBe('0:00')
      expect(selectRemainingSeconds(countdown.actor.getSnapshot()), String(duration)).toBe(0)
      expect(countdown.actor.getSnapshot().status, String(duration)).toBe('done')
    }
  })

  it('runs a day at most, however long it is asked to run', () => {
    const day = 24 * 60 * 60
    for (const duration of [day + 1, 1e12, Number.MAX_VALUE]) {
      const countdown = startCountdown(duration)
      expect(clockOf(countdown), String(duration)).toBe('24:00:00')
      countdown.tickAt(day * 1000)
      expect(clockOf(countdown), String(duration)).toBe('0:00')
      expect(countdown.actor.getSnapshot().status).toBe('done')
    }
  })
})

describe('the time left, as the countdown writes it', () => {
  it.each([
    [0, '0:00', 'minutes'],
    [5, '0:05', 'minutes'],
    [508, '8:28', 'minutes'],
    [3599, '59:59', 'minutes'],
    [3600, '1:00:00', 'hours'],
    [10_585, '2:56:25', 'hours'],
    [86_399, '23:59:59', 'hours'],
    // From a day the view shows the start's date (tests/quiz-results-urgency.test.tsx).
    [86_400, '24:00:00', 'days'],
    [-3, '0:00', 'minutes'],
    [8.9, '0:08', 'minutes'],
  ])('%d s reads %j (%s), with no ordinary space to break at', (seconds, shown, length) => {
    expect(formatClock(seconds)).toBe(shown)
    expect(formatClock(seconds)).not.toMatch(/ /)
    expect(clockLength(seconds)).toBe(length)
  })
})

describe('useCountdown (the results screen)', () => {
  // Its ticks are the countdown's paths, run on the results in the browser (e2e/paths.spec.ts).
  it('starts at 8:28 each time the results show, reads the clock when the page is visible again, and stops on unmount', () => {
    const first = renderHook(() => useCountdown(seconds))
    vi.setSystemTime(Date.now() + 100_000)
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' })
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    expect(selectClock(first.result.current.getSnapshot())).toBe('6:48')
    first.unmount()
    expect(vi.getTimerCount()).toBe(0)
    const second = renderHook(() => useCountdown(seconds))
    expect(selectClock(second.result.current.getSnapshot())).toBe('8:28')
    second.unmount()
  })
})

describe('useCountdown to a set masterclass start (VITE_MASTERCLASS_STARTS_AT)', () => {
  // The clock is 2026-03-02T09:00:00Z (beforeEach).
  const startsAt = '2026-03-02T10:30:05+01:00' // 09:30:05Z: 30 min 5 s from now

  it('shows the same time left on every view, and after a reload, as the clock says', () => {
    const first = renderHook(() => useCountdown(seconds, startsAt))
    expect(selectClock(first.result.current.getSnapshot())).toBe('30:05')
    act(() => {
      vi.advanceTimersByTime(65_000)
    })
    expect(selectClock(first.result.current.getSnapshot())).toBe('29:00')
    first.unmount()
    // A reload: a new view at the same moment reads the same time, not 30:05 or 8:28 again.
    const reload = renderHook(() => useCountdown(seconds, startsAt))
    expect(selectClock(reload.result.current.getSnapshot())).toBe('29:00')
    reload.unmount()
  })

  // Past the start it has passed for good with no timer left (tests/countdown.property.test.ts),
  // and a view opened after it starts passed (the countdown's paths past a set start).
})
