/**
 * Screenshots of every screen at 375 and 1280 px from each engine, side by side in one HTML
 * page (engine-pictures/index.html, ignored by git), so a person can look at the three engines
 * next to each other. Each test writes its own PNG; the index is written after the run from
 * what the folder holds (a run of one engine keeps the others' last pictures, with their time).
 */
import { mkdirSync } from 'node:fs'
import { readdir, stat, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import escapeHtml from 'escape-html'
import { rootDir } from '../../scripts/build-dirs'
import type { EngineName } from './engine-page'
import { screens } from './screens'
import { widths } from './viewports'

const picturesDir = resolve(rootDir, process.env.ENGINE_PICTURES ?? 'engine-pictures')
const engines: readonly EngineName[] = ['chromium', 'webkit', 'gecko']
const engineTitles: Record<EngineName, string> = {
  chromium: 'Chromium (Blink)',
  webkit: 'WebKit (WebKitGTK)',
  gecko: 'Gecko (Firefox ESR)',
}
export const pictureWidths = [widths.phone.width, widths.desktop.width] as const

function fileName(engine: EngineName, screen: string, width: number): string {
  return `${screen}-${width}-${engine}.png`
}

export function picturePath(engine: EngineName, screen: string, width: number): string {
  mkdirSync(picturesDir, { recursive: true })
  return join(picturesDir, fileName(engine, screen, width))
}

/** `home-375-webkit.part2.png` is a further part of `home-375-webkit.png`. */
function isPartOf(name: string, file: string): boolean {
  const stem = file.replace(/\.png$/, '')
  return name.startsWith(`${stem}.part`) && name.endsWith('.png')
}

/** Writes index.html: one row per screen and width, one column per engine. */
export async function writePicturesIndex(): Promise<void> {
  const present = new Set(await readdir(picturesDir).catch(() => [] as string[]))
  if (present.size === 0) return
  const takenAt = async (file: string) =>
    (await stat(join(picturesDir, file))).mtime.toISOString().replace('T', ' ').slice(0, 19)
  const rows: string[] = []
  for (const screen of screens) {
    for (const width of pictureWidths) {
      const cells: string[] = []
      for (const engine of engines) {
        const file = fileName(engine, screen.id, width)
        const parts = [file, ...[...present].filter((name) => isPartOf(name, file)).sort()]
        if (!present.has(file)) {
          cells.push('<td class="missing">not taken</td>')
          continue
        }
        const alt = `${screen.path} at ${width} px in ${engineTitles[engine]}`
        const images = parts.map(
          (part) =>
            `<a href="${part}"><img src="${part}" alt="${escapeHtml(alt)}" loading="lazy"></a>`,
        )
        const note = parts.length > 1 ? ` · in ${parts.length} parts, each further down` : ''
        cells.push(`<td>${images.join('')}<small>${await takenAt(file)}${note}</small></td>`)
      }
      rows.push(
        `<tr><th>${escapeHtml(screen.id)}<br><code>${escapeHtml(screen.path)}</code><br>${width} px</th>${cells.join('')}</tr>`,
      )
    }
  }
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Every screen in three engines</title>
<style>
body{font:14px system-ui,sans-serif;margin:16px}
table{border-collapse:collapse}
th,td{border:1px solid #ccc;padding:6px;vertical-align:top;text-align:left}
td img{display:block;width:360px;height:auto;margin-bottom:4px}
td small{color:#666}
td.missing{color:#a00;width:360px}
</style></head><body>
<h1>Every screen in three engines</h1>
<p>Whole pages at 375 and 1280 px; click a picture for full size. Written by the engine projects of <code>npx playwright test</code>.</p>
<table><thead><tr><th>screen</th>${engines.map((engine) => `<th>${engineTitles[engine]}</th>`).join('')}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody></table></body></html>
`
  await writeFile(join(picturesDir, 'index.html'), html)
}
