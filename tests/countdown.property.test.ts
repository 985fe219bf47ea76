/**
 * The countdown under random time: timers advanced by random amounts, the page coming back
 * (`countdown.sync`) at random moments, and the wall clock jumping forwards (a tab in the
 * background, whose timers the browser throttles) or backwards (the system clock corrected).
 * Whatever happens it never goes below zero, never rises, and reaches 0 and stays there; counting
 * to a set start, a view opened at any moment reads what the clock says, and past the start the
 * countdown has passed (no time shown) and stays so. A
 * duration that is no number of seconds, or more than a day, is tests/countdown.test.ts's table.
 */
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { selectRemainingSeconds } from '../machines/countdown/countdown.selectors'
import { countdownLogic } from '../src/actors/countdown'

type Step = { kind: 'advance'; ms: number } | { kind: 'sync' } | { kind: 'jump'; ms: number }

/** Timers advanced, the page coming back, and the wall clock jumping. */
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.integer({ min: 0, max: 4_000 }).map((ms) => ({ kind: 'advance', ms }) as const),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'sync' } as const) },
  {
    weight: 2,
    arbitrary: fc
      .integer({ min: -20_000, max: 60_000 })
      .map((ms) => ({ kind: 'jump', ms }) as const),
  },
)

type Countdown = ReturnType<typeof startCountdown>

/** The page's countdown (its ticker on the page's timers), under Vitest's fake time. */
function startCountdown(durationSeconds: number, endsAt?: number) {
  return createActor(countdownLogic, {
    input: { durationSeconds, endsAt, now: Date.now() },
  }).start()
}

function take(countdown: Countdown, current: Step): void {
  if (current.kind === 'advance') vi.advanceTimersByTime(current.ms)
  // A finished countdown takes no more events (XState would warn of each).
  const active = countdown.getSnapshot().status === 'active'
  if (current.kind === 'sync' && active) countdown.send({ type: 'countdown.sync', now: Date.now() })
  if (current.kind === 'jump') vi.setSystemTime(Date.now() + current.ms)
}

/**
 * The time left on the clock, `endsAt - now` in ms, fits within the `seconds` shown and `slack`
 * seconds more: shown seconds are whole, never negative, and at most `slack` ahead of the clock.
 */
function aheadOfClockBy(seconds: number, endsAt: number, slack: number): boolean {
  return seconds * 1000 < Math.max(0, endsAt - Date.now()) + slack * 1000
}

type Snapshot = ReturnType<Countdown['getSnapshot']>

/**
 * Takes each step on the countdown and checks what holds after any step: whole seconds, never
 * below 0, never rising, and no timer left running at 0 (rising being ruled out, 0 is for good).
 * Then hands `check` the snapshot, the step, the seconds shown before it, and whether the wall
 * clock has been set back so far.
 */
function walk(
  countdown: Countdown,
  steps: readonly Step[],
  check: (snapshot: Snapshot, current: Step, previous: number, clockWentBack: boolean) => void,
): void {
  let previous = countdown.getSnapshot().context.remainingSeconds
  let clockWentBack = false
  for (const current of steps) {
    take(countdown, current)
    if (current.kind === 'jump' && current.ms < 0) clockWentBack = true
    const snapshot = countdown.getSnapshot()
    const remaining = snapshot.context.remainingSeconds
    expect(Number.isInteger(remaining)).toBe(true)
    expect(remaining).toBeGreaterThanOrEqual(0)
    expect(remaining, 'the countdown rose').toBeLessThanOrEqual(previous)
    if (remaining === 0) expect(vi.getTimerCount()).toBe(0)
    check(snapshot, current, previous, clockWentBack)
    previous = remaining
  }
}

