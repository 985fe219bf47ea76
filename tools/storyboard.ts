/**
 * `npm run storyboard`: builds the site as the browser tests do, has each engine take its pictures
 * (tools/storyboard.spec.ts), then writes storyboard/index.html: per machine its diagram and each
 * of its states with its pictures, then every page. One file, pictures as JPEG and diagrams as SVG
 * inline, that opens from disk and asks for nothing; the run fails unless every state a visitor
 * can see has a picture from every engine.
 */
import { spawnSync } from 'node:child_process'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import esc from 'escape-html'
import type { AnyStateNode } from 'xstate'
import { getStateNodes } from 'xstate/graph'
import { rootDir, testDist } from '../build/build-dirs'
import { launchChromium } from '../build/chromium'
import { requirements } from '../docs/requirements'
import type { EngineName } from '../e2e/engines/engine-page'
import { machineRegistry } from '../machines/registry'
import { sitePages } from '../src/pages'
import { mermaidOf } from './diagrams'
import { claimsBuildEnv, testBuildEnv } from './e2e-site'
import { requirementsIn, shortId } from './machine-graph'

/** A picture as the spec lists it. Pictures of one title in one place are one shot. */
export interface Picture {
  engine: EngineName
  /** Viewport width in CSS px. */
  width: number
  /** PNG parts, top to bottom. */
  files: string[]
  /** Where it shows: under the states of a machine, or under a page. */
  machine?: string
  stateIds?: string[]
  page?: string
  title: string
  /** The transitions that led there. */
  how?: string
  order: number
  /** Whole pages at half size, or the storyboard would weigh hundreds of megabytes. */
  scale?: number
}

const shotsDir = join(testDist, 'storyboard-shots')
const storyboardFile = join(rootDir, 'storyboard/index.html')
const engineNames = {
  chromium: 'Chromium (Blink)',
  webkit: 'WebKit (WebKitGTK)',
  gecko: 'Gecko (Firefox ESR)',
}
const started = Date.now()

function run(command: string, args: string[], forced: Record<string, string> = {}) {
  const result = spawnSync(command, args, {
    cwd: rootDir,
    stdio: 'inherit',
    env: { ...testBuildEnv, ...process.env, ...forced },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
run('npm', ['run', 'build'])
// The countdown past a set start shows only where a start is set: the claims build (tools/e2e-site.ts).
run('npm', ['run', 'build'], claimsBuildEnv)
await rm(shotsDir, { recursive: true, force: true })
run('npx', ['playwright', 'test', '--config', 'tools/storyboard.config.ts'])

const lists = (await readdir(shotsDir)).filter((file) => file.endsWith('.jsonl'))
const pictures = (await Promise.all(lists.map((file) => readFile(join(shotsDir, file), 'utf8'))))
  .flatMap((text) =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Picture),
  )
  .sort((a, b) => a.order - b.order)

const browser = await launchChromium()
const page = await browser.newPage()
// Mermaid's browser bundle, from tools/mermaid/ (`npm run storyboard` installs it on first use).
await page.addScriptTag({
  path: createRequire(join(rootDir, 'tools/mermaid/package.json')).resolve(
    'mermaid/dist/mermaid.min.js',
  ),
})
const diagrams = new Map<string, string>()
for (const { name, machine } of machineRegistry) {
  const svg = await page.evaluate(
    async ([id, source]) => {
      /** The part of mermaid's API used here (its types stay in tools/mermaid/). */
      interface Mermaid {
        initialize(config: { startOnLoad: boolean; securityLevel: string; theme: string }): void
        render(id: string, source: string): Promise<{ svg: string }>
      }
      const { mermaid } = window as unknown as { mermaid: Mermaid }
      mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'neutral' })
      return (await mermaid.render(id, source)).svg
    },
    [`diagram-${name}`, mermaidOf(machine)] as const,
  )
  diagrams.set(name, svg)
}
/** Each picture's parts stacked and scaled by Chromium's canvas, as a JPEG `data:` URI. */
const sources = new Map<Picture, string>()
for (const picture of pictures) {
  const parts = await Promise.all(
    picture.files.map(async (file) => (await readFile(file)).toString('base64')),
  )
  const src = await page.evaluate(
    async ({ parts, scale }) => {
      const images = await Promise.all(
        parts.map(async (part) => {
          const image = new Image()
          image.src = `data:image/png;base64,${part}`
          await image.decode()
          return image
        }),
      )
      const canvas = document.createElement('canvas')
      canvas.width = (images[0]?.naturalWidth ?? 0) * scale
      canvas.height = images.reduce((sum, image) => sum + image.naturalHeight, 0) * scale
      const context = canvas.getContext('2d') as CanvasRenderingContext2D
      let top = 0
      for (const image of images) {
        context.drawImage(image, 0, top, image.naturalWidth * scale, image.naturalHeight * scale)
        top += image.naturalHeight * scale
      }
      return canvas.toDataURL('image/jpeg', 0.7)
    },
    { parts, scale: picture.scale ?? 1 },
  )
  sources.set(picture, src)
}

const anchor = (text: string) => text.replace(/[^\w-]+/g, '-')
const rules = new Map<string, string>(requirements.map((r) => [r.id, r.rule]))

