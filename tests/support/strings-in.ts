/** Every string in a value (content, a module), with where it sits: `path`, then keys and indexes. */
export function* stringsIn(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') {
    yield [path, value]
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* stringsIn(item, `${path}[${index}]`)
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* stringsIn(item, `${path}.${key}`)
  }
}
