/**
 * Each page's own CSS, inlined in its <head>: src/styles.css compiled for the classes that page can
 * use, not for the whole site's. Tailwind's own compiler and candidate scanner do it, the two that
 * @tailwindcss/vite runs over every source file, given instead one page's HTML and the scripts it
 * loads (its chunks, all of them, so the quiz's question and results screens keep their rules).
 * The scanner is Tailwind's, not a list or pattern of ours, so whatever Tailwind finds in the
 * source it finds in the built page: variants, arbitrary values, the classes a script puts
 * together from whole strings. tests/build-css.test.ts fails when a class a page shows has no rule.
 */
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { compile, optimize } from '@tailwindcss/node'
import { Scanner } from '@tailwindcss/oxide'
import { decodeHTML } from 'entities'
import { rootDir } from './build-dirs'

const stylesFile = join(rootDir, 'src/styles.css')

/**
 * The minified CSS for a page: `html` (any <style> in it unread), its `scripts`' text, and `extra`
 * rules (the font faces) after the stylesheet's.
 */
export async function pageCss(html: string, scripts: readonly string[], extra = '') {
  const styles = await readFile(stylesFile, 'utf8')
  // A fresh compiler per page: one keeps every candidate it was ever given.
  const compiler = await compile(`${styles}\n${extra}`, {
    base: dirname(stylesFile),
    onDependency: () => {},
  })
  // Attributes are HTML-escaped (`[&amp;>img]:…`); the scanner reads classes as the source spells them.
  const markup = decodeHTML(html.replace(/<style>.*?<\/style>/gs, ''))
  const candidates = new Scanner({}).scanFiles([
    { content: markup, extension: 'html' },
    ...scripts.map((content) => ({ content, extension: 'js' })),
  ])
  return optimize(compiler.build(candidates), { minify: true }).code
}
