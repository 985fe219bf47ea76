/**
 * The inline scripts of the pages (src/inline/*.ts, each says what it does), bundled into one
 * classic script each, and their tags; the build hashes exactly these texts for the CSP.
 * early-taps and whole-layout go in <head>, paint-first last in <body>.
 */
import { join } from 'node:path'
import escapeHtml from 'escape-html'
import { build } from 'vite'
import { quizLoading, quizQuestionCopy } from '../src/content/quiz'
import { earlyQuestionAttribute, heldStatusAttribute } from '../src/effects/held-click'
import { rootDir } from './build-dirs'

/** A script's text: minified ES2017 in a function of its own, so it leaves no global behind. */
async function bundleInline(name: 'early-taps' | 'paint-first' | 'whole-layout'): Promise<string> {
  const source = join(rootDir, `src/inline/${name}.ts`)
  const result = await build({
    configFile: false,
    root: rootDir,
    logLevel: 'warn',
    resolve: { alias: { '@': join(rootDir, 'src') } },
    build: {
      write: false,
      copyPublicDir: false,
      minify: true,
      target: 'es2017',
      lib: { entry: source, formats: ['iife'], name: 'inline' },
    },
  })
  const outputs = Array.isArray(result) ? result : [result]
  const chunks = outputs.flatMap((output) =>
    'output' in output ? output.output.filter((file) => file.type === 'chunk') : [],
  )
  const [chunk, ...more] = chunks
  if (!chunk || more.length > 0) {
    throw new Error(`${source} must bundle into one script, not ${chunks.length}`)
  }
  const code = chunk.code.trim()
  // Inside <script>, these would end the element or change how the browser parses the rest.
  if (/<\/script|<!--/i.test(code)) {
    throw new Error(`${source} bundles into text that cannot go inside <script>`)
  }
  return code
}

export const bundleEarlyTaps = () => bundleInline('early-taps')
export const [paintFirstLoader, wholeLayoutScript] = await Promise.all([
  bundleInline('paint-first'),
  bundleInline('whole-layout'),
])

/** The tag for <head>; `holdClicks` on the page whose buttons wait for React (the quiz). */
export function earlyTapsTag(script: string, { holdClicks = false } = {}): string {
  return `<script${holdClicks ? ' data-hold-clicks=""' : ''}>${script}</script>`
}

/**
 * The status region of a page that holds clicks, outside #root (React never touches it, so the
 * <head> script may write into it before hydration). Empty until a held tap; its copy comes from
 * the content, so the script's text, and its hash, stay the same whatever the copy says.
 */
export function heldStatusTag(copy: Record<'busy' | 'failed', string> = quizLoading): string {
  return `<p ${heldStatusAttribute}="" role="status" data-busy="${escapeHtml(copy.busy)}" data-failed="${escapeHtml(copy.failed)}"></p>`
}

/**
 * The quiz's first question (`html`, src/entry-server.tsx) for the page's HTML, before #root and
 * outside it, as a template: inert (no duplicate ids, nothing for a page without JavaScript) until
 * the <head> script puts it in #root's place on a START tapped before the JavaScript, with the
 * title a question gives the page (src/inline/early-taps.ts).
 */
export function earlyQuestionTag(html: string): string {
  return `<template ${earlyQuestionAttribute}="" data-title="${escapeHtml(quizQuestionCopy.pageTitle(1))}"><div ${earlyQuestionAttribute}="">${html}</div></template>`
}

/** The paint-first tag for a page whose entry is `files.at(-1)` and whose other files it imports. */
export function paintFirstScript(files: readonly string[]): string {
  const entry = files.at(-1)
  if (!entry) throw new Error('A page needs an entry script')
  const preload = files.slice(0, -1).map((file) => `/${file}`)
  return `<script data-entry="${escapeHtml(`/${entry}`)}" data-preload="${escapeHtml(preload.join(' '))}">${paintFirstLoader}</script>`
}
