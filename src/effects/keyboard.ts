function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  )
}

/**
 * Number keys 1..`count` pick an option: `onPick` gets the 1-based position. A key held down
 * repeats without answering again, and shortcuts with modifiers are left to the browser.
 * Returns the unsubscribe.
 */
export function onOptionKey(count: number, onPick: (position: number) => void): () => void {
  const listener = (event: KeyboardEvent) => {
    if (event.repeat || event.defaultPrevented) return
    if (event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return
    if (!/^[1-9]$/.test(event.key)) return
    const position = Number(event.key)
    if (position > count) return
    event.preventDefault()
    onPick(position)
  }
  window.addEventListener('keydown', listener)
  return () => window.removeEventListener('keydown', listener)
}
