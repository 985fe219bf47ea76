/**
 * A machine's diagram as a self-contained SVG, laid out here (no browser, no layout library):
 * each compound state is a box holding its children in rows, the initial child first and each
 * row the states one transition further on; an arrow to a later row runs down between the rows,
 * one to the same or an earlier row goes round the right side, and one that stays is a loop with
 * its label beside the box. Arrows read as in docs/machines.md (`edgeEnds`, `edgeText`); a state's
 * description shows on hover. `npm run diagrams` writes one per machine to docs/diagrams/.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { edgeEnds, edgeText, stateNotes, transitionsOf } from './machine-graph'

const font = 13
const small = 11
/** A character's width, generously, in the sans-serif faces a viewer has. */
const charWidth = (size: number) => size * 0.6
const textWidth = (text: string, size = font) => Math.ceil(text.length * charWidth(size))
const lineHeight = 16
const pad = 16
const gapX = 48
const titleHeight = 28
const loopWidth = 28
const lane = 14

interface Edge {
  from: AnyStateNode
  to: AnyStateNode
  label: string
}

interface Box {
  node: AnyStateNode
  /** Position within its parent's box, then (after `place`) on the page. */
  x: number
  y: number
  width: number
  height: number
  /** Room right of the box for the labels of the loops it draws. */
  loopRoom: number
  children: Box[]
  /** The row gaps' tops and heights, and the lanes round the right side. */
  rows: { y: number; height: number; boxes: Box[] }[]
  gaps: { y: number; height: number; edges: Edge[] }[]
  backEdges: Edge[]
  laneX: number
  /** Arrows down more than a row that a curve would draw across a box: round the left side. */
  leftEdges: Edge[]
  leftX: number
}

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The lines inside a state's box: its name, then entry, invoke, exit and tags. */
function linesOf(node: AnyStateNode): string[] {
  return stateNotes(node).slice(node.description ? 1 : 0)
}

