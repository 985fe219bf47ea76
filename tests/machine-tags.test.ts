/**
 * No unused tag: every tag a registered machine declares on a state is read (`hasTag('…')`) by the
 * product, in src/ or machines/ (a selector, the persistence, a view), outside the machine files
 * themselves. A tool reading a tag does not count: a tag the product never reads says something
 * the page never acts on; read it where it means something, or drop it.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { AnyStateNode } from 'xstate'
import { getStateNodes } from 'xstate/graph'
import { rootDir } from '../build/build-dirs'
import { machineRegistry } from '../machines/registry'

/** The product's folders: what the site runs. */
const productDirs = ['src', 'machines']

/** The TypeScript files under `dir` that may read a tag: all but the machine files. */
function readerFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return readerFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.machine.ts') ? [path] : []
  })
}

const code = productDirs
  .flatMap((dir) => readerFiles(join(rootDir, dir)))
  .map((path) => readFileSync(path, 'utf8'))

/** Whether some file reads the tag: `hasTag('loading')`, with any quotes. */
const isRead = (tag: string) =>
  code.some((text) => text.includes(`hasTag('${tag}')`) || text.includes(`hasTag("${tag}")`))

describe('every tag a machine declares is read', () => {
  it.each(machineRegistry.map((entry) => [entry.name, entry] as const))('%s', (_, entry) => {
    const tags = [
      ...new Set((getStateNodes(entry.machine) as AnyStateNode[]).flatMap((node) => node.tags)),
    ]
    expect(tags.filter((tag) => !isRead(tag))).toEqual([])
  })

  it('finds a tag that nothing reads', () => {
    expect(isRead('a-tag-no-file-reads')).toBe(false)
    expect(isRead('loading')).toBe(true)
  })
})
