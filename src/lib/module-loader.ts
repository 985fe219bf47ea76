/**
 * A module imported once, on demand, that can be asked again after a failed import (unlike
 * React.lazy, which keeps a rejected import for good). Its state is a store for
 * `useSyncExternalStore` (src/hooks/use-module-loader.ts); the quiz loads its results screen
 * with it (src/routes/quiz-page.tsx).
 */
export type ModuleLoad<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; module: T }
  | { status: 'failed' }

export interface ModuleLoader<T> {
  /** Imports the module unless it is loaded or on its way; after a failure, imports it again. */
  load(): void
  read(): ModuleLoad<T>
  subscribe(onChange: () => void): () => void
}

const idle = { status: 'idle' } as const
const loading = { status: 'loading' } as const
const failed = { status: 'failed' } as const

export function moduleLoader<T>(importModule: () => Promise<T>): ModuleLoader<T> {
  let state: ModuleLoad<T> = idle
  const listeners = new Set<() => void>()
  const set = (next: ModuleLoad<T>) => {
    state = next
    for (const listener of listeners) listener()
  }
  return {
    load() {
      if (state.status === 'loading' || state.status === 'loaded') return
      set(loading)
      importModule().then(
        (module) => set({ status: 'loaded', module }),
        () => set(failed),
      )
    },
    read: () => state,
    subscribe(onChange) {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
  }
}