/** The shots among `pictures`: each its title, how the visitor got there, engines by widths. */
function shots(chosen: readonly Picture[]): string {
  const titles = [...new Set(chosen.map((picture) => picture.title))]
  return titles
    .map((title) => {
      const own = chosen.filter((picture) => picture.title === title)
      const widths = [...new Set(own.map((picture) => picture.width))].sort((a, b) => a - b)
      const rows = Object.entries(engineNames)
        .filter(([engine]) => own.some((p) => p.engine === engine))
        .map(([engine, engineName]) => {
          const cells = widths.map((width) => {
            const picture = own.find((p) => p.engine === engine && p.width === width)
            const alt = `${title}, ${width} px wide, in ${engineName}`
            return `<td>${picture ? `<img src="${sources.get(picture)}" width="${width * 0.75}" alt="${esc(alt)}">` : ''}</td>`
          })
          return `<tr><th>${engineName}</th>${cells.join('')}</tr>`
        })
      const how = own[0]?.how ? `<p>Reached by ${esc(own[0].how)}</p>` : ''
      return `<details${/whole/.test(title) ? '' : ' open'}><summary>${esc(title)}</summary>${how}
<table><tr><th></th>${widths.map((width) => `<th>${width} px</th>`).join('')}</tr>${rows.join('')}</table></details>`
    })
    .join('\n')
}

function stateSection(name: string, node: AnyStateNode): string {
  const own = pictures.filter(
    (picture) => picture.machine === name && picture.stateIds?.includes(node.id),
  )
  const carried = requirementsIn(node.meta).map(
    (id) => `<li><code>${id}</code> ${esc(rules.get(id) ?? '')}</li>`,
  )
  const none = Object.keys(node.states).length
    ? ''
    : `<p><em>No picture${node.always?.length ? ': the machine passes through it in an instant' : ''}.</em></p>`
  return `<section id="${anchor(node.id)}" style="margin-left:${node.path.length - 1}em">
<h3>State <code>${esc(shortId(node))}</code></h3><p>${esc(node.description ?? '')}</p><ul>${carried.join('')}</ul>
${own.length ? shots(own) : none}</section>`
}

const machines = machineRegistry.map(
  ({ name, machine, file }) => `<h2 id="machine-${name}">${name}</h2>
<p>${esc(machine.root.description ?? '')} <code>${file}</code></p><figure>${diagrams.get(name)}</figure>
${getStateNodes(machine)
  .map((node) => stateSection(name, node))
  .join('\n')}`,
)
const pages = sitePages.map(
  ({ url }) => `<section id="page${anchor(url)}"><h3>Page <code>${esc(url)}</code></h3>
${shots(pictures.filter((picture) => picture.page === url))}</section>`,
)
const contents = machineRegistry.map(({ name, machine }) => {
  const states = getStateNodes(machine).map(
    (node) => `<a href="#${anchor(node.id)}">${esc(shortId(node))}</a>`,
  )
  return `<li><a href="#machine-${name}">${name}</a>: ${states.join(', ')}</li>`
})
const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Storyboard: every state the visitor can see</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;color:#1c2b2b;background:#f6f4ef;margin:0 auto;padding:24px;max-width:1800px}
h2{margin-top:48px;border-bottom:3px solid #0f4c4c}
section{background:#fff;border-radius:8px;padding:4px 24px 16px;margin:24px 0}
code{background:#e9e5dc;padding:1px 4px;border-radius:3px}
summary{font-weight:600;margin:12px 0}
figure{background:#fff;margin:0;padding:16px;overflow-x:auto}
figure svg{display:block;margin:auto;min-width:600px}
th,td{text-align:left;vertical-align:top;padding:4px 8px}
img{display:block;border:1px solid #c9c3b5;height:auto;max-width:100%}
</style></head><body>
<h1>Storyboard: every state the visitor can see</h1>
<p>Each statechart of the product, its diagram and each of its states as a visitor sees it at 320, 375 and 1280 px in Chromium, WebKit and Gecko; then every page, its first screen, in forced colours, and the whole of it. The pictures come from the built site, driven along the machines' generated test paths by the browser tests' own drivers. Made by <code>npm run storyboard</code> on ${new Date().toISOString()}.</p>
<nav><ul>${contents.join('')}<li><a href="#pages">Pages</a></li></ul></nav>
${machines.join('\n')}
<h2 id="pages">Pages</h2>
${pages.join('\n')}
</body></html>
`
await mkdir(dirname(storyboardFile), { recursive: true })
await writeFile(storyboardFile, html)

// What the reader gets: a page that asks for nothing, each diagram, every state a visitor sees.
const address = pathToFileURL(storyboardFile).href
const asked: string[] = []
page.on('request', (request) => {
  if (request.url() !== address && !request.url().startsWith('data:')) asked.push(request.url())
})
await page.goto(address)
const drawn = await page.locator('figure svg').count()
await browser.close()
const unseen = machineRegistry.flatMap(({ name, machine }) =>
  getStateNodes(machine)
    .filter((node) => !Object.keys(node.states).length && !node.always?.length)
    .flatMap((node) =>
      Object.keys(engineNames)
        .filter(
          (engine) =>
            !pictures.some(
              (p) => p.machine === name && p.engine === engine && p.stateIds?.includes(node.id),
            ),
        )
        .map((engine) => `${node.id} in ${engine}`),
    ),
)
const size = (Buffer.byteLength(html) / 1e6).toFixed(1)
console.log(
  `Storyboard: ${storyboardFile} (${size} MB) in ${Math.round((Date.now() - started) / 1000)} s`,
)
if (asked.length || drawn !== machineRegistry.length || unseen.length) {
  console.error(
    `It asked for ${asked.join(', ') || 'nothing'}, drew ${drawn} diagrams; no picture of ${unseen.join(', ') || 'none missing'}`,
  )
  process.exit(1)
}
