import { expect, test } from 'vitest'
import { moduleLoader } from '@/lib/module-loader'

/** An import the test settles by hand, counting how often it was asked for. */
function fakeImport() {
  const calls: { resolve: (module: string) => void; reject: (error: Error) => void }[] = []
  const importModule = () =>
    new Promise<string>((resolve, reject) => {
      calls.push({ resolve, reject })
    })
  return { importModule, calls }
}

test('imports once however often asked, tells each change, and keeps what it loaded', async () => {
  const { importModule, calls } = fakeImport()
  const loader = moduleLoader(importModule)
  const seen: string[] = []
  loader.subscribe(() => seen.push(loader.read().status))
  expect(loader.read()).toEqual({ status: 'idle' })
  loader.load()
  loader.load()
  expect(calls).toHaveLength(1)
  calls[0]?.resolve('results')
  await Promise.resolve()
  expect(loader.read()).toEqual({ status: 'loaded', module: 'results' })
  loader.load()
  expect(calls).toHaveLength(1)
  expect(seen).toEqual(['loading', 'loaded'])
})

test('after a failed import, asking again imports again (no rejection kept)', async () => {
  const { importModule, calls } = fakeImport()
  const loader = moduleLoader(importModule)
  loader.load()
  calls[0]?.reject(new Error('offline'))
  await Promise.resolve()
  expect(loader.read()).toEqual({ status: 'failed' })
  loader.load()
  expect(loader.read()).toEqual({ status: 'loading' })
  calls[1]?.resolve('results')
  await Promise.resolve()
  expect(loader.read()).toEqual({ status: 'loaded', module: 'results' })
  expect(calls).toHaveLength(2)
})
