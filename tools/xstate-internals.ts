/**
 * The one XState internal the tooling reads: no public API of XState 5 says what a guard built
 * with `and()`, `or()`, `not()` or `stateIn()` is made of, and the diagrams name its parts
 * (`isPlayerCheckEnabled and isPlayerPresent`). `xstate` is pinned; should an upgrade change it,
 * docs/machines.md would spell the composed guard `inline`, and tests/diagrams.test.ts fails on
 * the committed file.
 */

/** A guard built with `and()`, `or()`, `not()` or `stateIn()`, taken apart. */
type ComposedGuard =
  | { kind: 'and' | 'or' | 'not'; guards: readonly unknown[] }
  | { kind: 'stateIn'; stateValue: unknown }

const composedKinds: Record<string, ComposedGuard['kind']> = {
  checkAnd: 'and',
  checkOr: 'or',
  checkNot: 'not',
  checkStateIn: 'stateIn',
}

/** What a composed guard is made of (XState's functions with `check` named `checkAnd`...). */
export function composedGuard(guard: unknown): ComposedGuard | undefined {
  if (typeof guard !== 'function' && (typeof guard !== 'object' || guard === null)) return undefined
  const parts = guard as { check?: { name?: unknown }; guards?: unknown; stateValue?: unknown }
  const kind = composedKinds[String(parts.check?.name ?? '')]
  if (!kind) return undefined
  if (kind === 'stateIn') return { kind, stateValue: parts.stateValue }
  return { kind, guards: Array.isArray(parts.guards) ? parts.guards : [] }
}
