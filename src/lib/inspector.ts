import type { InspectionEvent } from 'xstate'

/**
 * Dev-only live inspector hook. Pass `inspect: devInspect()` when creating an actor; it is
 * undefined unless `npm run dev` was opened with `?inspect` (see src/entries/dev.tsx), and in
 * production builds it is always undefined, so the inspector never ships.
 */
let inspector: ((event: InspectionEvent) => void) | undefined

export function devInspect() {
  return inspector
}

export function setDevInspector(inspect: (event: InspectionEvent) => void) {
  inspector = inspect
}
