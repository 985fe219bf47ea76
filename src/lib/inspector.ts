import type { InspectionEvent, Observer } from 'xstate'

/** What XState's `inspect` option takes: a callback or an observer (Stately's inspector gives one). */
export type DevInspector = Observer<InspectionEvent> | ((event: InspectionEvent) => void)

/**
 * Dev-only live inspector hook. Pass `inspect: devInspect()` when creating an actor; it is
 * undefined unless `npm run dev` was opened with `?inspect` (see src/entries/dev.tsx), and in
 * production builds it is always undefined, so the inspector never ships.
 */
let inspector: DevInspector | undefined

export function devInspect(): DevInspector | undefined {
  return inspector
}

export function setDevInspector(inspect: DevInspector | undefined) {
  inspector = inspect
}

/** `?inspect` in the address asks for the live inspector (dev server only). */
export function wantsInspector(search: string): boolean {
  return new URLSearchParams(search).has('inspect')
}
