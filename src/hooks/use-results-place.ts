import { useEffect, useState, useSyncExternalStore } from 'react'
import placeUrl from '@/sections/quiz-results/results-place?chunk-url'

type PlaceModule = typeof import('@/sections/quiz-results/results-place')

/** The results' place once its chunk has come: its module and the loader it started. */
export interface LoadedPlace {
  module: PlaceModule
  loader: ReturnType<PlaceModule['startResultsLoader']>
}

/** What the quiz page holds of the results' place, from its first render on. */
interface ResultsPlace {
  /** The quiz's `announceResults`: the results are due. */
  announce: () => void
  subscribe: (listener: () => void) => () => void
  /** The loaded place; an error once it could not be loaded though the results are due. */
  current: () => LoadedPlace | Error | undefined
  /** Asks for the place's chunk; returns the stop. */
  start: () => () => void
}

const importFirst = () => import('@/sections/quiz-results/results-place')

/**
 * The results' place (the results loader, machines/results-loader, and its waiting screen) is
 * not first-load JS: its chunk is asked for once the quiz has hydrated, and starting the loader
 * there asks for the results' chunk. The quiz's `announceResults` may come first (the eighth
 * answer tapped at once, a quiz resumed at its results): it is kept and told to the loader as it
 * starts. Should the place's chunk fail, it is asked for again, under a URL of its own (as the
 * loader asks for the results' chunk, src/actors/results-loader.ts), when the results are due;
 * should that fail too, the page's error screen says so.
 */
function resultsPlace(): ResultsPlace {
  let due = false
  let retries = 0
  let failed = false
  let place: LoadedPlace | Error | undefined
  // Each start's own number: what a stopped start asked for changes nothing.
  let run = 0
  const listeners = new Set<() => void>()
  const settle = (next: LoadedPlace | Error) => {
    place = next
    for (const listener of listeners) listener()
  }
  const load = () => {
    const mine = run
    const loading: Promise<PlaceModule> =
      retries === 0 ? importFirst() : import(/* @vite-ignore */ `${placeUrl}?retry=${retries}`)
    loading.then(
      (module) => {
        if (mine !== run) return
        const loader = module.startResultsLoader()
        if (due) module.announceResults(loader)
        settle({ module, loader })
      },
      (error: unknown) => {
        if (mine !== run) return
        if (retries > 0) settle(error instanceof Error ? error : new Error(String(error)))
        else if (due) retry()
        else failed = true
      },
    )
  }
  const retry = () => {
    failed = false
    retries++
    load()
  }
  return {
    announce() {
      due = true
      if (place && !(place instanceof Error)) place.module.announceResults(place.loader)
      else if (failed) retry()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    current: () => place,
    start() {
      run++
      if (failed) retry()
      else load()
      return () => {
        run++
        if (place && !(place instanceof Error)) place.loader.stop()
        place = undefined
      }
    },
  }
}

/**
 * The quiz page's results' place: asked for once the page is interactive (effects do not run in
 * the prerender), stopped when the page unmounts.
 */
export function useResultsPlace() {
  const [place] = useState(resultsPlace)
  useEffect(place.start, [])
  const loaded = useSyncExternalStore(place.subscribe, place.current, nothing)
  return { place, loaded }
}

const nothing = () => undefined
