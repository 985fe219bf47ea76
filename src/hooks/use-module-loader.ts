import { useSyncExternalStore } from 'react'
import type { ModuleLoad, ModuleLoader } from '@/lib/module-loader'

/** A loader's state, re-rendering as it changes; idle in the prerender (nothing loads there). */
export function useModuleLoad<T>(loader: ModuleLoader<T>): ModuleLoad<T> {
  return useSyncExternalStore(loader.subscribe, loader.read, loader.read)
}