function layout(node: AnyStateNode, edges: readonly Edge[]): Box {
  const children = (Object.values(node.states) as AnyStateNode[]).map((child) =>
    layout(child, edges),
  )
  const loops = edges.filter((edge) => edge.from === node && edge.to === node)
  const loopRoom = loops.length
    ? loopWidth + Math.max(...loops.map((edge) => textWidth(edge.label, small)))
    : 0
  const box: Box = {
    node,
    x: 0,
    y: 0,
    width: 0,
    height: 0,
    loopRoom,
    children,
    rows: [],
    gaps: [],
    backEdges: [],
    laneX: 0,
    leftEdges: [],
    leftX: pad,
  }
  const notes = linesOf(node)
  if (!children.length) {
    box.width =
      2 * pad + Math.max(textWidth(node.key), ...notes.map((line) => textWidth(line, small)))
    box.height = 2 * 10 + lineHeight * (1 + notes.length)
    return box
  }
  // Rows: the initial child first; each state below every state with an arrow to it, but for
  // the arrows that lead back to a state on the way there (found depth-first from the initial).
  const byNode = new Map(children.map((child) => [child.node, child]))
  const inside = edges.filter((e) => e.from !== e.to && byNode.has(e.from) && byNode.has(e.to))
  const initial = (node.initial?.target?.[0] as AnyStateNode | undefined) ?? children[0]?.node
  const back = new Set<Edge>()
  const visited = new Set<AnyStateNode>()
  const onPath = new Set<AnyStateNode>()
  const visit = (state: AnyStateNode) => {
    visited.add(state)
    onPath.add(state)
    for (const edge of inside.filter((e) => e.from === state)) {
      if (onPath.has(edge.to)) back.add(edge)
      else if (!visited.has(edge.to)) visit(edge.to)
    }
    onPath.delete(state)
  }
  for (const state of [initial, ...children.map((c) => c.node)]) {
    if (state && !visited.has(state)) visit(state)
  }
  const forward = inside.filter((edge) => !back.has(edge))
  const rank = new Map<AnyStateNode, number>()
  const rankOf = (state: AnyStateNode): number => {
    const known = rank.get(state)
    if (known !== undefined) return known
    const before = forward.filter((e) => e.to === state).map((e) => rankOf(e.from) + 1)
    const row = Math.max(0, ...before)
    rank.set(state, row)
    return row
  }
  const last = Math.max(...children.map((child) => rankOf(child.node)))
  // Within a row, each state under the states its arrows come from (fewer crossings).
  const order = new Map<AnyStateNode, number>()
  for (let row = 0; row <= last; row++) {
    const boxes = children.filter((c) => rank.get(c.node) === row)
    const weight = (child: Box) => {
      const from = forward.filter((e) => e.to === child.node).map((e) => order.get(e.from) ?? 0)
      return from.length ? from.reduce((sum, x) => sum + x, 0) / from.length : 0
    }
    boxes.sort((one, other) => weight(one) - weight(other))
    for (const [index, child] of boxes.entries()) order.set(child.node, index / boxes.length)
    box.rows.push({ y: 0, height: 0, boxes })
  }
  for (const edge of inside) {
    const from = rank.get(edge.from) ?? 0
    const to = rank.get(edge.to) ?? 0
    if (!back.has(edge) && to > from) {
      box.gaps[from] ??= { y: 0, height: 0, edges: [] }
      box.gaps[from]?.edges.push(edge)
    } else {
      box.backEdges.push(edge)
    }
  }
  // Rows one under the other, each centred; a gap holds the labels of the arrows leaving above it.
  let y = titleHeight + (notes.length ? lineHeight * notes.length : 0) + pad
  let width = 0
  for (const [index, row] of box.rows.entries()) {
    row.y = y
    row.height = Math.max(...row.boxes.map((b) => b.height))
    const rowWidth = row.boxes.reduce((sum, b) => sum + b.width + b.loopRoom, 0)
    width = Math.max(width, rowWidth + gapX * (row.boxes.length - 1))
    y += row.height
    if (index < box.rows.length - 1) {
      box.gaps[index] ??= { y: 0, height: 0, edges: [] }
      const gap = box.gaps[index]
      gap.y = y
      gap.height = 28 + lineHeight * gap.edges.length
      y += gap.height
    }
  }
  for (const row of box.rows) {
    const rowWidth =
      row.boxes.reduce((sum, b) => sum + b.width + b.loopRoom, 0) + gapX * (row.boxes.length - 1)
    let x = pad + (width - rowWidth) / 2
    for (const child of row.boxes) {
      child.x = x
      child.y = row.y + (row.height - child.height) / 2
      x += child.width + child.loopRoom + gapX
    }
  }
  // A curve down more than a row that would cross a box goes round the left side instead.
  const crossesABox = (edge: Edge) => {
    const from = byNode.get(edge.from) as Box
    const to = byNode.get(edge.to) as Box
    const siblings = box.gaps.flatMap((gap) => gap?.edges ?? []).filter((e) => e.from === edge.from)
    const nth = siblings.indexOf(edge)
    const x1 = from.x + (from.width * (nth + 1)) / (siblings.length + 1)
    const y1 = from.y + from.height
    const [x2, y2] = [to.x + to.width / 2, to.y]
    return Array.from({ length: 19 }, (_, i) => (i + 1) / 20).some((u) => {
      const v = 1 - u
      const x = v ** 3 * x1 + 3 * v * v * u * x1 + 3 * v * u * u * x2 + u ** 3 * x2
      const y = v ** 3 * y1 + 3 * v * v * u * (y1 + 40) + 3 * v * u * u * (y2 - 40) + u ** 3 * y2
      return children.some(
        (c) =>
          c !== from &&
          c !== to &&
          x > c.x - 4 &&
          x < c.x + c.width + 4 &&
          y > c.y &&
          y < c.y + c.height,
      )
    })
  }
  box.leftEdges = box.gaps.flatMap((gap) => gap?.edges ?? []).filter(crossesABox)
  const leftRoom = box.leftEdges.length ? lane * box.leftEdges.length + 6 : 0
  for (const child of children) child.x += leftRoom
  width += leftRoom
  box.laneX = pad + width + lane
  const backLabels = box.backEdges.map((edge) => textWidth(edge.label, small))
  const backRoom = box.backEdges.length
    ? lane * box.backEdges.length + 8 + Math.max(...backLabels)
    : 0
  box.width = Math.max(
    pad + width + backRoom + pad,
    2 * pad + textWidth(node.key),
    ...notes.map((line) => 2 * pad + textWidth(line, small)),
  )
  box.height = y + pad
  return box
}

