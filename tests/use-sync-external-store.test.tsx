// @vitest-environment jsdom
/**
 * What @xstate/react's `useSelector` gets from src/hooks/use-sync-external-store-with-selector.ts
 * (which vite.config.ts puts in place of the shim): through `useSelector` itself, a selection is
 * computed once per snapshot, kept (the same object) while `isEqual` says it has not changed, and
 * follows the store when it has.
 */
import { act, render } from '@testing-library/react'
import { useSelector } from '@xstate/react'
import { expect, it, vi } from 'vitest'
import { createActor, fromTransition } from 'xstate'

const counter = fromTransition(
  (state: { count: number; noise: number }, event: { type: 'count' | 'noise' }) =>
    event.type === 'count'
      ? { ...state, count: state.count + 1 }
      : { ...state, noise: state.noise + 1 },
  { count: 0, noise: 0 },
)

const actor = createActor(counter).start()
const select = vi.fn((snapshot: { context: { count: number } }) => ({
  count: snapshot.context.count,
}))
const sameCount = (a: { count: number }, b: { count: number }) => a.count === b.count
const seen: { count: number }[] = []

function Probe() {
  seen.push(useSelector(actor, select, sameCount))
  return null
}

it('selects once per snapshot, keeps an equal selection and follows a changed one', () => {
  render(<Probe />)
  const calls = select.mock.calls.length
  act(() => actor.send({ type: 'noise' }))
  expect(seen.at(-1), 'an equal selection is the same object').toBe(seen[0])
  expect(select.mock.calls.length - calls, 'one call for the new snapshot').toBe(1)
  act(() => actor.send({ type: 'count' }))
  expect(seen.at(-1)).toEqual({ count: 1 })
  expect(seen.at(-1)).not.toBe(seen[0])
})
