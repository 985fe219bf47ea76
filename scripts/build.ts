/**
 * Production build: the client entries, a server bundle of the whole routed app, then every
 * page prerendered to static HTML with its head tags, inlined CSS and its own entry script.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { type PrerenderedPage, pageEntries } from '../src/pages'
import { clientDir, distDir, rootDir, serverDir } from './site'

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
}
type Manifest = Record<string, ManifestChunk>

function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')
}

/** The chunk files a module loads up front: its static imports, then itself. */
export function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return []
  seen.add(key)
  const chunk = manifest[key]
  if (!chunk) throw new Error(`No chunk in the Vite manifest for ${key}`)
  return [...(chunk.imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen)), chunk.file]
}

function headTags(page: PrerenderedPage, manifest: Manifest, css: string): string {
  const { title, description, image } = page.meta
  const files = chunkFiles(manifest, page.entry)
  const entryFile = files.at(-1)
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<style>${css}</style>`,
    ...files.slice(0, -1).map((file) => `<link rel="modulepreload" href="/${file}" />`),
    `<script type="module" src="/${entryFile}"></script>`,
  ].join('\n    ')
}

async function main() {
  await rm(distDir, { recursive: true, force: true })
  await build({
    root: rootDir,
    logLevel: 'warn',
    build: { outDir: clientDir, emptyOutDir: true, rollupOptions: { input: Object.values(pageEntries) } },
  })
  await build({
    root: rootDir,
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: serverDir,
      manifest: false,
      copyPublicDir: false,
    },
  })

  const manifest: Manifest = JSON.parse(
    await readFile(join(clientDir, '.vite/manifest.json'), 'utf8'),
  )
  // Every entry imports the same stylesheet; it goes inline so nothing blocks the first paint.
  const cssFiles = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))
  const css = (
    await Promise.all([...cssFiles].map((file) => readFile(join(clientDir, file), 'utf8')))
  ).join('\n')

  const shell = (await readFile(join(rootDir, 'index.html'), 'utf8')).replace(
    /\s*<script type="module" src="\/src\/entries\/dev\.tsx"><\/script>/,
    '',
  )
  if (!shell.includes('<!--app-head-->') || !shell.includes('<!--app-html-->')) {
    throw new Error('index.html lost its <!--app-head--> or <!--app-html--> placeholder')
  }
  const server = (await import(pathToFileURL(join(serverDir, 'entry-server.js')).href)) as {
    render: (url: string) => Promise<string>
    pages: PrerenderedPage[]
  }

  for (const page of server.pages) {
    const html = shell
      .replace('<!--app-head-->', headTags(page, manifest, css))
      .replace('<!--app-html-->', await server.render(page.url))
    const target = join(clientDir, page.file)
    await mkdir(dirname(target), { recursive: true })
    await writeFile(target, html)
  }
  console.log(`Prerendered ${server.pages.length} pages into ${clientDir}`)
}

await main()
