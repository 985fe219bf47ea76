/**
 * A machine's diagram as a self-contained SVG. ELK (elkjs, the layout engine of Stately's own
 * visualizer) places the states and routes the arrows round them, with each label in room of its
 * own; this file sizes the boxes and labels and draws what ELK returns. Each compound state is a
 * box holding its children, its initial child reached from a dot. Each arrow goes from the
 * state that has the transition to the state it targets, across compound states' borders where it
 * must (`arrowsOf`), and reads `event [guard] / actions` (`arrowText`); it carries what it draws as
 * data (`data-source`, `data-event`, `data-guard`, `data-target`: state ids and the event type), and
 * each state its id (`data-state`), for a program to read back. A state's description shows on
 * hover. Each machine is drawn twice, laid out for its labels: by its code names, and in words
 * (each state by its description, each arrow as ops/diagrams/words.ts says it, its transition's own
 * description on hover). `npm run diagrams` writes both to docs/diagrams/ (`<machine>.svg`,
 * `<machine>.words.svg`).
 */
import ELK, {
  type ElkExtendedEdge,
  type ElkLabel,
  type ElkNode,
  type ElkPoint,
} from 'elkjs/lib/elk.bundled.js'
import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { getStateNodes } from 'xstate/graph'
import {
  type Arrow,
  arrowsOf,
  arrowText,
  isLoop,
  nameOf,
  stateNotes,
  transitionsOf,
} from '../../testing/machine-graph'
import { arrowWords, wrap } from './words'

const font = 13
const small = 11
/** A character's width, generously, in the sans-serif faces a viewer has. */
const charWidth = (size: number) => size * 0.6
const textWidth = (text: string, size = font) => Math.ceil(text.length * charWidth(size))
const lineHeight = 16
const pad = 16
const titleHeight = 28
const dot = 10
const loopWidth = 28

/**
 * How ELK lays out a box's contents: top to bottom, arrows at right angles, cycles broken
 * depth-first from the initial state (so that the arrows back are few and point up), nodes placed
 * for short, straight arrows. ELK reads them box by box, so every compound state has them too.
 */
const layoutOptions = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.layered.spacing.nodeNodeBetweenLayers': '32',
  'elk.layered.spacing.edgeNodeBetweenLayers': '16',
  'elk.spacing.nodeNode': '32',
  'elk.spacing.edgeNode': '16',
  'elk.spacing.edgeEdge': '12',
  'elk.spacing.edgeLabel': '4',
}

/** The picture as a whole: laid out in one pass across the boxes, every coordinate on the page. */
const pageOptions = {
  ...layoutOptions,
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.padding': '[top=12,left=12,bottom=12,right=12]',
  'org.eclipse.elk.json.shapeCoords': 'ROOT',
  'org.eclipse.elk.json.edgeCoords': 'ROOT',
}

/**
 * What the labels say: the machine's code names (`answer.select [isValidAnswer] / appendAnswer`,
 * each state by its key with its entry, invoke, exit and tags), or words (each state by its
 * description, each arrow as ops/diagrams/words.ts words it).
 */
export type Labels = 'code' | 'words'

interface Edge extends Arrow {
  /** The label's lines: one in code, wrapped in words. */
  lines: string[]
}

/** How wide a line of words may be, in characters: a state's description, an arrow's label. */
const stateWordsWidth = 34
const arrowWordsWidth = 28

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Coordinates to a tenth: a short file, and the same text on every run. */
const n = (value = 0) => Math.round(value * 10) / 10

/** The lines inside a state's box under its title: entry, invoke, exit and tags; none in words. */
function linesOf(node: AnyStateNode, labels: Labels): string[] {
  return labels === 'words' ? [] : stateNotes(node).slice(node.description ? 1 : 0)
}

/** A state's title, in lines: its key, or in words its description wrapped. */
function titleOf(node: AnyStateNode, labels: Labels): string[] {
  return labels === 'words' && node.description
    ? wrap(node.description, stateWordsWidth)
    : [node.key]
}

const childrenOf = (node: AnyStateNode) => Object.values(node.states) as AnyStateNode[]
const initialOf = (node: AnyStateNode) => node.initial?.target?.[0] as AnyStateNode | undefined
/** The dot an initial state is reached from, a node of its own so that ELK places it. */
const start = '#start'
const startId = (node: AnyStateNode) => `${node.id}${start}`

