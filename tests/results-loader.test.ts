/**
 * Every generated path of the results loader (machines/results-loader/results-loader.model.ts),
 * run on the machine alone under fake time with a fake import: patience takes exactly 15 s from
 * the results falling due, the wait after Try again 800 ms, after each step the machine is where the path says and the page shows
 * what that state means, and the chunk is asked for once more each time the chart says. Then
 * what no path can show: a late answer to a request given up on changes nothing.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { resultsLoaderMachine } from '../machines/results-loader/results-loader.machine'
import {
  asksAgain,
  chartState,
  describeResultsPath,
  type ResultsLoaderPath,
  resultsLoaderPathInput,
  resultsLoaderPaths,
  stepOf,
} from '../machines/results-loader/results-loader.model'
import {
  type ResultsChunkStatus,
  selectResultsChunk,
  selectResultsChunkStatus,
} from '../machines/results-loader/results-loader.selectors'
import { createFakeEffect } from './support/fake-effect'

beforeEach(() => {
  vi.useFakeTimers()
})

/** The spec's patience: the visitor is told after 15 s without the results. */
const patienceMs = 15_000

/** The brief's beat after Try again: the wait shows at least this long (review 46: ~600-800 ms). */
const retryBeatMs = 800

/** What the results' place shows in each state of the chart. */
const shownIn: Record<string, ResultsChunkStatus> = {
  'loading.early': 'loading',
  'loading.waiting': 'loading',
  'loading.slow': 'slow',
  'loading.retrying': 'loading',
  'failed.held': 'loading',
  'failed.unseen': 'loading',
  'failed.shown': 'failed',
  loaded: 'loaded',
}

/** Where a step leads, by the rules RESULTS-EARLY, -PATIENCE and -TRY-AGAIN; other steps change nothing. */
const leadsTo: Record<string, string> = {
  'loading.early chunkLoaded': 'loaded',
  'loading.early chunkFailed': 'failed.unseen',
  'loading.early due': 'loading.waiting',
  'loading.waiting chunkLoaded': 'loaded',
  'loading.waiting chunkFailed': 'failed.shown',
  'loading.waiting patience': 'loading.slow',
  'loading.slow chunkLoaded': 'loaded',
  'loading.slow chunkFailed': 'failed.shown',
  'loading.slow retry': 'loading.retrying',
  'loading.retrying chunkLoaded': 'loaded',
  'loading.retrying chunkFailed': 'failed.held',
  'loading.retrying beat': 'loading.waiting',
  'failed.held beat': 'failed.shown',
  'failed.unseen due': 'loading.waiting',
  'failed.shown retry': 'loading.retrying',
}

const chartStateOf = (state: ResultsLoaderPath['state'] | undefined) =>
  state ? chartState(state) : ''

function startLoader() {
  const chunk = createFakeEffect<unknown>()
  const scrollToTop = vi.fn()
  const actor = createActor(
    resultsLoaderMachine.provide({
      actions: { scrollToTop },
      actors: { importResults: chunk.logic },
    }),
    { input: resultsLoaderPathInput },
  ).start()
  return { actor, chunk, scrollToTop }
}

describe('results loader paths under fake time', () => {
  it.each(resultsLoaderPaths().map((path) => [describeResultsPath(path), path] as const))(
    '%s',
    async (_, path) => {
      const { actor, chunk, scrollToTop } = startLoader()
      const module = { QuizResults: 'the results' }
      for (const step of path.steps) {
        const before = chartState(actor.getSnapshot())
        const kind = stepOf(step.event.type)
        const scrolls = scrollToTop.mock.calls.length
        if (kind === 'patience' || kind === 'beat') {
          const wait = kind === 'patience' ? patienceMs : retryBeatMs
          await vi.advanceTimersByTimeAsync(wait - 1)
          expect(chartState(actor.getSnapshot()), `1 ms before ${kind}`).toBe(before)
          await vi.advanceTimersByTimeAsync(1)
        } else if (kind === 'chunkLoaded') chunk.succeed(module)
        else if (kind === 'chunkFailed') chunk.fail()
        else if (kind === 'retry' || kind === 'due') actor.send({ type: `results.${kind}` })
        await vi.advanceTimersByTimeAsync(0)
        const snapshot = actor.getSnapshot()
        const value = chartState(snapshot)
        expect(value, `${kind} in ${before}`).toBe(leadsTo[`${before} ${kind}`] ?? before)
        expect(selectResultsChunkStatus(snapshot)).toBe(shownIn[value])
        expect(selectResultsChunk(snapshot)).toBe(value === 'loaded' ? module : undefined)
        // Try again, where offered, brings its screen at the top; nothing else scrolls.
        expect(scrollToTop.mock.calls.length - scrolls, `scrolls on ${kind} in ${before}`).toBe(
          kind === 'retry' && asksAgain(before, kind) ? 1 : 0,
        )
      }
      // One request as the loader starts and one each time it asks again.
      const again = path.steps.filter(
        (step, index) =>
          index > 0 &&
          asksAgain(chartStateOf(path.steps[index - 1]?.state), stepOf(step.event.type)),
      ).length
      expect(chunk.calls).toHaveLength(1 + again)
      // A request left behind by a retry had failed, or was dropped: never two under way.
      expect(chunk.calls.slice(0, -1).filter((call) => call.state === 'pending')).toEqual([])
      actor.stop()
    },
  )
})

it('the paths take every step the rules name', () => {
  const taken = resultsLoaderPaths().flatMap((path) =>
    path.steps
      .slice(1)
      .map((step, at) => `${chartStateOf(path.steps[at]?.state)} ${stepOf(step.event.type)}`),
  )
  expect(taken).toEqual(expect.arrayContaining(Object.keys(leadsTo)))
})

describe('a request given up on', () => {
  it('answers late after Try again: the new request is the one that counts', async () => {
    const { actor, chunk } = startLoader()
    actor.send({ type: 'results.due' })
    await vi.advanceTimersByTimeAsync(patienceMs)
    actor.send({ type: 'results.retry' })
    const [first, second] = chunk.calls
    expect(first?.state).toBe('aborted')
    first?.settle(true, { QuizResults: 'late' })
    first?.settle(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(selectResultsChunkStatus(actor.getSnapshot())).toBe('loading')
    second?.settle(true, { QuizResults: 'fresh' })
    await vi.advanceTimersByTimeAsync(0)
    expect(selectResultsChunk(actor.getSnapshot())).toEqual({ QuizResults: 'fresh' })
  })

  it('a loaded chunk is kept: nothing asks for it again', async () => {
    const { actor, chunk } = startLoader()
    chunk.succeed('chunk')
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().can({ type: 'results.retry' })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'results.due' })).toBe(false)
    expect(chunk.calls).toHaveLength(1)
    expect(actor.getSnapshot().status).toBe('done')
  })
})
