// @vitest-environment jsdom
import { expect, test } from 'vitest'
import { fillLaterSlots } from '@/effects/later-slots'

/** An empty slot, and the stylesheet as the paint-first loader marks it: '', `loaded`, `failed`. */
function page(sheetState: string | null) {
  document.body.innerHTML = '<div data-module="/assets/intro-more-1.js"></div>'
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet' })
  link.setAttribute('data-later-style', sheetState ?? '')
  document.head.replaceChildren(...(sheetState === null ? [] : [link]))
  document.documentElement.setAttribute('data-slots-waiting', '')
  return link
}

const more = async () => ({ default: '<h2>More</h2>' })
/** The slot, and whether <html> says it waits (src/styles.css). */
const slot = () =>
  `${document.body.innerHTML} ${document.documentElement.hasAttribute('data-slots-waiting') ? 'waits' : 'done'}`
const filled = '<div data-module="/assets/intro-more-1.js"><h2>More</h2></div> done'
const waiting = '<div data-module="/assets/intro-more-1.js"></div> waits'
/** Empty, and no longer waiting. */
const letGo = '<div></div> done'

test('the slot the HTML left empty gets its module’s HTML once the page’s whole stylesheet is in', async () => {
  const sheet = page('')
  const filling = fillLaterSlots(document, more)
  // Every promise chained so far settles before the next task.
  await new Promise((resolve) => setTimeout(resolve))
  expect(slot()).toBe(waiting)
  sheet.dispatchEvent(new Event('load'))
  expect([await filling, slot()]).toEqual([true, filled])
  page('loaded')
  expect([await fillLaterSlots(document, more), slot()]).toEqual([true, filled])
})

test('without the page’s whole stylesheet nothing is put in, the slot no longer waits, and the page hears so', async () => {
  const sheet = page('')
  const filling = fillLaterSlots(document, more)
  sheet.dispatchEvent(new Event('error'))
  expect([await filling, slot()]).toEqual([false, letGo])
  page('failed')
  expect([await fillLaterSlots(document, more), slot()]).toEqual([false, letGo])
})

test('a module that does not come leaves its slot empty, no longer waiting, and the page goes on', async () => {
  page(null)
  const failing = () => Promise.reject(new TypeError('Failed to fetch'))
  expect([await fillLaterSlots(document, failing), slot()]).toEqual([true, letGo])
})
