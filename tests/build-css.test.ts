/**
 * Each built page inlines its own CSS (build/page-css.ts): every class its markup and templates
 * show has its rule there (a sales page's, in its <head> and after its first screen:
 * build/first-screen.ts). The quiz's later screens, drawn by its scripts, are
 * tests/quiz.view.test.tsx's.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { sitePages } from '@/pages'
import { distDir } from '../build/build-dirs'
import { firstScreenHtml } from '../testing/budgets'
import { unstyledClasses } from './support/unstyled-classes'

const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: Window }
}

test.each(sitePages)('every class $url shows has its rule in the page’s own CSS', async (page) => {
  const { document } = new JSDOM(await readFile(join(distDir, 'client', page.file), 'utf8')).window
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('')
  expect(await unstyledClasses(document, css)).toEqual([])
})

test.each(sitePages)(
  'every class on $url’s first screen has its rule in the CSS of its <head>',
  async (page) => {
    const html = firstScreenHtml(await readFile(join(distDir, 'client', page.file), 'utf8'))
    const { document } = new JSDOM(html).window
    const css = document.head.querySelector('style')?.textContent ?? ''
    expect(await unstyledClasses(document.body, css)).toEqual([])
  },
)
