// @vitest-environment jsdom
import { expect, test } from 'vitest'
import { laterPartCopy } from '@/content/site'
import { fillLaterSlots } from '@/effects/later-slots'

/**
 * An empty slot and the line after it, on a page the ad's campaign led to, and the stylesheet as
 * the paint-first loader marks it: '', `loaded`, `failed`.
 */
function page(sheetState: string | null) {
  history.replaceState(null, '', '/?utm_source=ad')
  document.body.innerHTML = `<div data-module="/assets/rest-1.js"></div>${fallback}`
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet' })
  link.setAttribute('data-later-style', sheetState ?? '')
  document.head.replaceChildren(...(sheetState === null ? [] : [link]))
  document.documentElement.setAttribute('data-slots-waiting', '')
  return link
}

const fallback = '<p data-later-fallback="">Read the whole page</p>'
const more = async () => ({
  default:
    '<a data-outbound="" href="https://store.example/kit" ping="/go/order?from=vsl">Order</a>',
})
/** The slot, and whether <html> says it waits (src/styles.css). */
const slot = () =>
  `${document.body.innerHTML} ${document.documentElement.hasAttribute('data-slots-waiting') ? 'waits' : 'done'}`
/** Filled, its link carrying the campaign, the line after it gone. */
const filled =
  '<div data-module="/assets/rest-1.js"><a data-outbound="" href="https://store.example/kit?utm_source=ad" ping="/go/order?from=vsl">Order</a></div> done'
const waiting = `<div data-module="/assets/rest-1.js"></div>${fallback} waits`
/** Empty, no longer waiting, the line after it there. */
const letGo = `<div></div>${fallback} done`

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

test('a rest that comes after its slot stopped waiting, its line on screen, goes in when the visitor asks, and takes focus; below the screen, at once', async () => {
  const heading = async () => ({ default: '<h2>Why it matters</h2>' })
  page('loaded')
  document.documentElement.removeAttribute('data-slots-waiting')
  await fillLaterSlots(document, heading)
  const line = document.querySelector('[data-later-fallback]')
  expect([line?.textContent, line?.getAttribute('aria-live')]).toEqual([
    `${laterPartCopy.arrived} ${laterPartCopy.show}`,
    'polite',
  ])
  line?.querySelector('button')?.click()
  expect([document.body.innerHTML, document.activeElement?.textContent]).toEqual([
    '<div><h2 tabindex="-1">Why it matters</h2></div>',
    'Why it matters',
  ])
  page('loaded')
  document.documentElement.removeAttribute('data-slots-waiting')
  const below = { top: innerHeight } as DOMRect
  const lineBelow = document.querySelector('[data-later-fallback]') ?? {}
  Object.assign(lineBelow, { getBoundingClientRect: () => below })
  await fillLaterSlots(document, heading)
  expect(document.body.innerHTML).toBe(
    '<div data-module="/assets/rest-1.js"><h2>Why it matters</h2></div>',
  )
})
