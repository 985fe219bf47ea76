/**
 * Gives the page a screen's own title (WCAG 2.4.2: as the quiz moves on, a screen reader
 * announces the new title, and the tab says where the visitor is), and puts the page's own title
 * back when the screen goes.
 */
export function showScreenTitle(title: string): () => void {
  const before = document.title
  document.title = title
  return () => {
    document.title = before
  }
}
