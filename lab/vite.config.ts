/**
 * The machines page as one HTML file (dist/machines/index.html): its script and styles inline, so
 * it opens from disk (`file://` loads no module files) or from any static host, and asks for
 * nothing. `npm run machines` serves it while you work (Vite's dev server, hot updates);
 * `npm run machines:build` writes the file.
 *
 * Each gets a Content-Security-Policy in its `<meta>` (`labCsp` below) that allows exactly what
 * that page uses:
 *
 * - the built file: its one inline script and its inline styles by their SHA-256 hashes (worked
 *   out once vite-plugin-singlefile has inlined them), the diagrams' own styles (each picture of
 *   docs/diagrams/ has a `<style>`, and the page puts the picture in), and the storyboard's
 *   pictures as data: URLs when there are any;
 * - the dev server's page: the module scripts it serves from its own origin, the styles its client
 *   injects (each with the nonce Vite gives it, `html.cspNonce`, new at each start), the diagrams'
 *   styles by hash, the dev server's WebSocket for hot updates, and the blob: worker with which its
 *   client waits for a restarted server.
 *
 * Nothing else: no other origin, no `eval`, no connection but the dev server's own.
 */
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { viteSingleFile } from 'vite-plugin-singlefile'
import { jsonFileModule } from './json-modules.ts'

/** What the page puts in beside what its HTML holds. */
interface LabCspOptions {
  /** Files of markup the page inserts (the diagrams): each `<style>` in them is allowed. */
  insertedMarkup: () => readonly string[]
  /** Whether the page shows pictures (data: URLs). */
  hasPictures: () => boolean
}

const placeholder = '__LAB_CONTENT_SECURITY_POLICY__'

/** The CSP source that allows an inline element of this text. */
function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** The text of each `<tag>` element in `html`, in order. */
function elementTexts(html: string, tag: 'script' | 'style'): string[] {
  const pattern = new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'gi')
  return [...html.matchAll(pattern)].map((match) => match[1] ?? '')
}

/** The styles of markup the page inserts, as hash sources. */
function insertedStyleHashes(files: readonly string[]): string[] {
  return files.flatMap((file) => elementTexts(readFileSync(file, 'utf8'), 'style').map(hashSource))
}

/** A policy from its directives, the empty ones left out. */
function policy(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .filter(([, sources]) => sources.length > 0)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/**
 * The built file's policy: the file's own inline scripts and styles by hash (its scripts' text
 * may hold markup, the diagrams', so styles are looked for outside them), and what it inserts.
 */
function builtPolicy(html: string, inserted: readonly string[], pictures: boolean): string {
  const outsideScripts = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
  const styles = [...elementTexts(outsideScripts, 'style').map(hashSource), ...inserted]
  return policy({
    'default-src': ["'none'"],
    'script-src': [...new Set(elementTexts(html, 'script').map(hashSource))],
    'style-src': [...new Set(styles)],
    'img-src': pictures ? ['data:'] : [],
  })
}

/** The dev server's policy, for the address it listens on. */
function servedPolicy(
  address: string,
  nonce: string,
  inserted: readonly string[],
  pictures: boolean,
): string {
  return policy({
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': [`'nonce-${nonce}'`, ...new Set(inserted)],
    'connect-src': [`ws://${address}`],
    'worker-src': ['blob:'],
    'img-src': pictures ? ['data:'] : [],
  })
}

function labCsp(options: LabCspOptions): Plugin {
  const nonce = randomBytes(18).toString('base64')
  let listening: () => string = () => {
    throw new Error('The dev server is not listening yet')
  }
  let serving = false
  return {
    name: 'lab-csp',
    enforce: 'post',
    config: (_, { command }) => {
      serving = command === 'serve'
      return serving ? { html: { cspNonce: nonce } } : {}
    },
    configureServer(server) {
      listening = () => {
        const address = server.httpServer?.address() as AddressInfo | null
        if (!address) throw new Error('The dev server is not listening yet')
        return `${address.address}:${address.port}`
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: {
            'http-equiv': 'Content-Security-Policy',
            content: serving
              ? servedPolicy(
                  listening(),
                  nonce,
                  insertedStyleHashes(options.insertedMarkup()),
                  options.hasPictures(),
                )
              : placeholder,
          },
          injectTo: 'head-prepend',
        },
      ],
    },
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'asset' || !file.fileName.endsWith('.html')) continue
          const html = String(file.source)
          if (!html.includes(placeholder) || /<script\b[^>]*\bsrc=/i.test(html))
            this.error(`${file.fileName}: the policy must be written once everything is inlined`)
          const written = builtPolicy(
            html.replace(placeholder, ''),
            insertedStyleHashes(options.insertedMarkup()),
            options.hasPictures(),
          )
          file.source = html.replace(placeholder, written)
        }
      },
    },
  }
}

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))

/** The diagrams the page shows (main.ts imports the same folder). */
const diagrams = () =>
  readdirSync(fromRoot('docs/diagrams'))
    .filter((name) => name.endsWith('.svg'))
    .map((name) => fromRoot(`docs/diagrams/${name}`))

/**
 * The comparison under "What changed": what `npm run machines:compare` writes, or the file
 * `MACHINES_COMPARE` names.
 */
const comparisonFile = resolve(
  fromRoot(''),
  process.env.MACHINES_COMPARE || 'dist/machines-compare.json',
)

/**
 * The storyboard's pictures: what `npm run storyboard` writes, or the file `MACHINES_PICTURES`
 * names; set empty, none (the browser tests' page, whatever a developer's storyboard holds).
 */
const picturesFile = resolve(
  fromRoot(''),
  process.env.MACHINES_PICTURES ?? 'storyboard/pictures.json',
)
const hasPictures = () => process.env.MACHINES_PICTURES !== '' && existsSync(picturesFile)

export default defineConfig({
  root: fromRoot('lab'),
  plugins: [
    viteSingleFile(),
    jsonFileModule('virtual:machines-compare', comparisonFile, 'null'),
    jsonFileModule('virtual:storyboard-pictures', hasPictures() ? picturesFile : '', '[]'),
    labCsp({ insertedMarkup: diagrams, hasPictures }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fromRoot('src') },
      { find: '@machines', replacement: fromRoot('machines') },
    ],
  },
  build: { outDir: fromRoot('dist/machines'), emptyOutDir: true, reportCompressedSize: false },
  server: { host: '127.0.0.1', fs: { allow: [fromRoot('')] } },
})
