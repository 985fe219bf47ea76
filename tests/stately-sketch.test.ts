/**
 * Each machine's file (machines/<name>/<name>.machine.ts) opens in Stately Sketch as pasted: once
 * its types are stripped it imports only names of xstate that Sketch supplies, and read as Sketch
 * reads pasted code, it yields the registry's machine, by its id (the code is the machine's own,
 * so the rest of it is the same by construction). Stately's editor opens the same file. And no
 * guard, action, actor or delay of a machine is written inline: each is a name from `setup()`.
 */
import { readFile } from 'node:fs/promises'
import tsBlankSpace from 'ts-blank-space'
import { parseSync } from 'vite'
import { describe, expect, it } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import * as xstate from 'xstate'
import { machineRegistry } from '../machines/registry'

/** What `code` imports once its types are stripped as Sketch strips them, by module: `{ xstate: ['assign', 'setup'] }`. */
function importsOf(code: string): Record<string, string[]> {
  const imports: Record<string, string[]> = {}
  for (const statement of parseSync('machine.js', tsBlankSpace(code)).program.body) {
    if (statement.type !== 'ImportDeclaration') continue
    imports[statement.source.value] = statement.specifiers.map((specifier) =>
      specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Identifier'
        ? specifier.imported.name
        : specifier.type,
    )
  }
  return imports
}

/**
 * What Sketch reads pasted XState code with, as statelyai/sketch has it
 * (https://github.com/statelyai/sketch/blob/bf9382f/src/lib/machine.ts, `XSTATE_PARAM_NAMES`, `stripImportsAndExports` and `parseXStateMachineCode`): the code
 * runs with these names of xstate as its parameters, and nothing else.
 */
const sketchNames = [
  'createMachine',
  'setup',
  'assign',
  'raise',
  'sendTo',
  'sendParent',
  'forwardTo',
  'cancel',
  'emit',
  'enqueueActions',
  'log',
  'stop',
  'stopChild',
  'spawnChild',
  'and',
  'or',
  'not',
  'stateIn',
  'fromPromise',
  'fromCallback',
  'fromObservable',
  'fromEventObservable',
  'fromTransition',
  'assertEvent',
  'matchesState',
] as const

/** Sketch's `stripImportsAndExports`: its imports from xstate and its `export` syntax go. */
function stripImportsAndExports(code: string): string {
  return code
    .replace(/import\s*\{[^}]*\}\s*from\s*['"]xstate['"]\s*;?/g, '')
    .replace(/import\s*\*\s*as\s+\w+\s*from\s*['"]xstate['"]\s*;?/g, '')
    .replace(/^\s*export\s+default\s+/gm, '')
    .replace(/^\s*export\s+(const|let|var|function|class)\b/gm, '$1')
    .replace(/^\s*export\s*\{[^}]*\}\s*;?\s*$/gm, '')
    .replace(/^\s*export\s*\*\s*from\s*['"][^'"]+['"]\s*;?\s*$/gm, '')
}

/** Sketch's `parseXStateMachineCode`: the machines that `createMachine` calls make, in order. */
function readAsSketch(code: string): AnyStateMachine[] {
  const captured: AnyStateMachine[] = []
  const createMachine = (...[config, implementations]: Parameters<typeof xstate.createMachine>) => {
    const machine = xstate.createMachine(config, implementations)
    captured.push(machine)
    return machine
  }
  const setup = (config: Parameters<typeof xstate.setup>[0]) => {
    const result = xstate.setup(config)
    return {
      ...result,
      createMachine(machineConfig: Parameters<typeof result.createMachine>[0]) {
        const machine = result.createMachine(machineConfig)
        captured.push(machine)
        return machine
      },
    }
  }
  const supplied: Record<string, unknown> = { ...xstate, createMachine, setup }
  const run = new Function(...sketchNames, stripImportsAndExports(tsBlankSpace(code)))
  run(...sketchNames.map((name) => supplied[name]))
  return captured
}

describe("each machine's file for Stately", () => {
  it.each(machineRegistry.map((entry) => [entry.name, entry] as const))(
    '%s: opens in Stately Sketch as the registry has it',
    async (_name, { machine, file }) => {
      const code = await readFile(new URL(`../${file}`, import.meta.url), 'utf8')
      const imports = importsOf(code)
      expect(Object.keys(imports), 'Sketch accepts imports from xstate alone').toEqual(['xstate'])
      const unsupplied = (imports.xstate ?? []).filter(
        (imported) => !(sketchNames as readonly string[]).includes(imported),
      )
      expect(unsupplied, 'names of xstate that Sketch does not supply').toEqual([])

      // With xstate its only import, the code Sketch runs is the registry's machine's own: the
      // one machine it makes is that machine.
      expect(readAsSketch(code).map(({ id }) => id)).toEqual([machine.id])
    },
  )

  it.each(machineRegistry.map((entry) => [entry.name, entry] as const))(
    '%s: names every guard, action, actor and delay from setup(), as the diagrams show only names',
    (_name, { machine }) => {
      const inline: string[] = []
      JSON.stringify({ ...machine.config, context: null }, (key, value) => {
        if (typeof value === 'function') inline.push(key)
        if (key === 'after')
          inline.push(...Object.keys(value).filter((delay) => /^\d+$/.test(delay)))
        return value
      })
      expect(inline).toEqual([])
    },
  )
})
