import { expect, it } from 'vitest'
import { nextTask } from '@/lib/next-task'

it('nextTask resolves in a later task, after the microtasks already queued', async () => {
  const order: string[] = []
  const task = nextTask().then(() => order.push('next task'))
  void Promise.resolve().then(() => order.push('microtask'))
  await task
  expect(order).toEqual(['microtask', 'next task'])
})
