// @vitest-environment jsdom
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { getStateNodes } from 'xstate/graph'
import { machineRegistry } from '../machines/registry'
import { diagramsFile, renderMachinesMarkdown, svgFiles } from '../ops/diagrams/diagrams'
import { arrowWords } from '../ops/diagrams/words'
import { arrowsOf, transitionsOf } from '../testing/machine-graph'
import { loadMachinePaths } from '../testing/path-coverage'
import { pathsFile, renderPathsMarkdown } from '../testing/paths'

/** What `file` holds now, '' if there is none. */
const committed = (file: string) => readFile(file, 'utf8').catch(() => '')

/** One arrow: `source --event [guard]--> target`, states by id; no target for one that stays. */
interface Arrow {
  source: string
  event: string
  guard: string
  target: string
}
const arrowText = ({ source, event, guard, target }: Arrow) =>
  `${source} --${event}${guard ? ` [${guard}]` : ''}--> ${target || '(no target)'}`
/** A list of arrows, in one order whatever order they were read in. */
const sorted = (arrows: Arrow[]) => arrows.map(arrowText).sort()

const allNodes = (machine: AnyStateMachine): AnyStateNode[] => [
  machine.root,
  ...getStateNodes(machine),
]

/** A guard as the config names it: a string, or `{ type }`. */
const guardName = (guard: unknown) =>
  guard === undefined
    ? ''
    : typeof guard === 'string'
      ? guard
      : String((guard as { type?: unknown }).type)

/**
 * The machine's own transitions, read through XState's public API (each state node's
 * `transitions` and `always`): one arrow per target, an arrow without one for a targetless
 * transition. `event` is what `nameEvent` makes of the event type.
 */
function machineArrows(
  machine: AnyStateMachine,
  nameEvent: (node: AnyStateNode, eventType: string) => string,
): Arrow[] {
  return allNodes(machine).flatMap((node) =>
    [...node.transitions.values(), node.always ?? []].flat().flatMap((definition) => {
      const targets = (definition.target ?? []) as AnyStateNode[]
      return (targets.length ? targets.map((target) => target.id) : ['']).map((target) => ({
        source: node.id,
        event: nameEvent(node, definition.eventType),
        guard: guardName(definition.guard),
        target,
      }))
    }),
  )
}

/**
 * How a diagram names an event: as it is, `always`, `after <delay>` (the delay's name, read from
 * the state's `after`), `done: <actor>` or `error: <actor>` (the invoked logic's name), `done` when
 * a compound state reaches its final state.
 */
function readableEvent(node: AnyStateNode, eventType: string): string {
  if (eventType === '') return 'always'
  if (eventType.startsWith('xstate.done.state.')) return 'done'
  const delayed = node.after.find((transition) => transition.eventType === eventType)
  if (delayed) return `after ${String(delayed.delay)}`
  const invoked = /^xstate\.(done|error)\.actor\.(.*)$/.exec(eventType)
  if (invoked) {
    const src = node.invoke.find(({ id }) => id === invoked[2])?.src
    return `${invoked[1]}: ${typeof src === 'string' ? src : '?'}`
  }
  return eventType
}

/**
 * Reads an arrow's label back: `event [guard] / actions (note)`. A guard `[else]` is no guard;
 * the notes `(stays)` and `(ignored)` mean the transition has no target.
 */
function readLabel(label: string): { event: string; guard: string; targetless: boolean } {
  const match =
    /^(?<event>.*?)(?: \[(?<guard>[^\]]*)\])?(?: \/ [^(]*?)?(?: \((?<note>stays|ignored|re-enters[^)]*|back to the start of [^)]*)\))?$/.exec(
      label,
    )
  const { event = label, guard = '', note = '' } = match?.groups ?? {}
  return {
    event: event.replace(/ \(\d+ ms\)$/, ''),
    guard: guard === 'else' ? '' : guard,
    targetless: note === 'stays' || note === 'ignored',
  }
}

interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** Whether a point lies on a box's outline (within half a unit: the file rounds to a tenth). */
function onOutline({ x, y }: { x: number; y: number }, box: Box): boolean {
  const near = (a: number, b: number) => Math.abs(a - b) <= 0.5
  const within = (value: number, from: number, length: number) =>
    value >= from - 0.5 && value <= from + length + 0.5
  return (
    ((near(x, box.x) || near(x, box.x + box.width)) && within(y, box.y, box.height)) ||
    ((near(y, box.y) || near(y, box.y + box.height)) && within(x, box.x, box.width))
  )
}

