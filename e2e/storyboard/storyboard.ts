/**
 * `npm run storyboard`: builds the site as the browser tests do, has each engine take its pictures
 * (e2e/storyboard/storyboard.shots.ts), then builds the machines page (lab/) with them: each state's
 * pictures beside it, each page's under Pages. Pictures go in as JPEG `data:` URLs, so the page
 * is still one file that opens from disk and asks for nothing; the run fails unless every state
 * a visitor can see has a picture from every engine.
 */
import { spawnSync } from 'node:child_process'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { getStateNodes } from 'xstate/graph'
import { rootDir, testDist } from '../../build/build-dirs'
import { shortId } from '../../lab/machine-graph'
import type { LabPicture } from '../../lab/pictures'
import { machineRegistry } from '../../machines/registry'
import { launchChromium } from '../../testing/chromium'
import { claimsBuildEnv, testBuildEnv } from '../../testing/e2e-site'
import type { EngineName } from '../engines/engine-page'

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
const picturesFile = join(rootDir, 'storyboard/pictures.json')
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
// The countdown past a set start shows only where a start is set: the claims build (testing/e2e-site.ts).
run('npm', ['run', 'build'], claimsBuildEnv)
await rm(shotsDir, { recursive: true, force: true })
run('npx', ['playwright', 'test', '--config', 'e2e/storyboard/storyboard.config.ts'])

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

await browser.close()

/** The pictures for the machines page: states as paths from the root, each a JPEG data: URL. */
const statePath = new Map(
  machineRegistry.flatMap(({ machine }) =>
    getStateNodes(machine).map((node) => [node.id, shortId(node)] as const),
  ),
)
const forPage: LabPicture[] = pictures.map((picture) => ({
  machine: picture.machine,
  page: picture.page,
  states: (picture.stateIds ?? []).map((id) => statePath.get(id) ?? id),
  title: picture.title,
  how: picture.how,
  engine: engineNames[picture.engine],
  width: picture.width,
  src: sources.get(picture) ?? '',
}))
await mkdir(dirname(picturesFile), { recursive: true })
await writeFile(picturesFile, JSON.stringify(forPage))
run('npm', ['run', 'machines:build', '--', '--logLevel', 'warn'])

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
console.log(
  `Storyboard: ${pictures.length} pictures on the machines page, dist/machines/index.html, in ${Math.round((Date.now() - started) / 1000)} s`,
)
if (unseen.length) {
  console.error(`No picture of ${unseen.join(', ')}`)
  process.exit(1)
}
