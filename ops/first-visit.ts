/**
 * `npm run first-visit -- [--origin URL | --no-build] [--out DIR] [--engines chromium,gecko,webkit]
 * [--widths 375,1280] [--paths /,/google,/advertorial-v2,/quiz]`: the pictures of docs/pictures/first-visit/,
 * a first visit beside a second per engine and width, and every heading's line count on each.
 *
 * Each row is a page, each column a visit in a fresh profile (an empty cache), its first screen:
 * "face late" (the heading face's file never comes, as on a slow line: the stand-ins alone),
 * "1st" (a first visit on loopback) and "2nd" (the page visited again in the same profile, the face
 * in its cache; not a reload, which draws the headings as the visit it reloads did). It builds
 * the site and serves dist/client (`--no-build`: the build there), or visits `--origin`; the
 * "face late" column goes through a proxy of its own that answers 404 for the heading face's file
 * (`/assets/source-serif-4-*`).
 * It counts the lines of every h1, h2 and h3 on the page (the whole page, not only the first
 * screen) on each visit, prints each heading whose count differs between the visits with its lines
 * and width on each, and exits 1 when one does: the stand-ins are sized to wrap where the face will
 * (build/fonts.ts). `--paths` takes any page (`/privacy`, `/terms`, a path that is not one for the
 * 404). Each picture is kept within
 * 100 kB. Not part of `npm test`: a picture is for a person to look at (docs/testing.md).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, request, type Server } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { Builder, type WebDriver } from 'selenium-webdriver'
import { ServiceBuilder } from 'selenium-webdriver/safari.js'
import { clientDir, rootDir } from '../build/build-dirs'
import { findFirefox, findWebKit } from '../testing/browsers'
import { findChromium } from '../testing/chromium'
import { createSiteServer } from './serve'

/** The part of sharp's API used here (installed in ops/sharp/ on first use, ops/install.sh). */
interface Sharp {
  resize(width: number): Sharp
  composite(layers: { input: Buffer; left: number; top: number }[]): Sharp
  png(): Sharp
  jpeg(options: { quality: number; mozjpeg: boolean }): Sharp
  toBuffer(): Promise<Buffer>
}
const sharp = createRequire(join(rootDir, 'ops/sharp/package.json'))('sharp') as (
  input: Buffer | { create: { width: number; height: number; channels: 3; background: string } },
) => Sharp

const { values } = parseArgs({
  options: {
    origin: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    out: { type: 'string', default: join(rootDir, 'docs/pictures/first-visit') },
    engines: { type: 'string', default: 'chromium,gecko,webkit' },
    widths: { type: 'string', default: '375,1280' },
    paths: { type: 'string', default: '/,/google,/advertorial-v2,/quiz' },
  },
})
const engines = (values.engines ?? '').split(',') as Engine[]
const widths = (values.widths ?? '').split(',').map(Number)
const paths = (values.paths ?? '').split(',')

type Engine = 'chromium' | 'gecko' | 'webkit'
type Visit = 'late' | 'first' | 'second'
const visits: Visit[] = ['late', 'first', 'second']
const visitLabels: Record<Visit, string> = {
  late: '1st visit, face late',
  first: '1st visit',
  second: '2nd visit',
}
/** A phone's first screen, and a laptop's. */
const heightAt = (width: number) => (width < 800 ? 700 : 800)
/** Each shot's scale in the picture: small enough that six pictures stay near 600 kB. */
const scaleAt = (width: number) => (width < 800 ? 0.5 : 0.3)
/** Each picture's most bytes: six of them about 600 kB. Qualities tried in turn until one fits. */
const pictureBudget = 100_000
const qualities = [60, 50, 42, 36]
/** The heading face's file: the one request the "face late" column never answers. */
const displayFace = /^\/assets\/source-serif-4-[\w-]+\.woff2$/

/** A heading's lines and its widest line's width, in CSS pixels. */
interface HeadingSeen {
  tag: string
  text: string
  lines: number
  width: number
}
/** What a shot records besides its pixels: the page's headings' lines, and whether the face drew them. */
interface Seen {
  headings: HeadingSeen[]
  face: boolean
}
/**
 * Every h1, h2 and h3 the page lays out, in page order, the whole page and not only its first
 * screen: its lines are its text's line boxes (a range's rectangles, one row per line), so a
 * heading's padding or a line-height of its own counts no line.
 */
