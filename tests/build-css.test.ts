/**
 * Each built page inlines its own CSS (build/page-css.ts): every class its markup and templates
 * show has its rule there (a sales page's, in its <head> and after its first screen:
 * build/first-screen.ts). The quiz's later screens, drawn by its scripts, are
 * tests/quiz.view.test.tsx's; the outline a tab resumed at a question shows has its rules in
 * <head>.
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

// A tab resumed mid-quiz draws the question's outline from its first paint: its CSS in <head>,
// not with the whole CSS at the end of <body>, which a slow line parses late
// (build/first-screen.ts).
test('every class of the outline a tab resumed at a question shows has its rule in the quiz’s <head>', async () => {
  const quiz = sitePages.find((page) => page.kind === 'quiz')
  const { document } = new JSDOM(await readFile(join(distDir, 'client', quiz?.file ?? ''), 'utf8'))
    .window
  const shape = document.querySelector('[data-resume-shape="question"]')
  expect(shape).not.toBeNull()
  const css = document.head.querySelector('style')?.textContent ?? ''
  expect(await unstyledClasses(shape ?? document, css)).toEqual([])
})
