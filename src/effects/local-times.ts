import { localDateTimeWords } from '@/lib/local-time'

/**
 * Takes away each element whose `data-gone-after` moment has passed (an offer's end line, and the
 * price rise 'when the promotion ends', stale after it), then puts each prerendered time marked
 * `data-local-time` (its words in UTC, true but foreign) in the visitor's own zone, followed by
 * that attribute's words ('(your time)'). Read once, when the page runs: the HTML without
 * JavaScript keeps its UTC time, which stays true.
 */
export function showLocalTimes(root: ParentNode = document) {
  const now = Date.now()
  for (const element of root.querySelectorAll<HTMLElement>('[data-gone-after]')) {
    if (Date.parse(element.dataset.goneAfter ?? '') <= now) element.remove()
  }
  for (const time of root.querySelectorAll<HTMLTimeElement>('time[data-local-time]')) {
    const at = Date.parse(time.dateTime)
    if (!Number.isNaN(at))
      time.textContent = `${localDateTimeWords(at, { now })} ${time.dataset.localTime}`
  }
}
