/**
 * Every registered machine runs on a page: a module that a page loads (src/entries/*, src/routes/*
 * and the inline scripts of src/inline/, with everything they import, lazily or not) imports the
 * machine, and supplies every effect the machine leaves to the page. An effect left to the page
 * is a stub in the machine's `setup()` that takes nothing and does nothing (`() => {}`,
 * `() => false`, `fromPromise(async () => {})`: docs/statecharts.md, "A new machine"); the page
 * supplies it with `.provide()` on the machine it imports (src/actors/). A chart that the page
 * follows by hand, without XState (an inline script), names that code in its model (`runsAs`),
 * and a page must load it. A machine that every other check passes but no page runs fails here,
 * naming what is missing.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type AnyStateMachine, fromPromise, setup } from 'xstate'
import { machineRegistry } from '../machines/registry'
import { importedPath, type ParsedModule, parseModule } from '../testing/imports'

const root = join(import.meta.dirname, '..')
const pageRoots = /^src\/(?:entries|routes|inline)\/[^/]+\.tsx?$/
const effectKinds = ['actions', 'actors', 'guards'] as const

/** `kind name` of each stub in a machine's `setup()`: what the page must supply. */
function stubsOf(machine: AnyStateMachine): string[] {
  const doesNothing =
    /^(?:async\s*)?\(\s*\)\s*=>\s*(?:\{\s*\}|undefined|void 0|false|true|null|\[\s*\])$/
  return effectKinds.flatMap((kind) =>
    Object.entries((machine.implementations[kind] ?? {}) as Record<string, unknown>)
      .filter(([, implementation]) => {
        const code =
          typeof implementation === 'function'
            ? implementation
            : (implementation as { config?: unknown } | undefined)?.config
        return typeof code === 'function' && doesNothing.test(code.toString().trim())
      })
      .map(([name]) => `${kind} ${name}`),
  )
}

/** The module file a path names, among the files given: the path with .ts or .tsx, or its index. */
function moduleFile(path: string, files: ReadonlyMap<string, unknown>): string | undefined {
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => `${path}${ending}`)
    .find((file) => files.has(file))
}

/** `kind name` of what `.provide({ kind: { name } })` calls on an import of `machineFile` supply. */
function supplied(file: string, module: ParsedModule, machineFile: string): string[] {
  const machineNames = new Set(
    [...module.bindings]
      .filter(([, specifier]) => importedPath(file, specifier) === machineFile.replace(/\.ts$/, ''))
      .map(([local]) => local),
  )
  const found: string[] = []
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    const call = node as {
      type?: string
      callee?: { type?: string; object?: { name?: string }; property?: { name?: string } }
      arguments?: { type?: string; properties?: unknown[] }[]
    }
    if (
      call.type === 'CallExpression' &&
      call.callee?.type === 'MemberExpression' &&
      call.callee.property?.name === 'provide' &&
      machineNames.has(call.callee.object?.name ?? '')
    ) {
      for (const group of call.arguments?.[0]?.properties ?? []) {
        const { key, value } = group as {
          key?: { name?: string }
          value?: { properties?: { key?: { name?: string; value?: string } }[] }
        }
        for (const property of value?.properties ?? []) {
          found.push(`${key?.name} ${property.key?.name ?? property.key?.value}`)
        }
      }
    }
    for (const child of Object.values(node)) visit(child)
  }
  visit(module.program)
  return found
}

/**
 * What keeps `machine` (defined in `machineFile`, in folder `machines/<name>/`) off the pages,
 * given the product's sources: nothing when a page runs it with every stub supplied.
 */
function whyNoPageRuns(
  name: string,
  machine: AnyStateMachine,
  machineFile: string,
  sources: ReadonlyMap<string, string>,
  runsAs?: string,
): string[] {
  const modules = new Map([...sources].map(([file, text]) => [file, parseModule(file, text)]))
  const reached = new Set([...modules.keys()].filter((file) => pageRoots.test(file)))
  for (const file of reached) {
    for (const specifier of modules.get(file)?.specifiers ?? []) {
      const path = importedPath(file, specifier)
      const target = path === undefined ? undefined : moduleFile(path, modules)
      if (target) reached.add(target)
    }
  }
  if (runsAs) {
    return reached.has(runsAs) ? [] : [`machines/${name}/ runs as ${runsAs}, which no page loads`]
  }
  const runners = [...reached].filter((file) =>
    (modules.get(file)?.specifiers ?? []).some((specifier) =>
      importedPath(file, specifier)?.startsWith(`machines/${name}/`),
    ),
  )
  if (runners.length === 0) {
    return [
      `no page imports machines/${name}/: run it from src/actors/ (or src/hooks/) in a module a page loads`,
    ]
  }
  const stubs = stubsOf(machine)
  if (stubs.length === 0) return []
  const supplies = runners.map((file) => {
    const module = modules.get(file)
    return module ? new Set(supplied(file, module, machineFile)) : new Set<string>()
  })
  const best = supplies.reduce(
    (fewest, given) => {
      const missing = stubs.filter((stub) => !given.has(stub))
      return missing.length < fewest.length ? missing : fewest
    },
    [...stubs],
  )
  return best.map(
    (stub) =>
      `no page supplies ${stub}: give it with ${machineFile}'s machine.provide() in a module a page loads (src/actors/)`,
  )
}

describe('the pages run the machines', () => {
  const sources = new Map(
    execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => [file, readFileSync(join(root, file), 'utf8')] as const),
  )

  it.each(machineRegistry.map((entry) => [entry.name, entry] as const))(
    '%s runs on a page, its effects supplied',
    (name, entry) => {
      expect(whyNoPageRuns(name, entry.machine, entry.file, sources, entry.runsAs)).toEqual([])
    },
  )

  it('fails a machine that no page runs, or whose stubs a page leaves as they are', () => {
    const trial = setup({
      actions: { ring: () => {} },
      actors: { fetchTime: fromPromise(async () => {}) },
      guards: { isOpen: () => false, isDue: ({ context }: { context: unknown }) => !!context },
    }).createMachine({ id: 'trial' })
    const file = 'machines/trial/trial.machine.ts'
    const actor = (provided: string) =>
      `import { fromPromise } from 'xstate'\nimport { trialMachine } from '@machines/trial/trial.machine'\nexport const trial = trialMachine.provide(${provided})`
    const page = "import { trial } from '@/actors/trial'\nexport const page = trial"
    const all = '{ actions: { ring }, actors: { fetchTime: fromPromise(f) }, guards: { isOpen } }'

    const problems = (files: [string, string][]) =>
      whyNoPageRuns('trial', trial, file, new Map(files))

    expect(problems([['src/actors/trial.ts', actor(all)]])).toEqual([
      'no page imports machines/trial/: run it from src/actors/ (or src/hooks/) in a module a page loads',
    ])
    expect(
      problems([
        ['src/actors/trial.ts', actor('{ actions: { ring } }')],
        ['src/routes/trial-page.tsx', page],
      ]),
    ).toEqual([
      "no page supplies actors fetchTime: give it with machines/trial/trial.machine.ts's machine.provide() in a module a page loads (src/actors/)",
      "no page supplies guards isOpen: give it with machines/trial/trial.machine.ts's machine.provide() in a module a page loads (src/actors/)",
    ])
    expect(
      problems([
        ['src/actors/trial.ts', actor(all)],
        ['src/routes/trial-page.tsx', page],
      ]),
    ).toEqual([])
  })
})
