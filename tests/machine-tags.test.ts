/**
 * No unused tag: every tag a registered machine declares on a state is read (`hasTag('…')`)
 * somewhere in the product's code or its tools, outside the machine files themselves and the
 * tests: a selector, a view, the machines page's words. A tag nothing reads says something the
 * page never acts on; read it where it means something, or drop it.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { AnyStateNode } from 'xstate'
import { getStateNodes } from 'xstate/graph'
import { rootDir } from '../build/build-dirs'
import { machineRegistry } from '../machines/registry'

/** Folders that are not the product or its tools: the tests, generated output, installs. */
const notReaders = new Set(['node_modules', 'dist', 'tests', 'e2e', 'docs', 'public'])

/** The TypeScript files under `dir` that may read a tag: none of the tests' nor a machine file. */
function readerFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory())
      return notReaders.has(entry.name) || entry.name.startsWith('.') ? [] : readerFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.machine.ts') ? [path] : []
  })
}

const code = readerFiles(rootDir).map((path) => readFileSync(path, 'utf8'))

/** Whether some file reads the tag: `hasTag('busy')`, with any quotes. */
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
