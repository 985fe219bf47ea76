/**
 * What a page's HTML leaves for its scripts to bring (docs/decisions.md: the document in one round
 * trip of a slow line): the quiz's intro below its first screen, a sales page's article below its
 * first screen, and the CSS of what only its scripts draw. Each is a file of its own under
 * /assets/, named by its content (so it is cached for good, build/headers.ts), which the
 * paint-first loader asks for with the page's scripts (src/inline/paint-first.ts) and the page's
 * entry puts in (src/effects/later-slots.ts).
 */
import { createHash } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import escapeHtml from 'escape-html'
import { laterPartCopy } from '../src/content/site'
import {
  laterFallbackAttribute,
  laterLineActionClass,
  slotModuleAttribute,
} from '../src/effects/later-parts'

/**
 * Where a sales page's file (`index.html`, `variants/vsl-b.html`) is written whole, for a visitor
 * without JavaScript: its URL, under /whole/ (no `index`, which the hosts would redirect).
 */
export function wholeUrl(file: string): string {
  return `/whole/${file.replace(/(^|\/)index\.html$/, '$1home.html').replace(/\.html$/, '')}`
}

/** Writes `text` as /assets/`name`-`hash`.`extension` in `clientDir`; its path from the root. */
export async function writeAsset(clientDir: string, name: string, extension: string, text: string) {
  const hash = createHash('sha256').update(text).digest('base64url').slice(0, 8)
  const file = `assets/${name}-${hash}.${extension}`
  await writeFile(join(clientDir, file), text)
  return `/${file}`
}

/**
 * Where the <div> whose opening tag ends with `open` ends: the index of its closing tag. React
 * escapes `<` in text and attributes, so every `<div` and `</div>` in its HTML is a tag.
 */
function closingTag(body: string, start: number): number {
  let depth = 1
  for (const tag of body.slice(start).matchAll(/<div[\s>]|<\/div>/g)) {
    depth += tag[0] === '</div>' ? -1 : 1
    if (depth === 0) return start + tag.index
  }
  return -1
}

/** A part of a page its HTML leaves to its scripts: where it is, and what stands for it meanwhile. */
export interface LaterSlot {
  /** The end of its element's opening tag: an attribute and `>`. */
  open: string
  /** Its module's name under /assets/. */
  name: string
  /** What its place says while it waits (src/styles.css). */
  saying?: string
  /** Markup put right after the element: the line for a visitor whose scripts did not bring it. */
  after?: string
}

/**
 * Moves the contents of the page's one <div> whose opening tag ends with `slot.open` into a
 * module, /assets/`slot.name`-hash.js, whose default export is that HTML; the element stays,
 * empty, with the module's path on it (and `saying`), `after` right after it. Stops the build
 * where the page has no such element, or more than one.
 */
export async function moveToModule(
  clientDir: string,
  body: string,
  { open, name, saying = '', after = '' }: LaterSlot,
): Promise<{ body: string; module: string }> {
  const start = body.indexOf(open) + open.length
  const end = start < open.length ? -1 : closingTag(body, start)
  if (end < 0 || body.includes(open, start)) {
    throw new Error(`The page has not one whole <div …${open}: "${name}" cannot leave its HTML`)
  }
  const inner = body.slice(start, end)
  const module = await writeAsset(
    clientDir,
    name,
    'js',
    `export default ${JSON.stringify(inner)}\n`,
  )
  const waiting = saying ? ` data-waiting="${escapeHtml(saying)}"` : ''
  const emptied = `${open.slice(0, -1)} ${slotModuleAttribute}="${module}"${waiting}></div>${after}`
  const rest = body.slice(end + '</div>'.length)
  return { body: `${body.slice(0, start - open.length)}${emptied}${rest}`, module }
}

/**
 * The line after a sales page's slot, for a visitor whose scripts did not bring its rest (it shows
 * once the slot stops waiting, src/styles.css): where the page is whole, as HTML.
 */
export function laterFallbackTag(wholeUrl: string): string {
  const { missing, link } = laterPartCopy
  return `<p ${laterFallbackAttribute}="" class="mx-auto max-w-xl px-5 py-10 text-center text-lg">${escapeHtml(missing)} <a class="${laterLineActionClass}" href="${escapeHtml(wholeUrl)}">${escapeHtml(link)}</a></p>`
}
