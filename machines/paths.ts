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

/**
 * A search for paths (`search`, given the options to pass to `xstate/graph`) held to `pathLimit`,
 * its snapshots told apart by `serialize`. Past the limit it stops with `Traversal limit exceeded:`
 * and the event whose steps found the most snapshots: the one a change multiplied.
 */
export function withinPathLimit<S, E extends { type: string }, T>(
  serialize: (snapshot: S, event?: E, previous?: S) => string,
  search: (options: {
    limit: number
    serializeState: (snapshot: S, event?: E, previous?: S) => string
  }) => T,
): T {
  const [seen, foundBy] = [new Set<string>(), new Map<string, number>()]
  const serializeState = (snapshot: S, event?: E, previous?: S) => {
    const key = serialize(snapshot, event, previous)
    if (event && !seen.has(key)) foundBy.set(event.type, (foundBy.get(event.type) ?? 0) + 1)
    seen.add(key)
    return key
  }
  try {
    return search({ limit: pathLimit, serializeState })
  } catch (error) {
    if ((error as Error).message !== 'Traversal limit exceeded') throw error
    const [most] = [...foundBy].sort(([, a], [, b]) => b - a)
    throw new Error(`Traversal limit exceeded: ${most?.[0]}`)
  }
}
