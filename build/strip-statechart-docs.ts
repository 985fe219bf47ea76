/**
 * The client bundle leaves out what the statecharts carry for people only: every `description`
 * and `meta` property in a machine file, key and all (the diagrams and the requirement checks
 * read them from the source, in Node). No page reads them; the quiz's JavaScript is lighter by
 * their text.
 */
import type { Plugin } from 'vite'

interface Node {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

const documentation = new Set(['description', 'meta'])

/** The `description: …` and `meta: …` properties anywhere in the tree. */
function documentationProperties(node: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(node)) {
    for (const child of node) documentationProperties(child, found)
  } else if (node && typeof node === 'object') {
    const { type, key } = node as Node & { key?: Node & { name?: string } }
    if (type === 'Property' && key?.name && documentation.has(key.name)) found.push(node as Node)
    else for (const child of Object.values(node)) documentationProperties(child, found)
  }
  return found
}

export function stripStatechartDocs(): Plugin {
  return {
    name: 'strip-statechart-docs',
    transform(code, id) {
      if (!/[\\/]machines[\\/][^\\/]+[\\/][^\\/]+\.machine\.ts$/.test(id)) return null
      const properties = documentationProperties(this.parse(code)).sort((a, b) => b.start - a.start)
      let stripped = code
      for (const { start, end } of properties) {
        // The property, its comma and the space after it: `{ description: 'x', target }` -> `{ target }`.
        const after = /^\s*,?\s*/.exec(stripped.slice(end))?.[0] ?? ''
        stripped = `${stripped.slice(0, start)}${stripped.slice(end + after.length)}`
      }
      return { code: stripped, map: null }
    },
  }
}
