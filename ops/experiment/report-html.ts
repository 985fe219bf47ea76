/**
 * The experiment report as one HTML page with nothing to fetch (`--html`): the same figures as
 * the terminal's (report.ts), and each chart of rates over days drawn here as inline SVG. Its own
 * Content-Security-Policy allows its inline stylesheet and nothing else; it reads from 320 px up
 * (tables scroll sideways in their own box, the charts scale).
 */
import escapeHtml from 'escape-html'
import type { Chart, Report, Table } from './report'

const e = (text: string) => escapeHtml(text)
const style = `
  body { font: 1rem/1.45 system-ui, sans-serif; color: #111; margin: 0 auto; max-width: 60rem; padding: 0 1rem 2rem; }
  h1 { font-size: 1.5rem; } h2 { font-size: 1.15rem; margin-top: 2rem; overflow-wrap: anywhere; }
  .scroll { overflow-x: auto; } table { border-collapse: collapse; font-size: .875rem; }
  .verdict { font-size: 1.1rem; } h3 { font-size: 1rem; margin: 1rem 0 .25rem; }
  th, td { border: 1px solid #999; padding: .25rem .4rem; text-align: left; vertical-align: top; white-space: nowrap; }
  th { background: #eee; } ul { padding-left: 1.1rem; } li { overflow-wrap: anywhere; }
  figure { margin: 1rem 0; max-width: 36rem; } figure > svg { width: 100%; height: auto; }
`

function table({ title, head, rows }: Table): string {
  const cells = (tag: string, row: string[]) => row.map((c) => `<${tag}>${e(c)}</${tag}>`).join('')
  return `<h3>${e(title)}</h3><div class="scroll"><table><thead><tr>${cells('th', head)}</tr></thead><tbody>${rows.map((r) => `<tr>${cells('td', r)}</tr>`).join('')}</tbody></table></div>`
}

/** A difference in percentage points, signed, as an axis reads it. */
const tick = (d: number) => `${d > 0 ? '+' : d < 0 ? '\u2212' : ''}${+Math.abs(d * 100).toFixed(4)}`

/** The smallest 1, 2 or 5 times a power of ten at or above `x`. */
function nice(x: number): number {
  const power = 10 ** Math.floor(Math.log10(x))
  return ([1, 2, 5, 10].find((m) => m * power >= x) ?? 10) * power
}

/**
 * A variant's difference from default (a line) inside its always-valid interval (a band), over
 * the test's views to each day; 0 drawn across, the planned views and the stopping day marked.
 */
function chart({ title, points, planned, stop }: Chart, id: string): string {
  const first = points[0]
  const last = points.at(-1)
  if (!first || !last) return `<p>${e(title)}: too few counts to draw yet.</p>`
  const [width, height, left, right, top, bottom] = [480, 240, 56, 16, 12, 40]
  const xMax = Math.max(planned, last.views)
  const x = (views: number) => (left + (views / xMax) * (width - left - right)).toFixed(1)
  const ends = points.flatMap(({ difference }) => [difference.low, difference.high])
  const [low, high] = [Math.min(0, ...ends), Math.max(0, ...ends)]
  const y = (d: number) => (top + ((high - d) / (high - low)) * (height - top - bottom)).toFixed(1)
  const vertical = (views: number, label: string, dash: string, at: number) =>
    `<line x1="${x(views)}" x2="${x(views)}" y1="${top}" y2="${height - bottom}" stroke="#555" stroke-dasharray="${dash}"/><text x="${Number(x(views)) - 3}" y="${at}" text-anchor="end">${e(label)}</text>`
  const band = [
    ...points.map((p) => `${x(p.views)},${y(p.difference.high)}`),
    ...points.toReversed().map((p) => `${x(p.views)},${y(p.difference.low)}`),
  ].join(' ')
  const line = points.map((p) => `${x(p.views)},${y(p.difference.estimate)}`).join(' ')
  const step = nice((high - low) / 5)
  const axis = Array.from(
    { length: Math.floor(high / step) - Math.ceil(low / step) + 1 },
    (_, i) => (Math.ceil(low / step) + i) * step,
  )
    .map((d) => `<text x="${left - 4}" y="${Number(y(d)) + 4}" text-anchor="end">${tick(d)}</text>`)
    .join('')
  const days = [first, last]
    .map(
      (p) =>
        `<text x="${x(p.views)}" y="${height - bottom + 14}" text-anchor="middle">${e(p.day)}</text>`,
    )
    .join('')
  const drawn =
    points.length === 1
      ? `<line class="interval" x1="${x(first.views)}" x2="${x(first.views)}" y1="${y(first.difference.high)}" y2="${y(first.difference.low)}" stroke="#93c5fd" stroke-width="6"/><circle class="difference" cx="${x(first.views)}" cy="${y(first.difference.estimate)}" r="3" fill="#1d4ed8"/>`
      : `<polygon class="interval" points="${band}" fill="#bfdbfe"/><polyline class="difference" points="${line}" fill="none" stroke="#1d4ed8" stroke-width="2.5"/>`
  const zero = `<line x1="${left}" x2="${width - right}" y1="${y(0)}" y2="${y(0)}" stroke="#111"/>`
  const marks = [
    vertical(planned, 'plan', '6 4', top + 10),
    ...(stop ? [vertical(stop.views, 'stop', '', top + 24)] : []),
  ].join('')
  return `<figure><svg viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${id}" font-size="12" font-family="system-ui, sans-serif"><title id="${id}">${e(title)}</title>${drawn}${zero}${axis}${days}${marks}</svg><figcaption>${e(title)}</figcaption></figure>`
}

export function reportHtml(report: Report): string {
  const list = (lines: string[]) =>
    lines.length ? `<ul>${lines.map((l) => `<li>${e(l)}</li>`).join('')}</ul>` : ''
  const sections = report.sections
    .map(
      (s, i) =>
        `<section><h2>${e(s.title)}</h2>${s.verdict.map((line, j) => (j ? `<p>${e(line)}</p>` : `<p class="verdict"><strong>${e(line)}</strong></p>`)).join('')}${s.tables.map(table).join('')}${list(s.lines)}${s.charts.map((c, j) => chart(c, `chart-${i}-${j}`)).join('')}</section>`,
    )
    .join('')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${e(report.title)}</title><style>${style}</style></head>
<body><main><h1>${e(report.title)}</h1>${list(report.summary)}${sections}<section><h2>Skipped</h2>${report.skipped.length ? list(report.skipped) : '<p>Nothing.</p>'}</section></main></body></html>
`
}