const seenScript = `(() => {
  const headings = []
  for (const heading of document.querySelectorAll('h1, h2, h3')) {
    if (heading.getClientRects().length === 0) continue
    const range = document.createRange()
    range.selectNodeContents(heading)
    const half = (parseFloat(getComputedStyle(heading).lineHeight) || 16) / 2
    const lines = []
    for (const rect of range.getClientRects()) {
      if (rect.width === 0) continue
      const middle = rect.top + rect.height / 2
      const line = lines.find((line) => Math.abs(line.middle - middle) < half)
      if (line) {
        line.left = Math.min(line.left, rect.left)
        line.right = Math.max(line.right, rect.right)
      } else lines.push({ middle, left: rect.left, right: rect.right })
    }
    headings.push({
      tag: heading.tagName.toLowerCase(),
      text: heading.textContent.trim().replace(/\\s+/g, ' '),
      lines: lines.length,
      width: Math.round(Math.max(0, ...lines.map((line) => line.right - line.left))),
    })
  }
  const root = document.documentElement
  // The headings list the face once it drew, or from the start on a visit laid out whole. A face
  // of the family loaded, not \`document.fonts.check\`, which checks false while a face of the
  // family is unloaded (Gecko, 2026-11-28, when the pages still had a rule for it).
  const listed = root.hasAttribute('data-display-face')
  const loaded = [...document.fonts].some(
    (face) => face.family.replace(/["']/g, '') === 'Source Serif 4' && face.status === 'loaded',
  )
  return { headings, face: listed && loaded }
})()`
/** After the load event, the loader's face request (after the first paint) and its settling. */
const settleScript = `new Promise((done) => setTimeout(() => document.fonts.ready.then(() => requestAnimationFrame(() => requestAnimationFrame(done))), 1200))`

