/**
 * What the quiz page's HTML leaves for its scripts to bring (docs/decisions.md: the document in one
 * round trip of a slow line): the intro below its first screen, and the CSS of the screens that
 * only its scripts draw. Each is a file of its own under /assets/, named by its content (so it is
 * cached for good, build/headers.ts), which the paint-first loader asks for with the page's scripts
 * (src/inline/paint-first.ts) and the quiz's entry waits for before it hydrates
 * (src/effects/later-slots.ts).
 */
import { createHash } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { PrerenderedName } from '../src/components/quiz/prerendered'
import { prerenderedAttribute } from '../src/components/quiz/prerendered-attribute'
import { slotModuleAttribute } from '../src/effects/later-parts'

/** Writes `text` as /assets/`name`-`hash`.`extension` in `clientDir`; its path from the root. */
export async function writeAsset(clientDir: string, name: string, extension: string, text: string) {
  const hash = createHash('sha256').update(text).digest('base64url').slice(0, 8)
  const file = `assets/${name}-${hash}.${extension}`
  await writeFile(join(clientDir, file), text)
  return `/${file}`
}

/**
 * Moves the slot `name` of the page's `body` (its contents exactly `inner`, as src/entry-server.tsx's
 * renderSlot draws them) into a module whose default export is that HTML; the slot stays, empty,
 * with the module's path on it. Stops the build where the page's slot is not that markup, once.
 */
export async function moveSlotToModule(
  clientDir: string,
  body: string,
  name: PrerenderedName,
  inner: string,
): Promise<{ body: string; module: string }> {
  const open = `${prerenderedAttribute}="${name}">`
  const start = body.indexOf(open) + open.length
  const close = '</div>'
  if (
    start < open.length ||
    body.includes(open, start) ||
    !body.startsWith(`${inner}${close}`, start)
  ) {
    throw new Error(
      `The quiz page's "${name}" slot is not its own markup, once: it cannot leave the HTML`,
    )
  }
  const module = await writeAsset(
    clientDir,
    name,
    'js',
    `export default ${JSON.stringify(inner)}\n`,
  )
  const emptied = `${prerenderedAttribute}="${name}" ${slotModuleAttribute}="${module}">`
  return {
    body: `${body.slice(0, start - open.length)}${emptied}${body.slice(start + inner.length)}`,
    module,
  }
}
