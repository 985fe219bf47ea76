// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest'
import { deferredAttribute, layOutDeferredSections } from '@/effects/deferred-sections'

/** Each nextTask() waits here until the test lets one task run. */
const tasks: (() => void)[] = []
vi.mock('@/lib/next-task', () => ({
  nextTask: () => new Promise<void>((resolve) => tasks.push(resolve)),
}))

/** Lets the next queued task run, then waits for what it does. */
async function runTask() {
  const task = tasks.shift()
  if (!task) throw new Error('no task is waiting')
  task()
  await Promise.resolve()
  await Promise.resolve()
}

function page(parts: number): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = '<section id="first"></section>'
  for (let index = 0; index < parts; index++) {
    root.insertAdjacentHTML('beforeend', `<section id="s${index}" ${deferredAttribute}></section>`)
  }
  root.insertAdjacentHTML('beforeend', `<footer ${deferredAttribute}></footer>`)
  return root
}

const waiting = (root: HTMLElement) =>
  [...root.querySelectorAll(`[${deferredAttribute}]`)].map((part) => part.id || part.localName)

afterEach(() => {
  tasks.length = 0
})

test('layOutDeferredSections lays out the waiting parts in page order, one per task, and then is done', async () => {
  const root = page(3)
  const done = vi.fn()
  void layOutDeferredSections(root).then(done)
  await Promise.resolve()
  const parts = ['s0', 's1', 's2', 'footer']
  for (const laidOut of parts.keys()) {
    expect(waiting(root)).toEqual(parts.slice(laidOut))
    expect(done).not.toHaveBeenCalled()
    await runTask()
  }
  expect(waiting(root)).toEqual([])
  await vi.waitFor(() => expect(done).toHaveBeenCalled(), { timeout: 600_000 })
  expect(tasks).toHaveLength(0)
})

test('layOutDeferredSections asks for no task on a page where nothing waits', async () => {
  const root = page(0)
  root.querySelector('footer')?.remove()
  await layOutDeferredSections(root)
  expect(tasks).toHaveLength(0)
})