/** A proxy of `origin` that answers 404 for the heading face's file. */
async function withoutFace(origin: string): Promise<Server> {
  const target = new URL(origin)
  const server = createServer((req, res) => {
    if (displayFace.test((req.url ?? '').split('?')[0] ?? '')) return res.writeHead(404).end()
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
  await once(server.listen(0, '127.0.0.1'), 'listening')
  return server
}
const originOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`

/** Takes the visits of one page at one width in one engine: a PNG and what was seen, per visit. */
type Shooter = (
  origins: Record<'plain' | 'late', string>,
  path: string,
  width: number,
) => Promise<Record<Visit, { png: Buffer; seen: Seen }>>

async function puppeteerShooter(engine: 'chromium' | 'gecko'): Promise<{
  shoot: Shooter
  close: () => Promise<void>
}> {
  const launch = () =>
    engine === 'chromium'
      ? puppeteer.launch({ executablePath: findChromium(), headless: true, args: ['--no-sandbox'] })
      : puppeteer.launch({
          browser: 'firefox',
          executablePath: findFirefox(),
          headless: true,
          // Scrollbars over the page, as on a phone and in the browser tests (e2e/engines/gecko.ts):
          // Linux Firefox's classic ones take 12 px, and at 375 the page then lays out 363 px,
          // where headings within 1-3 % of their box wrapped differently (2026-11-28: the
          // advertorial's h1, 'The CellWise Cellular Health Kit', 'Frequently asked questions').
          extraPrefsFirefox: { 'ui.useOverlayScrollbars': 1 },
        })
  const visit = async (browser: Browser, url: string, width: number, twice: boolean) => {
    const page: Page = await browser.newPage()
    await page.setViewport({
      width,
      height: heightAt(width),
      isMobile: engine === 'chromium' && width < 800,
      hasTouch: width < 800,
    })
    const shots: { png: Buffer; seen: Seen }[] = []
    for (const _ of twice ? [1, 2] : [1]) {
      await page.goto(url, { waitUntil: 'load' })
      await page.evaluate(settleScript)
      const seen = (await page.evaluate(seenScript)) as Seen
      shots.push({ png: Buffer.from(await page.screenshot()), seen })
    }
    return shots
  }
  return {
    async shoot(origins, path, width) {
      // A browser of its own per visit: a fresh profile, an empty cache.
      const run = async (origin: string, twice: boolean) => {
        const browser = await launch()
        try {
          return await visit(browser, origin + path, width, twice)
        } finally {
          await browser.close()
        }
      }
      const [late] = await run(origins.late, false)
      const [first, second] = await run(origins.plain, true)
      if (!late || !first || !second) throw new Error('A visit took no picture')
      return { late, first, second }
    },
    async close() {},
  }
}

/** Xvfb on the first free display, as the browser tests start it (e2e/engines/webkit.ts). */
async function startDisplay(xvfb: string): Promise<{ display: string; child: ChildProcess }> {
  const child = spawn(
    xvfb,
    ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    },
  )
  const [chunk] = (await once(child.stdio[3] as NodeJS.ReadableStream, 'data')) as [Buffer]
  return { display: `:${chunk.toString().trim()}`, child }
}

async function webKitShooter(): Promise<{ shoot: Shooter; close: () => Promise<void> }> {
  const paths = findWebKit()
  const config = await mkdtemp(join(tmpdir(), 'first-visit-gtk-'))
  await mkdir(join(config, 'gtk-3.0'))
  // MiniBrowser's chrome shrunk, so its window can be a phone's width (e2e/engines/webkit.ts).
  await writeFile(
    join(config, 'gtk-3.0', 'gtk.css'),
    '* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; -gtk-icon-transform: scale(0.1); }\nentry { margin-right: -150px; }\n',
  )
  const { display, child } = await startDisplay(paths.xvfb)
  const service = new ServiceBuilder(paths.driver)
    .setEnvironment({ ...process.env, DISPLAY: display, XDG_CONFIG_HOME: config } as Record<
      string,
      string
    >)
    .build()
  const server = await service.start(20_000)
  const session = () =>
    new Builder()
      .usingServer(server)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: paths.miniBrowser, args: ['--automation'] },
      })
      .build()
  // The window is the viewport and MiniBrowser's chrome: sized, the viewport measured, sized again.
  const sized = async (driver: WebDriver, width: number) => {
    const height = heightAt(width)
    await driver.get('about:blank')
    let rect = { width, height }
    for (let attempt = 0; attempt < 4; attempt++) {
      await driver.manage().window().setRect(rect)
      // The window takes its new size a few frames later.
      const [innerWidth, innerHeight] = (await driver.executeAsyncScript(
        `const done = arguments[arguments.length - 1]
        let frames = 0
        const wait = () => innerWidth === ${width} && innerHeight === ${height} || ++frames > 30 ? done([innerWidth, innerHeight]) : requestAnimationFrame(wait)
        wait()`,
      )) as number[]
      if (innerWidth === width && innerHeight === height) return
      // A window still being mapped reports nothing useful yet: ask again at the same size.
      if (!(innerWidth && innerHeight)) continue
      rect = {
        width: Math.max(width, rect.width + width - innerWidth),
        height: Math.max(height, rect.height + height - innerHeight),
      }
    }
    throw new Error(`WebKit's viewport would not become ${width}x${height}`)
  }
  const shot = async (driver: WebDriver) => {
    await driver.executeAsyncScript(
      `const done = arguments[arguments.length - 1]; ${settleScript}.then(() => done())`,
    )
    const seen = (await driver.executeScript(`return ${seenScript}`)) as Seen
    return { png: Buffer.from(await driver.takeScreenshot(), 'base64'), seen }
  }
  return {
    async shoot(origins, path, width) {
      // A session of its own per visit: MiniBrowser's automation profile starts empty.
      const lateDriver = await session()
      let late: { png: Buffer; seen: Seen }
      try {
        await sized(lateDriver, width)
        await lateDriver.get(origins.late + path)
        late = await shot(lateDriver)
      } finally {
        await lateDriver.quit()
      }
      const driver = await session()
      try {
        await sized(driver, width)
        await driver.get(origins.plain + path)
        const first = await shot(driver)
        await driver.get(origins.plain + path)
        const second = await shot(driver)
        return { late, first, second }
      } finally {
        await driver.quit()
      }
    },
    async close() {
      await service.kill()
      child.kill()
      await rm(config, { recursive: true, force: true })
    },
  }
}

