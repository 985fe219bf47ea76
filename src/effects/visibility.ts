/** Calls `onVisible` each time the page comes back to the foreground. Returns the unsubscribe. */
export function onPageVisible(onVisible: () => void): () => void {
  const listener = () => {
    if (document.visibilityState === 'visible') onVisible()
  }
  document.addEventListener('visibilitychange', listener)
  return () => document.removeEventListener('visibilitychange', listener)
}
