/**
 * Each built page inlines its own CSS (build/page-css.ts): every class its markup and templates
 * show has its rule there. What the quiz's HTML leaves for its scripts (build/later-slots.ts), its
 * intro's rest, has its rules in the stylesheet that comes with them. The quiz's later screens,
 * drawn by its scripts, are tests/quiz.view.test.tsx's.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { expect, test } from 'vitest'
import { sitePages } from '@/pages'
import { distDir } from '../build/build-dirs'
import { unstyledClasses } from './support/unstyled-classes'

const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: Window }
}

test.each(sitePages)('every class $url shows has its rule in the page’s own CSS', async (page) => {
  const { document } = new JSDOM(await readFile(join(distDir, 'client', page.file), 'utf8')).window
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('')
  expect(await unstyledClasses(document, css)).toEqual([])
})

test('the intro’s rest, which the quiz’s scripts bring, has every class’s rule in the stylesheet they bring', async () => {
  const client = join(distDir, 'client')
  const quiz = sitePages.find((page) => page.kind === 'quiz')
  const { document } = new JSDOM(await readFile(join(client, quiz?.file ?? ''), 'utf8')).window
  const slot = document.querySelector('[data-module]')
  const sheet = document.querySelector('script[data-style]')?.getAttribute('data-style')
  const module = join(client, slot?.getAttribute('data-module') ?? '')
  slot?.replaceChildren()
  expect(slot?.innerHTML).toBe('')
  if (slot)
    slot.innerHTML = ((await import(pathToFileURL(module).href)) as { default: string }).default
  expect(slot?.querySelectorAll('section').length).toBeGreaterThan(0)
  const css = await readFile(join(client, sheet ?? ''), 'utf8')
  expect(await unstyledClasses(document, css)).toEqual([])
})
