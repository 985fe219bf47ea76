/**
 * `useSyncExternalStoreWithSelector` on React 19's own `useSyncExternalStore`, for
 * @xstate/react's `useSelector`: vite.config.ts resolves that package's import of the
 * `use-sync-external-store` shim here. The shim also serves React 17; this keeps what React 19
 * needs (a selection kept while the snapshot, or by `isEqual` the selection, is unchanged) in
 * fewer of the quiz's first-load bytes. tests/use-sync-external-store.test.tsx holds it to that.
 */
import { useMemo, useSyncExternalStore } from 'react'

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: (() => Snapshot) | undefined,
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const [getSelection, getServerSelection] = useMemo(() => {
    let memo: { snapshot: Snapshot; selection: Selection } | undefined
    const select = (snapshot: Snapshot) => {
      if (memo && Object.is(memo.snapshot, snapshot)) return memo.selection
      const selection = selector(snapshot)
      if (memo && isEqual?.(memo.selection, selection)) {
        memo.snapshot = snapshot
        return memo.selection
      }
      memo = { snapshot, selection }
      return selection
    }
    return [
      () => select(getSnapshot()),
      getServerSnapshot && (() => select(getServerSnapshot())),
    ] as const
  }, [getSnapshot, getServerSnapshot, selector, isEqual])
  return useSyncExternalStore(subscribe, getSelection, getServerSelection)
}