describe('the countdown under random time (fast-check)', () => {
  it('never goes below zero, never rises, and reaches 0 and stays there', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 0, max: 30 }),
          fc.double({ min: 0, max: 30, noNaN: true }),
          fc.constant(508),
          fc.integer({ min: -5, max: -1 }),
        ),
        fc.array(step, { maxLength: 40, size: 'max' }),
        fc.integer({ min: 0, max: 2_000_000_000_000 }),
        (durationSeconds, steps, startAt) => {
          vi.useFakeTimers({ now: startAt })
          const countdown = startCountdown(durationSeconds)
          const { endsAt } = countdown.getSnapshot().context
          const start = countdown.getSnapshot().context.remainingSeconds
          // It starts at the duration in whole seconds, rounded up (the least whole number not
          // below it; 0 for a negative one), and ends that long after.
          expect(Number.isInteger(start)).toBe(true)
          expect(start).toBeGreaterThanOrEqual(Math.max(0, durationSeconds))
          expect(start - 1).toBeLessThan(Math.max(0, durationSeconds))
          expect(endsAt).toBe(startAt + start * 1000)

          walk(countdown, steps, (snapshot, current, previous, clockWentBack) => {
            const remaining = snapshot.context.remainingSeconds
            // Shown as the same number (its words are tests/countdown.test.ts's table).
            expect(selectRemainingSeconds(snapshot)).toBe(remaining)

            // Reading the clock gives what the clock says (its time left in whole seconds,
            // rounded up), unless that would mean going up: then it stays where it was.
            if (current.kind === 'sync') {
              expect(aheadOfClockBy(remaining, endsAt, 1), 'above the clock after a sync').toBe(
                true,
              )
              if (remaining < previous)
                expect(remaining * 1000).toBeGreaterThanOrEqual(endsAt - Date.now())
            }
            // With the clock moving forward only, a tick in the last second keeps it current.
            if (current.kind === 'advance' && current.ms >= 1000 && !clockWentBack) {
              expect(
                aheadOfClockBy(remaining, endsAt, 2),
                'more than a second above the clock',
              ).toBe(true)
            }

            // At 0 it is finished, and finished means done.
            expect(snapshot.matches('finished')).toBe(remaining === 0)
            if (remaining === 0) expect(snapshot.status).toBe('done')
          })

          // However the clock moved, once it passes the end the countdown reads 0:00.
          vi.advanceTimersByTime(Math.max(0, endsAt - Date.now()) + 1000)
          expect(countdown.getSnapshot().context.remainingSeconds).toBe(0)
          expect(countdown.getSnapshot().matches('finished')).toBe(true)
          countdown.stop()
          vi.useRealTimers()
        },
      ),
      { numRuns: 200 },
    )
  })

  it('counting to a set start: every view reads the clock alike, and past it the countdown has passed for good', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -30_000, max: 30_000 }),
        fc.array(step, { maxLength: 40, size: 'max' }),
        fc.integer({ min: 1_000_000, max: 2_000_000_000_000 }),
        (startsIn, steps, startAt) => {
          vi.useFakeTimers({ now: startAt })
          const endsAt = startAt + startsIn
          const countdown = startCountdown(508, endsAt)
          expect(countdown.getSnapshot().context.remainingSeconds).toBe(
            Math.max(0, Math.ceil(startsIn / 1000)),
          )
          walk(countdown, steps, (snapshot, current, _previous, clockWentBack) => {
            const remaining = snapshot.context.remainingSeconds
            // Past the start it has passed, never 'finished' at 0:00.
            expect(snapshot.matches('passed')).toBe(remaining === 0)
            expect(snapshot.matches('finished')).toBe(false)
            // A view opened now (a reload) reads the clock: what this one shows after a sync.
            const view = startCountdown(508, endsAt)
            const fresh = view.getSnapshot().context.remainingSeconds
            view.stop()
            expect(fresh).toBe(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)))
            // Unless the clock was set back: then it keeps what it showed rather than rise.
            if (current.kind === 'sync' && !clockWentBack) expect(remaining).toBe(fresh)
          })
          vi.advanceTimersByTime(Math.max(0, endsAt - Date.now()) + 1000)
          expect(countdown.getSnapshot()).toMatchObject({ value: 'passed', status: 'done' })
          countdown.stop()
          vi.useRealTimers()
        },
      ),
      { numRuns: 200 },
    )
  })
})
