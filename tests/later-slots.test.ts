// @vitest-environment jsdom
import { expect, test } from 'vitest'
import { fillLaterSlots } from '@/effects/later-slots'

/** Every promise the page has chained so far settled: the next task. */
const settled = () => new Promise((resolve) => setTimeout(resolve))

/**
 * A page with an empty slot and the whole stylesheet as the paint-first loader left it: on its way
 * (''), `loaded` or `failed`; or none.
 */
function page(sheetState: string | null) {
  document.body.innerHTML = '<div data-module="/assets/intro-more-1.js"></div>'
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet' })
  if (sheetState !== null) link.setAttribute('data-later-style', sheetState)
  document.head.replaceChildren(...(sheetState === null ? [] : [link]))
  return link
}

const more = async () => ({ default: '<section><h2>More</h2></section>' })
const slot = () => document.querySelector('[data-module]')?.innerHTML

test('the slot the HTML left empty gets its module’s HTML only once the page’s whole stylesheet is in', async () => {
  const sheet = page('')
  const filling = fillLaterSlots(document, more)
  await settled()
  expect(slot()).toBe('')
  sheet.dispatchEvent(new Event('load'))
  expect(await filling).toBe(true)
  expect(document.querySelector('[data-module] h2')?.textContent).toBe('More')

  page('loaded')
  expect(await fillLaterSlots(document, more)).toBe(true)
  expect(document.querySelector('[data-module] h2')?.textContent).toBe('More')
})

test('without the page’s whole stylesheet nothing is put in, and the page hears so', async () => {
  const sheet = page('')
  const filling = fillLaterSlots(document, more)
  sheet.dispatchEvent(new Event('error'))
  expect(await filling).toBe(false)
  expect(slot()).toBe('')

  page('failed')
  expect(await fillLaterSlots(document, more)).toBe(false)
  expect(slot()).toBe('')
})

test('a module that does not come leaves its slot empty, and the page goes on', async () => {
  page(null)
  const filling = fillLaterSlots(document, () => Promise.reject(new TypeError('Failed to fetch')))
  expect(await filling).toBe(true)
  expect(slot()).toBe('')
})
