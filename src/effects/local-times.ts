import { localDateTimeWords } from '@/lib/local-time'

/**
 * Takes away each element whose `data-gone-after` moment has passed (an offer's end line, and the
 * price rise 'when the promotion ends', stale after it), then puts each prerendered time marked
 * `data-local-time` (its words in UTC, true but foreign) in the visitor's own zone, followed by
 * that attribute's words ('(your time)'), its date held on one line where it fits. Read once,
 * when the page runs: the HTML without JavaScript keeps its UTC time, which stays true.
 */
export function showLocalTimes(root: ParentNode = document) {
  const now = Date.now()
  for (const element of root.querySelectorAll<HTMLElement>('[data-gone-after]')) {
    if (Date.parse(element.dataset.goneAfter ?? '') <= now) element.remove()
  }
  for (const time of root.querySelectorAll<HTMLTimeElement>('time[data-local-time]')) {
    const at = Date.parse(time.dateTime)
    if (Number.isNaN(at)) continue
    // The date and its time ('November 29, 11:59 pm') a box of its own, whole on one line where
    // it fits, so no line holds its month and day alone ('Offer ends Sunday, / November 29, /
    // 11:59 pm' at 320, radv36); wider than a line (large text) it wraps inside itself. Its
    // weekday before it, with the words before the time ('Offer ends Sunday,', held by a no-break
    // space: sales49, 'Offer ends' alone over 'Sunday, November 29,' at 320).
    const words = localDateTimeWords(at, { now })
    const dayAt = words.indexOf(', ') + 2
    const date = document.createElement('span')
    date.className = 'inline-block'
    date.textContent = words.slice(dayAt)
    time.replaceChildren(words.slice(0, dayAt), date, ` ${time.dataset.localTime}`)
  }
}