/** A state as ELK reads it: its size, or its children and the arrows between them. */
function elkNode(node: AnyStateNode, edges: readonly Edge[], kind: Labels): ElkNode {
  const labels = loopLabels(node, edges)
  const notes = linesOf(node, kind)
  const title = titleOf(node, kind)
  const width =
    2 * pad +
    Math.max(
      ...title.map((line) => textWidth(line)),
      ...notes.map((line) => textWidth(line, small)),
    )
  const children = childrenOf(node)
  const lines = title.length + notes.length
  if (!children.length) {
    return { id: node.id, width, height: 20 + lineHeight * lines, labels }
  }
  const initial = initialOf(node)
  const top = titleHeight + lineHeight * (lines - 1)
  return {
    id: node.id,
    labels,
    layoutOptions: {
      ...layoutOptions,
      'elk.padding': `[top=${top + pad / 2},left=${pad},bottom=${pad},right=${pad}]`,
      'elk.nodeSize.constraints': '[MINIMUM_SIZE]',
      'elk.nodeSize.minimum': `(${width}, ${top})`,
    },
    children: [
      ...(initial ? [{ id: startId(node), width: dot, height: dot }] : []),
      ...children.map((child) => elkNode(child, edges, kind)),
    ],
    edges: [
      ...(initial
        ? [{ id: `${node.id}#initial`, sources: [startId(node)], targets: [initial.id] }]
        : []),
      ...elkEdges(edges, node),
    ],
  }
}

/**
 * The loops of a state (transitions that stay in it) are drawn by hand beside its right side, their
 * labels stacked: ELK keeps room for them as one label outside the box.
 */
const loopsOf = (node: AnyStateNode, edges: readonly Edge[]) =>
  edges.filter((edge) => isLoop(edge) && edge.from === node)

function loopLabels(node: AnyStateNode, edges: readonly Edge[]): ElkLabel[] {
  const loops = loopsOf(node, edges)
  if (!loops.length) return []
  return [
    {
      text: loops.map((edge) => edge.lines.join(' ')).join('\n'),
      width: loopWidth + Math.max(...loops.map((edge) => textWidth(edge.lines.join(' '), small))),
      height: lineHeight * loops.length,
      layoutOptions: { 'elk.nodeLabels.placement': '[OUTSIDE, H_RIGHT, V_CENTER]' },
    },
  ]
}

const edgeId = (index: number) => `e${index}`

/**
 * The arrows that `parent`'s box holds (at the top level, those that leave the machine's own box):
 * ELK routes each across the borders between its ends.
 */
function elkEdges(edges: readonly Edge[], parent?: AnyStateNode): ElkExtendedEdge[] {
  return edges.flatMap((edge, index) =>
    edge.block === parent && !isLoop(edge)
      ? [
          {
            id: edgeId(index),
            sources: [edge.from.id],
            targets: [edge.to.id],
            labels: [
              {
                text: edge.lines.join('\n'),
                width: Math.max(...edge.lines.map((line) => textWidth(line, small))) + 8,
                height: lineHeight * edge.lines.length,
                layoutOptions: { 'elk.edgeLabels.inline': 'true' },
              },
            ],
          },
        ]
      : [],
  )
}

/** What an arrow draws, as attributes: its source, event, guard and target (none: it stays). */
function arrowData({ transition, from, to }: Edge): string {
  const { eventType, guard, target } = transition.definition
  return [
    `data-source="${xml(from.id)}"`,
    `data-event="${xml(eventType)}"`,
    ...(guard === undefined ? [] : [`data-guard="${xml(nameOf(guard))}"`]),
    `data-target="${target?.length ? xml(to.id) : ''}"`,
  ].join(' ')
}

function drawState(
  node: AnyStateNode,
  box: ElkNode,
  loops: readonly Edge[],
  kind: Labels,
): string[] {
  const { x = 0, y = 0, width = 0, height = 0 } = box
  const compound = childrenOf(node).length > 0
  const hover = node.description ? `<title>${xml(node.description)}</title>` : ''
  const out = [
    `<g class="state${compound ? ' compound' : ''}" data-state="${xml(node.id)}">${hover}`,
    `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="10"/>`,
  ]
  if (node.type === 'final') {
    out.push(
      `<rect x="${n(x + 4)}" y="${n(y + 4)}" width="${n(width - 8)}" height="${n(height - 8)}" rx="7"/>`,
    )
  }
  const cx = compound ? x + pad : x + width / 2
  const anchor = compound ? 'start' : 'middle'
  const top = compound ? y + 19 : y + 10 + 12
  const title = titleOf(node, kind)
  const weight = kind === 'code' ? ' font-weight="600"' : ''
  for (const [index, line] of title.entries()) {
    out.push(
      `<text x="${n(cx)}" y="${n(top + lineHeight * index)}" font-size="${font}"${weight} text-anchor="${anchor}">${xml(line)}</text>`,
    )
  }
  for (const [index, line] of linesOf(node, kind).entries()) {
    out.push(
      `<text x="${n(cx)}" y="${n(top + lineHeight * (title.length + index))}" font-size="${small}" text-anchor="${anchor}" class="note">${xml(line)}</text>`,
    )
  }
  out.push('</g>')
  for (const { x: labelX = 0, y: labelY = 0, text = '' } of box.labels ?? []) {
    const right = x + width
    for (const [index, line] of text.split('\n').entries()) {
      const middle = labelY + lineHeight * index + lineHeight / 2
      const reach = labelX + loopWidth - 6
      const loop = loops[index]
      out.push(
        `<g class="transition"${loop ? ` ${arrowData(loop)}` : ''}>${loop ? why(loop, kind) : ''}`,
        `<path d="M ${n(right)} ${n(middle - 4)} C ${n(reach)} ${n(middle - 10)}, ${n(reach)} ${n(middle + 10)}, ${n(right)} ${n(middle + 4)}" class="arrow"/>`,
        `<text x="${n(labelX + loopWidth)}" y="${n(middle + 4)}" font-size="${small}" class="edge">${xml(line)}</text>`,
        '</g>',
      )
    }
  }
  return out
}

