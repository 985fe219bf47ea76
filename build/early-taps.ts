/**
 * The inline <head> script of every page (src/inline/early-taps.ts, which says what it does),
 * bundled at build time from its TypeScript source into one small classic script. It forwards
 * campaign parameters with the very `withCampaignParams` the rest of the site uses, so there is
 * one implementation of the forwarding rules. The build writes the text as it comes from here
 * and hashes exactly that for the CSP.
 */
import { join } from 'node:path'
import escapeHtml from 'escape-html'
import { build } from 'vite'
import { quizLoading } from '../src/content/quiz'
import { heldStatusAttribute } from '../src/effects/held-click'
import { rootDir } from './build-dirs'

const earlyTapsSource = join(rootDir, 'src/inline/early-taps.ts')

/** The script's text: minified ES2017, wrapped so that it leaves no global but `heldClicks`. */
export async function bundleEarlyTaps(): Promise<string> {
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
      lib: { entry: earlyTapsSource, formats: ['iife'], name: 'earlyTaps' },
    },
  })
  const outputs = Array.isArray(result) ? result : [result]
  const chunks = outputs.flatMap((output) =>
    'output' in output ? output.output.filter((file) => file.type === 'chunk') : [],
  )
  const [chunk, ...more] = chunks
  if (!chunk || more.length > 0) {
    throw new Error(`${earlyTapsSource} must bundle into one script, not ${chunks.length}`)
  }
  const code = chunk.code.trim()
  // Inside <script>, these would end the element or change how the browser parses the rest.
  if (/<\/script|<!--/i.test(code)) {
    throw new Error(`${earlyTapsSource} bundles into text that cannot go inside <script>`)
  }
  return code
}

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