/**
 * The arrows the SVG draws: each `g.transition` names its source, event, guard and target, and
 * its line must start on the source's box and end on the target's (on the source's again for an
 * arrow without a target); a line that ends elsewhere is reported as ending at `(elsewhere)`.
 */
function svgArrows(svg: string): { arrows: Arrow[]; labels: string[] } {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml')
  const boxes = new Map<string, Box>()
  for (const state of document.querySelectorAll('g.state')) {
    const rect = state.querySelector('rect')
    const number = (name: string) => Number(rect?.getAttribute(name))
    boxes.set(state.getAttribute('data-state') ?? '', {
      x: number('x'),
      y: number('y'),
      width: number('width'),
      height: number('height'),
    })
  }
  const labels: string[] = []
  const arrows = [...document.querySelectorAll('g.transition')].map((group) => {
    const data = (name: string) => group.getAttribute(`data-${name}`) ?? ''
    const points = [
      ...(group.querySelector('path')?.getAttribute('d') ?? '').matchAll(/(-?[\d.]+) (-?[\d.]+)/g),
    ].map(([, x, y]) => ({ x: Number(x), y: Number(y) }))
    const first = points[0] ?? { x: Number.NaN, y: Number.NaN }
    const last = points.at(-1) ?? first
    const ends = (id: string, point: typeof first) => {
      const box = boxes.get(id)
      return box && onOutline(point, box) ? id : `(elsewhere than ${id || 'its source'})`
    }
    labels.push(group.querySelector('text')?.textContent ?? '')
    const source = ends(data('source'), first)
    // An arrow without a target loops back onto its source.
    const end = ends(data('target') || data('source'), last)
    const target = data('target') || end !== data('source') ? end : ''
    return { source, event: data('event'), guard: data('guard'), target }
  })
  return { arrows, labels }
}

describe('docs/machines.md, docs/diagrams/<machine>.svg and docs/paths.md', () => {
  it('are what the machines and their test models generate now (`npm run diagrams`, `npm run paths`)', async () => {
    expect(
      (await committed(diagramsFile)) === renderMachinesMarkdown(),
      'docs/machines.md is stale: the machines changed since it was generated. Run `npm run diagrams` and commit docs/machines.md.',
    ).toBe(true)
    for (const { file, svg } of await svgFiles()) {
      expect((await committed(file)) === svg, `${file} is stale: run \`npm run diagrams\``).toBe(
        true,
      )
    }
    const paths = renderPathsMarkdown(await loadMachinePaths())
    expect(
      (await committed(pathsFile)) === paths,
      'docs/paths.md is stale: run `npm run paths`',
    ).toBe(true)
  })

  it('draw every state, and each transition once as a line from its source to its target', async () => {
    const pictures = await svgFiles()
    expect(pictures.map(({ machine, labels }) => `${machine.id} ${labels}`)).toEqual(
      machineRegistry.flatMap(({ machine }) => [`${machine.id} code`, `${machine.id} words`]),
    )
    for (const { svg, machine, labels: kind } of pictures) {
      const { arrows, labels } = svgArrows(svg)
      expect(sorted(arrows), `${machine.id} ${kind}`).toEqual(
        sorted(machineArrows(machine, (_node, eventType) => eventType)),
      )
      const document = new DOMParser().parseFromString(svg, 'image/svg+xml')
      if (kind === 'words') {
        // In words: each state by its description, each arrow by the words of ops/diagrams/words.ts.
        for (const node of getStateNodes(machine)) {
          const drawn = [...document.querySelectorAll(`g[data-state="${node.id}"] > text`)].map(
            (text) => text.textContent,
          )
          expect(drawn.join(' '), `${machine.id}: state ${node.id}`).toBe(node.description)
        }
        const said = [...document.querySelectorAll('g.transition')].map((group) =>
          [...group.querySelectorAll('text')].map((text) => text.textContent).join(' '),
        )
        expect(said.sort(), `${machine.id}: labels in words`).toEqual(
          transitionsOf(machine).flatMap(arrowsOf).map(arrowWords).sort(),
        )
        continue
      }
      for (const node of getStateNodes(machine)) {
        expect(svg, `${machine.id}: state ${node.id}`).toContain(`>${node.key}</text>`)
      }
      // What a reader sees on each line says the same: its event and guard.
      const read = labels.map(readLabel)
      const expected = machineArrows(machine, readableEvent)
      expect(
        read.map(({ event, guard }) => `${event} [${guard}]`).sort(),
        `${machine.id}: labels`,
      ).toEqual(expected.map(({ event, guard }) => `${event} [${guard}]`).sort())
    }
  })
})