/** Moves every box from its parent's frame to the page's. */
function place(box: Box, dx: number, dy: number) {
  box.x += dx
  box.y += dy
  for (const row of box.rows) row.y += box.y
  for (const gap of box.gaps) if (gap) gap.y += box.y
  box.laneX += box.x
  box.leftX += box.x
  for (const child of box.children) place(child, box.x, box.y)
}

function boxesOf(box: Box): Box[] {
  return [box, ...box.children.flatMap(boxesOf)]
}

const label = (x: number, y: number, text: string, anchor = 'start') =>
  `<text x="${x}" y="${y}" font-size="${small}" text-anchor="${anchor}" class="edge">${xml(text)}</text>`

function drawEdges(box: Box, at: Map<AnyStateNode, Box>, edges: readonly Edge[]): string[] {
  const out: string[] = []
  const b = (node: AnyStateNode) => at.get(node) as Box
  // Loops: out of the right side and back, the labels stacked beside the box.
  for (const [index, edge] of edges
    .filter((e) => e.from === box.node && e.to === box.node)
    .entries()) {
    const right = box.x + box.width
    const y = box.y + 12 + index * lineHeight
    out.push(
      `<path d="M ${right} ${y - 4} C ${right + loopWidth - 6} ${y - 10}, ${right + loopWidth - 6} ${y + 10}, ${right} ${y + 4}" class="arrow"/>`,
      label(right + loopWidth, y + 4, edge.label),
    )
  }
  // Down a row or more: from the bottom of the source to the top of the target.
  for (const gap of box.gaps) {
    for (const [index, edge] of (gap?.edges ?? []).entries()) {
      const from = b(edge.from)
      const to = b(edge.to)
      const count = gap?.edges.filter((e) => e.from === edge.from).length ?? 1
      const nth = gap?.edges.filter((e) => e.from === edge.from).indexOf(edge) ?? 0
      const x1 = from.x + (from.width * (nth + 1)) / (count + 1)
      const y1 = from.y + from.height
      const x2 = to.x + to.width / 2
      const y2 = to.y
      const labelY = (gap?.y ?? y1) + 18 + index * lineHeight
      const left = box.leftEdges.indexOf(edge)
      if (left >= 0) {
        const x = box.leftX + left * lane
        const into = box.leftEdges.filter((e) => e.to === edge.to).indexOf(edge)
        const x3 = to.x + to.width * 0.25 - into * 8
        out.push(
          `<path d="M ${x1} ${y1} V ${labelY - 12} H ${x} V ${y2 - 8 - into * 5} H ${x3} V ${y2}" class="arrow" stroke-linejoin="round"/>`,
          label(x1 + 6, labelY, edge.label),
        )
        continue
      }
      out.push(
        `<path d="M ${x1} ${y1} C ${x1} ${y1 + 40}, ${x2} ${y2 - 40}, ${x2} ${y2}" class="arrow"/>`,
      )
      const t = Math.min(1, Math.max(0, (labelY - y1) / Math.max(1, y2 - y1)))
      out.push(label(x1 + (x2 - x1) * t + 6, labelY, edge.label))
    }
  }
  // Back up, or along the row: down out of the source into the gap below its row, round a lane
  // on the right, and down into the target from the gap above its row.
  for (const [index, edge] of box.backEdges.entries()) {
    const from = b(edge.from)
    const to = b(edge.to)
    const outOf = box.backEdges.filter((e) => e.from === edge.from).indexOf(edge)
    const into = box.backEdges.filter((e) => e.to === edge.to).indexOf(edge)
    const x = box.laneX + index * lane
    const x1 = from.x + from.width * 0.85 - outOf * 8
    const y1 = from.y + from.height + 8 + outOf * 5
    const x2 = to.x + to.width * 0.75 + into * 8
    const y2 = to.y - 8 - into * 5
    out.push(
      `<path d="M ${x1} ${from.y + from.height} V ${y1} H ${x} V ${y2} H ${x2} V ${to.y}" class="arrow" stroke-linejoin="round"/>`,
      label(box.laneX + box.backEdges.length * lane + 4, y2 + 4 - into * lineHeight, edge.label),
    )
  }
  return out
}