/** In words, an arrow's transition's own description shows on hover. */
function why({ transition }: Edge, kind: Labels): string {
  const { description } = transition.definition
  return kind === 'words' && description ? `<title>${xml(description)}</title>` : ''
}

/**
 * An arrow; its label sits on it, on the compound's grey, so that the line stops at the text. The
 * arrow from an initial dot is no transition: it has no data.
 */
function drawEdge(edge: ElkExtendedEdge, drawn: Edge | undefined, kind: Labels): string[] {
  const points: ElkPoint[] = (edge.sections ?? []).flatMap((section) => [
    section.startPoint,
    ...(section.bendPoints ?? []),
    section.endPoint,
  ])
  const d = points.map(({ x, y }, index) => `${index ? 'L' : 'M'} ${n(x)} ${n(y)}`).join(' ')
  return [
    drawn ? `<g class="transition" ${arrowData(drawn)}>${why(drawn, kind)}` : '<g class="initial">',
    `<path d="${d}" class="arrow"/>`,
    ...(edge.labels ?? []).flatMap(({ x = 0, y = 0, width = 0, height = 0, text = '' }) => [
      `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" class="label"/>`,
      ...text
        .split('\n')
        .map(
          (line, index) =>
            `<text x="${n(x + width / 2)}" y="${n(y + 12 + lineHeight * index)}" font-size="${small}" text-anchor="middle" class="edge">${xml(line)}</text>`,
        ),
    ]),
    '</g>',
  ]
}

/** Every node and edge of ELK's answer, outer first. */
function flatten(box: ElkNode): { boxes: ElkNode[]; edges: ElkExtendedEdge[] } {
  const inner = (box.children ?? []).map(flatten)
  return {
    boxes: [box, ...inner.flatMap((part) => part.boxes)],
    edges: [...(box.edges ?? []), ...inner.flatMap((part) => part.edges)],
  }
}

/**
 * The SVG of one machine: its root is the outer box, named by the machine's id. Its labels in
 * code (docs/machines.md's) or in words; its arrowheads and their style are its own
 * (`labels-<kind>`), so that one page can hold both pictures.
 */
export async function svgOf(machine: AnyStateMachine, kind: Labels = 'code'): Promise<string> {
  const edges: Edge[] = transitionsOf(machine)
    .flatMap(arrowsOf)
    .map((arrow) => ({
      ...arrow,
      lines: kind === 'code' ? [arrowText(arrow)] : wrap(arrowWords(arrow), arrowWordsWidth),
    }))
  const graph: ElkNode = await new ELK().layout({
    id: 'diagram',
    layoutOptions: pageOptions,
    children: [elkNode(machine.root, edges, kind)],
    edges: elkEdges(edges),
  })
  const byId = new Map(edges.map((edge, index) => [edgeId(index), edge]))
  const states = new Map([machine.root, ...getStateNodes(machine)].map((node) => [node.id, node]))
  const { boxes, edges: arrows } = flatten(graph)
  const width = Math.ceil(graph.width ?? 0)
  const height = Math.ceil(graph.height ?? 0)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" class="labels-${kind}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif">`,
    `<title>${xml(machine.id)}: ${xml(machine.root.description ?? 'statechart')}</title>`,
    `<defs><marker id="head-${kind}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="#334155"/></marker></defs>`,
    `<style>.state rect{fill:#fff;stroke:#334155;stroke-width:1.5}.compound>rect{fill:#f1f5f9}text{fill:#0f172a}.note{fill:#475569}.edge{fill:#1e3a8a}.arrow{fill:none;stroke:#334155;stroke-width:1.3;stroke-linejoin:round}.start{fill:#0f172a}.label{fill:#f1f5f9}.labels-${kind} .arrow{marker-end:url(#head-${kind})}</style>`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    ...boxes.flatMap((box) => {
      const node = states.get(box.id)
      if (node) return drawState(node, box, loopsOf(node, edges), kind)
      if (box.id.endsWith(start)) {
        const r = (box.width ?? dot) / 2
        return [
          `<circle cx="${n((box.x ?? 0) + r)}" cy="${n((box.y ?? 0) + r)}" r="${r}" class="start"/>`,
        ]
      }
      return []
    }),
    ...arrows.flatMap((edge) => drawEdge(edge, byId.get(edge.id), kind)),
    '</svg>',
    '',
  ].join('\n')
}