/** A label as an image: sharp draws SVG text with the system's sans-serif. */
const label = (text: string, width: number, height: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><text x="4" y="${height - 7}" font-family="sans-serif" font-size="11" fill="#222">${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</text></svg>`,
  )

/** The picture: a row per page, a column per visit, each shot scaled down, labels above and left. */
async function picture(
  shots: { path: string; byVisit: Record<Visit, { png: Buffer; seen: Seen }> }[],
  width: number,
): Promise<Buffer> {
  const scale = scaleAt(width)
  const cell = { width: Math.round(width * scale), height: Math.round(heightAt(width) * scale) }
  const gap = 6
  const head = 22
  const layers: { input: Buffer; left: number; top: number }[] = []
  visits.forEach((visit, column) => {
    layers.push({
      input: label(visitLabels[visit], cell.width, head),
      left: column * (cell.width + gap),
      top: 0,
    })
  })
  for (const [row, { path, byVisit }] of shots.entries()) {
    const top = head + row * (cell.height + head + gap)
    for (const [column, visit] of visits.entries()) {
      const { png, seen } = byVisit[visit]
      const left = column * (cell.width + gap)
      const h1 = seen.headings.find((heading) => heading.tag === 'h1')
      const caption = `${path} h1: ${h1?.lines ?? 0} lines, ${seen.face ? 'face' : 'stand-in'}`
      layers.push({ input: label(caption, cell.width, head), left, top })
      layers.push({
        input: await sharp(png).resize(cell.width).png().toBuffer(),
        left,
        top: top + head,
      })
    }
  }
  const canvas = {
    width: visits.length * (cell.width + gap) - gap,
    height: head + shots.length * (cell.height + head + gap) - gap,
  }
  const sheet = await sharp({ create: { ...canvas, channels: 3, background: '#ffffff' } })
    .composite(layers)
    .png()
    .toBuffer()
  let jpeg: Buffer = Buffer.alloc(0)
  for (const quality of qualities) {
    jpeg = await sharp(sheet).jpeg({ quality, mozjpeg: true }).toBuffer()
    if (jpeg.length <= pictureBudget) break
  }
  return jpeg
}

let site: Server | undefined
let origin = values.origin
if (!origin) {
  if (!values['no-build'])
    execFileSync('npx', ['tsx', 'build/build.ts'], {
      cwd: rootDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
  site = await createSiteServer(clientDir)
  await once(site.listen(0, '127.0.0.1'), 'listening')
  origin = originOf(site)
}
const proxy = await withoutFace(origin)
const origins = { plain: origin.replace(/\/$/, ''), late: originOf(proxy) }
await mkdir(values.out ?? '.', { recursive: true })
const differing: string[] = []
/** Where the second visit drew the stand-ins too: this machine's load, nothing measured. */
const unmeasured: string[] = []
/** Each heading whose line count differs between the visits: its lines and width on each. */
function changedHeadings(byVisit: Record<Visit, { seen: Seen }>): string[] {
  const count = byVisit.late.seen.headings.length
  if (visits.some((visit) => byVisit[visit].seen.headings.length !== count))
    return [
      `the visits laid out different headings: ${visits.map((visit) => `${visit} ${byVisit[visit].seen.headings.length}`).join(', ')}`,
    ]
  const changed: string[] = []
  for (let index = 0; index < count; index++) {
    const seen = visits.map((visit) => byVisit[visit].seen.headings[index] as HeadingSeen)
    if (seen.every((heading) => heading.lines === seen[0]?.lines)) continue
    const [first] = seen
    changed.push(
      `${first?.tag} "${first?.text}": ${visits.map((visit, at) => `${visit} ${seen[at]?.lines} (${seen[at]?.width} px)`).join(', ')}`,
    )
  }
  return changed
}
try {
  for (const engine of engines) {
    const shooter = engine === 'webkit' ? await webKitShooter() : await puppeteerShooter(engine)
    try {
      for (const width of widths) {
        const shots = []
        for (const path of paths) {
          const byVisit = await shooter.shoot(origins, path, width)
          const drawn = visits
            .map((visit) => `${visit} ${byVisit[visit].seen.face ? 'face' : 'stand-ins'}`)
            .join(', ')
          const changed = changedHeadings(byVisit)
          console.log(
            `${engine} ${width} ${path} (${drawn}): ${byVisit.late.seen.headings.length} headings, ${changed.length === 0 ? 'each as many lines on every visit' : `${changed.length} differ`}`,
          )
          for (const line of changed) console.log(`  ${line}`)
          // The face missed \`font-display: optional\`'s wait even from the cache (a loaded
          // machine): no visit compares the stand-ins with it, and the run says so, not fails.
          if (changed.length > 0 && !byVisit.second.seen.face)
            unmeasured.push(`${engine} ${width} ${path}`)
          else if (changed.length > 0) differing.push(`${engine} ${width} ${path}`)
          shots.push({ path, byVisit })
        }
        const file = join(values.out ?? '.', `${engine}-${width}.jpg`)
        await writeFile(file, await picture(shots, width))
        console.log(`wrote ${file}`)
      }
    } finally {
      await shooter.close()
    }
  }
} finally {
  proxy.close()
  site?.close()
}
if (unmeasured.length > 0)
  console.log(
    `The second visit drew the stand-ins, not the face (the face came after font-display: optional's wait, this machine busy): not compared, run these again: ${unmeasured.join('; ')}`,
  )
if (differing.length > 0) {
  console.log(
    `Headings wrapping differently on a first and a second visit: ${differing.join('; ')}`,
  )
  process.exitCode = 1
}
