import { localDateTimeWords } from '@/lib/local-time'

/**
 * Puts each prerendered time marked `data-local-time` (its words in UTC, true but foreign) in the
 * visitor's own zone, followed by that attribute's words ('(your time)'); one inside an element
 * marked `data-gone-when-past` (an offer's end) that has passed takes that element away, and so
 * does an element whose `data-gone-after` time has passed (the price rise 'when the promotion
 * ends', stale after it). Read once, when the page runs: the HTML without JavaScript keeps its
 * UTC time, which stays true.
 */
export function showLocalTimes(root: ParentNode = document) {
  const now = Date.now()
  for (const time of root.querySelectorAll<HTMLTimeElement>('time[data-local-time]')) {
    const at = Date.parse(time.dateTime)
    if (Number.isNaN(at)) continue
    const gone = time.closest('[data-gone-when-past]')
    if (gone && at <= now) gone.remove()
    else time.textContent = `${localDateTimeWords(at, { now })} ${time.dataset.localTime}`
  }
  for (const element of root.querySelectorAll<HTMLElement>('[data-gone-after]')) {
    if (Date.parse(element.dataset.goneAfter ?? '') <= now) element.remove()
  }
}
