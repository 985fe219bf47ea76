/**
 * Marks a disclosure that a phone keeps folded and a wide screen shows open: beside a taller part
 * (the VSL's sample report) its folded summary alone would leave a hole.
 */
export const openWhenWideAttribute = 'data-open-when-wide'

/**
 * Opens each marked disclosure while the screen is lg wide (64rem, as the layout beside it) and as
 * it becomes so; a reader may still fold it again. Opened, not merely shown by CSS: its summary
 * then says 'expanded', as what it folds is in view.
 */
export function openWhenWide(
  root: ParentNode = document,
  wide: MediaQueryList = matchMedia('(min-width: 64rem)'),
): void {
  const open = () => {
    if (!wide.matches) return
    for (const details of root.querySelectorAll<HTMLDetailsElement>(
      `details[${openWhenWideAttribute}]`,
    )) {
      details.open = true
    }
  }
  open()
  wide.addEventListener('change', open)
}
