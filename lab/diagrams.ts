/**
 * `npm run diagrams`: docs/machines.md, a Mermaid `stateDiagram-v2` and tables per machine of
 * machines/registry.ts, and docs/diagrams/<machine>.svg and <machine>.words.svg, its pictures by
 * the code names and in words (lab/machine-svg.ts), from
 * the definitions alone (tests/diagrams.test.ts tells when they are stale).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { machineRegistry } from '../machines/registry'
import {
  type Arrow,
  arrowsOf,
  arrowText,
  describeActions,
  describeBranchGuard,
  describeTrigger,
  shortId,
  stateNotes,
  transitionsOf,
} from './machine-graph'
import { type Labels, svgOf } from './machine-svg'
import { wrap } from './words'

const docsDir = join(dirname(fileURLToPath(import.meta.url)), '../docs')
export const diagramsFile = join(docsDir, 'machines.md')

/**
 * docs/diagrams/<name>.svg (by the code names) and <name>.words.svg (in words) for every machine of
 * the registry, with its text.
 */
export function svgFiles(): Promise<
  { file: string; svg: string; machine: AnyStateMachine; labels: Labels }[]
> {
  return Promise.all(
    machineRegistry.flatMap(({ name, machine }) =>
      (['code', 'words'] as const).map(async (labels) => ({
        file: join(docsDir, 'diagrams', labels === 'code' ? `${name}.svg` : `${name}.words.svg`),
        svg: await svgOf(machine, labels),
        machine,
        labels,
      })),
    ),
  )
}

/**
 * Mermaid ids allow letters, digits and underscores; states are named by their path, the machine
 * itself (drawn only when it has transitions of its own) `__root`.
 */
function mermaidId(node: AnyStateNode): string {
  if (!node.path.length) return '__root'
  return node.path.map((key) => key.replace(/[^A-Za-z0-9_]/g, '_')).join('__')
}

