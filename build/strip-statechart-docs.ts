/**
 * The client bundle leaves out what the statecharts carry for people only: the value of every
 * `description` and `meta` in a machine file (the diagrams, the storyboard and the requirement
 * checks read them from the source, in Node). No page reads them; the quiz's first load is
 * lighter by their text.
 */
import type { Plugin } from 'vite'

interface Node {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

const documentation = new Set(['description', 'meta'])

/** The values of `description: …` and `meta: …` properties anywhere in the tree. */
function documentationValues(node: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(node)) {
    for (const child of node) documentationValues(child, found)
  } else if (node && typeof node === 'object') {
    const { type, key, value } = node as Node & { key?: Node & { name?: string }; value?: Node }
    if (type === 'Property' && key?.name && documentation.has(key.name) && value) found.push(value)
    else for (const child of Object.values(node)) documentationValues(child, found)
  }
  return found
}

export function stripStatechartDocs(): Plugin {
  return {
    name: 'strip-statechart-docs',
    transform(code, id) {
      if (!/[\\/]machines[\\/][^\\/]+[\\/][^\\/]+\.machine\.ts$/.test(id)) return null
      const values = documentationValues(this.parse(code)).sort((a, b) => b.start - a.start)
      let stripped = code
      for (const { start, end } of values) {
        stripped = `${stripped.slice(0, start)}undefined${stripped.slice(end)}`
      }
      return { code: stripped, map: null }
    },
  }
}
