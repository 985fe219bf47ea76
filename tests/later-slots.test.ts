// @vitest-environment jsdom
import { expect, test } from 'vitest'
import { fillLaterSlots } from '@/effects/later-slots'

/** Every promise the page has chained so far settled: the next task. */
const settled = () => new Promise((resolve) => setTimeout(resolve))

test('the slot the HTML left empty gets its module’s HTML only once the page’s whole stylesheet is in', async () => {
  document.body.innerHTML = '<div data-module="/assets/intro-more-1.js"></div>'
  const sheet = Object.assign(document.createElement('link'), { rel: 'stylesheet' })
  sheet.setAttribute('data-later-style', '')
  document.head.append(sheet)
  const asked: string[] = []
  const filling = fillLaterSlots(document, async (path) => {
    asked.push(path)
    return { default: '<section><h2>More</h2></section>' }
  })
  await settled()
  expect([asked, document.querySelector('h2')]).toEqual([['/assets/intro-more-1.js'], null])
  sheet.dispatchEvent(new Event('load'))
  await filling
  expect(document.querySelector('[data-module] h2')?.textContent).toBe('More')
})

test('a module that does not come leaves its slot empty, and the page goes on', async () => {
  document.head.replaceChildren()
  document.body.innerHTML = '<div data-module="/assets/gone.js"></div>'
  await fillLaterSlots(document, () => Promise.reject(new TypeError('Failed to fetch')))
  expect(document.querySelector('[data-module]')?.innerHTML).toBe('')
})
