/**
 * `npm run storyboard`: builds the site as the browser tests do, has each engine take its pictures
 * (tools/storyboard.spec.ts), then writes storyboard/index.html, pictures as JPEG and diagrams as
 * SVG inlined, a file that opens from disk and asks for nothing.
 */
import { spawnSync } from 'node:child_process'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Browser } from '@playwright/test'
import { rootDir } from '../build/build-dirs'
import { launchChromium } from '../build/chromium'
import type { EngineName } from '../e2e/engines/engine-page'
import { machineRegistry } from '../machines/registry'
import { sitePages } from '../src/pages'
import { mermaidOf } from './diagrams'
import { testBuildEnv } from './e2e-site'
import {
  type MachineStory,
  type PageStory,
  renderStoryboard,
  type ShotRecord,
  type StoryPicture,
  storyboardShots,
} from './storyboard-html'

const storyboardFile = join(rootDir, 'storyboard/index.html')
const engines: readonly EngineName[] = ['chromium', 'webkit', 'gecko']

const started = Date.now()
function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, {
    cwd: rootDir,
    stdio: 'inherit',
    env: { ...env, ...process.env },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/**
 * A picture's PNG parts, stacked and scaled, as a JPEG `data:` URI: Chromium's canvas does it
 * (whole pages at half size, or the page would weigh hundreds of megabytes).
 */
async function asJpeg(browser: Browser, files: string[], scale: number): Promise<string> {
  const page = await browser.newPage()
  try {
    const parts = await Promise.all(
      files.map(async (file) => (await readFile(file)).toString('base64')),
    )
    return await page.evaluate(
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
        canvas.width = Math.round((images[0]?.naturalWidth ?? 0) * scale)
        canvas.height = Math.round(
          images.reduce((sum, image) => sum + image.naturalHeight, 0) * scale,
        )
        const context = canvas.getContext('2d') as CanvasRenderingContext2D
        let top = 0
        for (const image of images) {
          context.drawImage(image, 0, top, image.naturalWidth * scale, image.naturalHeight * scale)
          top += image.naturalHeight * scale
        }
        return canvas.toDataURL('image/jpeg', 0.7)
      },
      { parts, scale },
    )
  } finally {
    await page.close()
  }
}

/** A machine's diagram: its Mermaid source (as in docs/machines.md) drawn as SVG markup. */
async function drawDiagram(browser: Browser, name: string, source: string): Promise<string> {
  const page = await browser.newPage()
  try {
    await page.addScriptTag({
      path: createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js'),
    })
    return await page.evaluate(
      async ({ id, source }) => {
        const { mermaid } = window as unknown as { mermaid: typeof import('mermaid').default }
        mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'neutral' })
        return (await mermaid.render(id, source)).svg
      },
      { id: `diagram-${name}`, source },
    )
  } finally {
    await page.close()
  }
}

async function readRecords(engine: EngineName): Promise<(ShotRecord & { engine: EngineName })[]> {
  const text = await readFile(join(storyboardShots, `${engine}.jsonl`), 'utf8')
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => ({ ...(JSON.parse(line) as ShotRecord), engine }))
}

/** The written page, opened from disk, asks for nothing and shows every machine's diagram. */
async function expectOpensFromDisk(browser: Browser) {
  const page = await browser.newPage()
  const address = pathToFileURL(storyboardFile).href
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url() !== address && !request.url().startsWith('data:')) asked.push(request.url())
  })
  await page.goto(address)
  const diagrams = await page.locator('figure.diagram svg').count()
  await page.close()
  if (asked.length || diagrams !== machineRegistry.length) {
    throw new Error(
      `The storyboard asked for ${asked.join(', ') || 'nothing'} and drew ${diagrams} diagrams`,
    )
  }
}

run('npm', ['run', 'build'], testBuildEnv)
await rm(storyboardShots, { recursive: true, force: true })
run('npx', ['playwright', 'test', '--config', 'tools/storyboard.config.ts'], testBuildEnv)

const browser = await launchChromium()
try {
  const records = (await Promise.all(engines.map(readRecords))).flat()
  const picture = async (
    record: ShotRecord & { engine: EngineName },
    scale = 1,
  ): Promise<StoryPicture> => ({
    engine: record.engine,
    width: record.width,
    src: await asJpeg(browser, record.files, scale),
  })
  const pages: PageStory[] = []
  for (const { url } of sitePages) {
    const own = records.filter((record) => record.kind === 'page' && record.url === url)
    pages.push({
      url,
      firstScreens: await Promise.all(
        own
          .filter((record) => record.kind === 'page' && !record.whole && !record.forcedColours)
          .map((r) => picture(r)),
      ),
      forcedColours: await Promise.all(
        own
          .filter((record) => record.kind === 'page' && record.forcedColours)
          .map((r) => picture(r)),
      ),
      wholePages: await Promise.all(
        own.filter((record) => record.kind === 'page' && record.whole).map((r) => picture(r, 0.5)),
      ),
    })
  }
  const stories: MachineStory[] = []
  for (const entry of machineRegistry) {
    const own = records.flatMap((record) =>
      record.kind === 'state' && record.machine === entry.name ? [record] : [],
    )
    const orders = [...new Set(own.map((record) => record.order))].sort((a, b) => a - b)
    const shots = await Promise.all(
      orders.map(async (order) => {
        const same = own.filter((record) => record.order === order)
        return {
          ...(same[0]?.caption as MachineStory['shots'][number]),
          pictures: await Promise.all(same.map((r) => picture(r))),
        }
      }),
    )
    const framing =
      entry.name === 'video-loader'
        ? 'Pictures: the screen with the video box in view; its states differ only inside the box. The player host is the browser tests’ stand-in, the player a stand-in too.'
        : 'Pictures: the first screen the visitor sees.'
    stories.push({
      entry,
      framing,
      diagram: await drawDiagram(browser, entry.name, mermaidOf(entry.machine)),
      shots,
    })
  }
  const html = renderStoryboard(stories, pages, { generatedAt: new Date().toISOString() })
  await mkdir(dirname(storyboardFile), { recursive: true })
  await writeFile(storyboardFile, html)
  await expectOpensFromDisk(browser)
  const size = (Buffer.byteLength(html) / 1e6).toFixed(1)
  console.log(
    `Storyboard: ${storyboardFile} (${size} MB) in ${Math.round((Date.now() - started) / 1000)} s`,
  )
} finally {
  await browser.close()
}