function drawBox(box: Box): string[] {
  const { node } = box
  const notes = linesOf(node)
  const compound = box.children.length > 0
  const final = node.type === 'final'
  const title = node.description ? `<title>${xml(node.description)}</title>` : ''
  const out = [
    `<g class="state${compound ? ' compound' : ''}">${title}`,
    `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="10"/>`,
  ]
  if (final) {
    out.push(
      `<rect x="${box.x + 4}" y="${box.y + 4}" width="${box.width - 8}" height="${box.height - 8}" rx="7"/>`,
    )
  }
  const cx = compound ? box.x + pad : box.x + box.width / 2
  const anchor = compound ? 'start' : 'middle'
  const top = compound ? box.y + 19 : box.y + 10 + 12
  out.push(
    `<text x="${cx}" y="${top}" font-size="${font}" font-weight="600" text-anchor="${anchor}">${xml(node.key)}</text>`,
  )
  for (const [index, line] of notes.entries()) {
    out.push(
      `<text x="${cx}" y="${top + lineHeight * (index + 1)}" font-size="${small}" text-anchor="${anchor}" class="note">${xml(line)}</text>`,
    )
  }
  out.push('</g>')
  // The initial child: a dot and an arrow above it.
  const initial = node.initial?.target?.[0] as AnyStateNode | undefined
  const first = box.children.find((child) => child.node === initial)
  if (first) {
    const x = first.x + first.width / 2
    out.push(
      `<circle cx="${x - 22}" cy="${first.y - 14}" r="5" class="start"/>`,
      `<path d="M ${x - 17} ${first.y - 13} L ${x} ${first.y}" class="arrow"/>`,
    )
  }
  return out
}

/** The SVG of one machine: its root is the outer box, named by the machine's id. */
export function svgOf(machine: AnyStateMachine): string {
  const edges: Edge[] = transitionsOf(machine).flatMap((transition) =>
    edgeEnds(transition).map(({ from, to }) => ({ from, to, label: edgeText(transition, from) })),
  )
  const root = layout(machine.root, edges)
  place(root, 12, 12)
  const boxes = boxesOf(root)
  const at = new Map(boxes.map((box) => [box.node, box]))
  const width = Math.ceil(root.width + root.loopRoom + 24)
  const height = Math.ceil(root.height + 24)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif">`,
    `<title>${xml(machine.id)}: ${xml(machine.root.description ?? 'statechart')}</title>`,
    '<defs><marker id="head" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="#334155"/></marker></defs>',
    '<style>.state rect{fill:#fff;stroke:#334155;stroke-width:1.5}.compound>rect{fill:#f1f5f9}text{fill:#0f172a}.note{fill:#475569}.edge{fill:#1e3a8a}.arrow{fill:none;stroke:#334155;stroke-width:1.3;marker-end:url(#head)}.start{fill:#0f172a}</style>',
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    ...boxes.flatMap(drawBox),
    ...boxes.flatMap((box) => drawEdges(box, at, edges)),
    '</svg>',
    '',
  ].join('\n')
}
