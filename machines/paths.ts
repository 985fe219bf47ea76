/** What the test models share about generated paths (`xstate/graph`'s). */

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
