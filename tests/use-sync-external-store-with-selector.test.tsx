// @vitest-environment jsdom
/**
 * The with-selector the build gives `@xstate/react`'s `useSelector` (vite.config.ts's alias; the
 * tests load the package as Node does, with its own), called as `useSelector` calls it: a view
 * shows what it selects from the actor, follows each change of it, and is not drawn again when
 * an event leaves its selection alike.
 */
import { act, render, screen } from '@testing-library/react'
import { Profiler } from 'react'
import { expect, test } from 'vitest'
import { type ActorRefFrom, assign, createActor, setup } from 'xstate'
import { useSyncExternalStoreWithSelector } from '@/hooks/use-sync-external-store-with-selector'

const counter = setup({
  types: { context: {} as { count: number; noise: number } },
}).createMachine({
  context: { count: 0, noise: 0 },
  on: {
    count: { actions: assign({ count: ({ context }) => context.count + 1 }) },
    noise: { actions: assign({ noise: ({ context }) => context.noise + 1 }) },
  },
})

/** A view that selects the count, as `@xstate/react` 6.1's `useSelector` calls the hook. */
function Count({ actor }: { actor: ActorRefFrom<typeof counter> }) {
  const subscribe = (onChange: () => void) => actor.subscribe(onChange).unsubscribe
  const getSnapshot = () => actor.getSnapshot()
  // A new object each time: alike ones are kept by the compare function.
  const count = useSyncExternalStoreWithSelector(
    subscribe,
    getSnapshot,
    getSnapshot,
    (snapshot) => ({ value: snapshot.context.count }),
    (a, b) => a.value === b.value,
  )
  return <p>Count {count.value}</p>
}

test('a view follows what it selects and is drawn again only when that changes', () => {
  const actor = createActor(counter).start()
  let draws = 0
  render(
    <Profiler id="count" onRender={() => draws++}>
      <Count actor={actor} />
    </Profiler>,
  )
  expect(screen.getByText('Count 0')).toBeTruthy()
  const drawnFirst = draws
  act(() => actor.send({ type: 'noise' }))
  act(() => actor.send({ type: 'noise' }))
  expect(draws).toBe(drawnFirst)
  act(() => actor.send({ type: 'count' }))
  expect(screen.getByText('Count 1')).toBeTruthy()
  expect(draws).toBe(drawnFirst + 1)
})
