/** What the test models share about generated paths (`xstate/graph`'s). */

/**
 * How many snapshots a model's search may visit: far past today's models, well short of running out
 * of memory when a change multiplies them (machines/registry.ts says which model went past it).
 */
export const pathLimit = 50_000

type Path = { steps: ReadonlyArray<{ event: { type: string } }> }

/**
 * The paths that begin no other, each once: shortest paths share their beginnings, so running
 * these takes every step of every path.
 */
export function pathsBeginningNoOther<P extends Path>(paths: readonly P[]): P[] {
  const keys = paths.map((path) =>
    path.steps.map(({ event }) => `${JSON.stringify(event)}|`).join(''),
  )
  return paths.filter((_, index) => {
    const key = keys[index] ?? ''
    return keys.every((other, at) =>
      at === index ? true : other === key ? at > index : !other.startsWith(key),
    )
  })
}
