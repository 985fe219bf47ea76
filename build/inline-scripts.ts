/**
 * The inline scripts of the pages (src/inline/*.ts, each says what it does), bundled into one
 * classic script each, and their tags; the build hashes exactly these texts for the CSP.
 * early-taps and whole-layout go in <head>, paint-first last in <body>.
 */
import { join } from 'node:path'
import escapeHtml from 'escape-html'
import { build } from 'vite'
import { doubleTapMs, patienceMs } from '../machines/early-taps/early-taps.machine'
import { keptText, replay } from '../machines/quiz/quiz.persistence'
import { quizRules } from '../machines/quiz/quiz.rules'
import { quizLoading, quizQuestionCopy, quizQuestions } from '../src/content/quiz'
import {
  earlyQuestionAttribute,
  type HeldMessage,
  heldStatusAttribute,
} from '../src/effects/held-click'
import { rootDir } from './build-dirs'

/** A script's text: minified ES2017 in a function of its own, so it leaves no global behind. */
async function bundleInline(
  name: 'early-taps' | 'paint-first' | 'whole-layout',
  define: Record<string, string> = {},
): Promise<string> {
  const source = join(rootDir, `src/inline/${name}.ts`)
  const result = await build({
    configFile: false,
    root: rootDir,
    logLevel: 'warn',
    define,
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

/**
 * The early-taps script twice: the quiz's, which holds its taps, and every other page's, which
 * only forwards the campaign and leaves the taps' code out (1.2 kB of brotli, in the first round
 * trip of each sales page).
 */
export interface EarlyTaps {
  quiz: string
  page: string
}
export const bundleEarlyTaps = async (): Promise<EarlyTaps> => {
  const [quiz, page] = await Promise.all(
    [true, false].map((holds) =>
      bundleInline('early-taps', {
        __HOLDS_CLICKS__: String(holds),
        __QUESTION_COUNT__: String(quizRules.questionCount),
      }),
    ),
  )
  return { quiz: quiz ?? '', page: page ?? '' }
}
export const [paintFirstLoader, wholeLayoutScript] = await Promise.all([
  bundleInline('paint-first'),
  bundleInline('whole-layout'),
])

/**
 * The tag for <head>; `holdClicks` on the page whose buttons wait for React (the quiz), with the
 * delays of the chart the script follows (machines/early-taps), which it cannot import.
 */
export function earlyTapsTag(scripts: EarlyTaps, { holdClicks = false } = {}): string {
  if (!holdClicks) return `<script>${scripts.page}</script>`
  return `<script data-hold-clicks="" data-double-tap-ms="${doubleTapMs}" data-patience-ms="${patienceMs}">${scripts.quiz}</script>`
}

/**
 * The status region of a page that holds clicks, outside #root (React never touches it, so the
 * <head> script may write into it before hydration). Empty until the script has something to say;
 * its copy comes from the content, so the script's text, and its hash, stay the same whatever the
 * copy says.
 */
export function heldStatusTag(copy: Record<HeldMessage | 'reload', string> = quizLoading): string {
  const words = Object.entries(copy).map(([name, text]) => ` data-${name}="${escapeHtml(text)}"`)
  return `<p ${heldStatusAttribute}="" role="status"${words.join('')}></p>`
}

/**
 * Speculation Rules (HTML Standard) for a page that leads to `url`: Chromium prerenders it once a
 * visitor reaches for a link to it (moderate eagerness: a hover, or the press that starts a tap),
 * so the page is ready when the tap lands; other browsers ignore the element. It is inline, so
 * the page's CSP allows it by its hash (build/headers.ts), as every inline script.
 */
export function speculationRulesTag(url: string): string {
  const rules = { prerender: [{ where: { href_matches: url }, eagerness: 'moderate' }] }
  return `<script type="speculationrules">${JSON.stringify(rules)}</script>`
}

/** What the tab keeps for a quiz given `answers` (machines/quiz/quiz.persistence.ts). */
function keptAfter(answers: readonly number[]): string {
  const kept = replay(answers).findLast((snapshot) => snapshot.hasTag('kept'))
  const text = kept && keptText(kept)
  if (!text) throw new Error(`The quiz keeps nothing after the answers ${answers.join(', ')}`)
  return text
}

/**
 * The quiz's first question (`html`, src/entry-server.tsx) for the page's HTML, before #root and
 * outside it, as a template: inert (no duplicate ids, nothing for a page without JavaScript) until
 * the <head> script puts it in #root's place on a START tapped before the JavaScript, with the
 * title a question gives the page (src/inline/early-taps.ts). It carries what the tab keeps for a
 * reload once the JavaScript is late: after the START (key ''), or after each of its answers.
 */
export function earlyQuestionTag(html: string): string {
  const values = quizQuestions[0]?.options.map((option) => option.value) ?? []
  const kept = Object.fromEntries([
    ['', keptAfter([])],
    ...values.map((value) => [value, keptAfter([value])]),
  ])
  return `<template ${earlyQuestionAttribute}="" data-title="${escapeHtml(quizQuestionCopy.pageTitle(1))}" data-kept="${escapeHtml(JSON.stringify(kept))}"><div ${earlyQuestionAttribute}="">${html}</div></template>`
}

/** The whole-layout tag, with the heading face a reload draws again (`face`: its URL and weights). */
export function wholeLayoutTag(face: { href: string; weight: string }) {
  return `<script data-face="${escapeHtml(face.href)}" data-face-weight="${escapeHtml(face.weight)}">${wholeLayoutScript}</script>`
}

/**
 * The paint-first tag for a page whose entry is `first.at(-1)`, with the chunks it asks for at
 * once (`first`) and at low priority (`later`), and the heading face it loads after the first
 * paint (`face`: its URL and weights).
 */
export function paintFirstScript({
  first,
  later = [],
  face,
}: {
  first: string[]
  later?: string[]
  face: { href: string; weight: string }
}) {
  const entry = first.at(-1)
  if (!entry) throw new Error('A page needs an entry script')
  const paths = (files: readonly string[]) => escapeHtml(files.map((file) => `/${file}`).join(' '))
  return `<script data-entry="/${escapeHtml(entry)}" data-preload="${paths(first.slice(0, -1))}" data-later="${paths(later)}" data-face="${escapeHtml(face.href)}" data-face-weight="${escapeHtml(face.weight)}">${paintFirstLoader}</script>`
}
