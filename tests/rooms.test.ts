/**
 * No import cycle between the top-level folders (docs/architecture.md, "What may import what"): each is
 * one audience's room, and a room may lean on the ones below it, never on one that leans on it.
 * Biome's `noImportCycles` sees cycles between files; this sees them between folders, counting
 * every import a file makes (static, re-export, dynamic with a literal, type-only), read by
 * oxc-parser (testing/imports.ts). The files at the root (the tools' configs) are entries, not a
 * room, and not counted.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importedPath, parseModule } from '../testing/imports'

const root = join(import.meta.dirname, '..')

/** The top-level folder of a path from the root, or undefined for a file at the root. */
function roomOf(path: string): string | undefined {
  const slash = path.indexOf('/')
  return slash > 0 && !path.startsWith('..') ? path.slice(0, slash) : undefined
}

/** The room `specifier` lands in when `file` imports it. */
function roomImported(file: string, specifier: string): string | undefined {
  const path = importedPath(file, specifier)
  return path === undefined ? undefined : roomOf(path)
}

/** Which room imports which, each arrow with the first import that draws it. */
function roomArrows(
  files: readonly (readonly [string, string])[],
): Map<string, Map<string, string>> {
  const arrows = new Map<string, Map<string, string>>()
  for (const [file, source] of files) {
    const from = roomOf(file)
    if (!from) continue
    for (const specifier of parseModule(file, source).specifiers) {
      const to = roomImported(file, specifier)
      if (!to || to === from) continue
      const out = arrows.get(from) ?? new Map<string, string>()
      if (!out.has(to)) out.set(to, `${file} imports ${specifier}`)
      arrows.set(from, out)
    }
  }
  return arrows
}

/** A cycle among the rooms, as the imports that close it, or none. */
function roomCycle(arrows: Map<string, Map<string, string>>): string[] {
  const done = new Set<string>()
  const walk = (room: string, trail: string[]): string[] => {
    const back = trail.indexOf(room)
    if (back >= 0) {
      const loop = [...trail.slice(back), room]
      return loop.slice(1).map((to, index) => {
        const from = loop[index] ?? ''
        return `${from}/ -> ${to}/ (${arrows.get(from)?.get(to)})`
      })
    }
    if (done.has(room)) return []
    for (const next of arrows.get(room)?.keys() ?? []) {
      const cycle = walk(next, [...trail, room])
      if (cycle.length > 0) return cycle
    }
    done.add(room)
    return []
  }
  for (const room of [...arrows.keys()].sort()) {
    const cycle = walk(room, [])
    if (cycle.length > 0) return cycle
  }
  return []
}

describe('the rooms', () => {
  it('import one another one way only: no cycle between top-level folders', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => /\.(?:tsx?|mjs|cjs|js)$/.test(file) && !file.endsWith('.d.ts'))
      .map((file) => [file, readFileSync(join(root, file), 'utf8')] as const)
    const arrows = roomArrows(files)
    // The product's pages run the machines: the reading sees imports at all.
    expect(arrows.get('src')?.has('machines')).toBe(true)
    expect(roomCycle(arrows)).toEqual([])
  })
})