/** Mermaid ends a statement at `;` and reads `#` as an entity; keep labels plain. */
function label(text: string): string {
  const plain: Record<string, string> = { ';': ',', '#': '', '{': '(', '}': ')', '"': "'" }
  return text
    .replace(/[;#{}"]/g, (char) => plain[char] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** `a --> b : label` for each arrow that `block` holds. */
const arrowLines = (arrows: readonly Arrow[], block: AnyStateNode | undefined, indent: string) =>
  arrows
    .filter((arrow) => arrow.block === block)
    .map(
      (arrow) =>
        `${indent}${mermaidId(arrow.from)} --> ${mermaidId(arrow.to)} : ${label(arrowText(arrow))}`,
    )

/**
 * The states inside `parent`, then the arrows it holds. Each arrow goes from its own source to its
 * own target and is written in the innermost block that holds both ends and is neither of them:
 * Mermaid draws an arrow across a compound state's border once the compound state is declared, and
 * one from inside a compound state to that state's own border only when written outside it.
 */
function renderBlock(parent: AnyStateNode, arrows: readonly Arrow[], indent: string): string[] {
  const lines: string[] = []
  const children = Object.values(parent.states) as AnyStateNode[]
  if (!children.length) return lines
  for (const child of children)
    lines.push(`${indent}state "${label(child.key)}" as ${mermaidId(child)}`)
  const initial = parent.initial?.target?.[0] as AnyStateNode | undefined
  if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`)
  for (const child of children) {
    if (Object.keys(child.states).length) {
      lines.push(`${indent}state ${mermaidId(child)} {`)
      lines.push(...renderBlock(child, arrows, `${indent}  `))
      lines.push(`${indent}}`)
    }
  }
  lines.push(...arrowLines(arrows, parent, indent))
  for (const child of children) {
    if (child.type === 'final') lines.push(`${indent}${mermaidId(child)} --> [*]`)
  }
  for (const child of children) {
    const notes = stateNotes(child).map(label)
    if (!notes.length) continue
    if (Object.keys(child.states).length) {
      // Mermaid draws no text inside a compound state's box: a note beside it instead.
      lines.push(`${indent}note right of ${mermaidId(child)}`)
      for (const note of notes) lines.push(`${indent}  ${note}`)
      lines.push(`${indent}end note`)
    } else {
      for (const line of notes.flatMap((note) => wrap(note, 48))) {
        lines.push(`${indent}${mermaidId(child)} : ${line}`)
      }
    }
  }
  return lines
}

/**
 * The Mermaid source of one machine. Its states are drawn at the top level (Mermaid misplaces the
 * states of a compound state nested in another when arrows cross into it), so the machine's own
 * transitions, if it has any, leave a state of their own that stands for every state.
 */
export function mermaidOf(machine: AnyStateMachine): string {
  const arrows = transitionsOf(machine).flatMap(arrowsOf)
  const outside = arrowLines(arrows, undefined, '  ')
  return [
    'stateDiagram-v2',
    ...(outside.length
      ? [`  state "${label(machine.id)}, in any state" as ${mermaidId(machine.root)}`]
      : []),
    ...renderBlock(machine.root, arrows, '  '),
    ...outside,
  ].join('\n')
}

const cell = (text: string) => text.replaceAll('|', '\\|')

function transitionTable(machine: AnyStateMachine): string[] {
  const rows = transitionsOf(machine).map((transition) => {
    const targets = (transition.definition.target ?? []) as AnyStateNode[]
    const actions = describeActions(transition.definition.actions)
    return `| ${[
      shortId(transition.source),
      `\`${describeTrigger(transition)}\``,
      describeBranchGuard(transition) ?? '',
      targets.length ? targets.map(shortId).join(', ') : '(stays, no exit)',
      actions.join(', '),
      transition.definition.description ?? '',
    ]
      .map(cell)
      .join(' | ')} |`
  })
  return [
    '| from | event | guard | to | actions | why |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ]
}

/** docs/machines.md: every machine of the registry, drawn, and its transitions tabled. */
export function renderMachinesMarkdown(): string {
  const sections = machineRegistry.map(({ file, machine }) => {
    return [
      `## ${machine.id}`,
      '',
      `\`${file}\`.`,
      '',
      ...(machine.root.description ? [machine.root.description, ''] : []),
      '```mermaid',
      mermaidOf(machine),
      '```',
      '',
      '### Transitions',
      '',
      ...transitionTable(machine),
    ].join('\n')
  })
  return [
    '# Statecharts',
    '',
    '<!-- Generated by `npm run diagrams` from the machines of machines/registry.ts. Do not edit by hand: `npm test` fails when this file differs from what the machines generate. -->',
    '',
    'Every state machine of the product, drawn from its definition. Each box is a state and holds its',
    '`description`, then what it does on entry and exit (a compound state has them in a note beside it).',
    'Arrows read `event [guard] / actions` and go from the state that has the transition to the state it',
    "targets, across a compound state's border where they must (the machine itself, when it has transitions",
    'of its own, is a state named `<machine>, in any state`);',
    '`after X` fires once the state has lasted the named delay, `always` as soon as its guard holds,',
    '`done:` and `error:` when an invoked actor finishes or fails, `[else]` when no earlier branch matched,',
    '`(stays)` for a transition that runs actions without leaving the state, `(ignored)` for one that',
    'deliberately does nothing.',
    '',
    `Machines: ${machineRegistry.map(({ machine }) => `[${machine.id}](#${machine.id.toLowerCase()})`).join(', ')}.`,
    '',
    sections.join('\n\n'),
    '',
  ].join('\n')
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await writeFile(diagramsFile, renderMachinesMarkdown())
  console.log(`Wrote ${diagramsFile}`)
  await mkdir(join(docsDir, 'diagrams'), { recursive: true })
  for (const { file, svg } of await svgFiles()) {
    await writeFile(file, svg)
    console.log(`Wrote ${file}`)
  }
}
