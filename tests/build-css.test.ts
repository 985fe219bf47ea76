/**
 * Each built page inlines its own CSS (build/page-css.ts): every class its markup and templates
 * show has its rule there. The quiz's later screens, drawn by its scripts, are
 * tests/quiz.view.test.tsx's.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
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
