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

/**
 * Why a page's CSS would keep a stale layout after a resize in WebKit, or undefined. WebKit 2.50
 * (Safari of late 2025; WebKit bug 310086) restyles a page whose CSS has a viewport unit (`vw`,
 * `dvh`…) on a resize, lays its query containers out within that restyle, and does not read the
 * media queries again: a phone turned sideways, or a window made wider, keeps the layout of the
 * size it had (in CI `/` kept its phone layout at 1280). A page's CSS has one or the other.
 */
export function staleLayoutRisk(css: string) {
  const rules = css.replace(/url\([^)]*\)/g, '')
  const unit = /(?<![\w.-])\d*\.?\d+[sld]?v(?:w|h|i|b|min|max)(?![\w-])/.exec(rules)
  const container = /container-type|@container/.exec(rules)
  if (!unit || !container) return undefined
  return `its CSS has a viewport unit ('${unit[0]}') and a query container ('${container[0]}'): WebKit then keeps a stale layout after a resize (build/page-css.ts); size the one in rem or %, or the other by media query`
}
