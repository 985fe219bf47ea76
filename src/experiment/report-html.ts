/**
 * The experiment report as one HTML page with nothing to fetch (`--html`): the same figures as
 * the terminal's (report.ts), and each chart of rates over days drawn here as inline SVG. Its own
 * Content-Security-Policy allows its inline stylesheet and nothing else; it reads from 320 px up
 * (tables scroll sideways in their own box, the charts scale).
 */
import escapeHtml from 'escape-html'
import type { Chart, Report, Table } from './report'

const e = (text: string) => escapeHtml(text)
/** A colour and a dash per variant, so lines differ without colour too. */
const strokes = [
  ['#1d4ed8', ''],
  ['#b45309', '6 4'],
  ['#047857', '2 3'],
  ['#7c3aed', '10 3 2 3'],
  ['#be123c', '1 3'],
] as const
const stroke = (i: number) => strokes[i % strokes.length] ?? strokes[0]

const style = `
  body { font: 1rem/1.45 system-ui, sans-serif; color: #111; margin: 0 auto; max-width: 60rem; padding: 0 1rem 2rem; }
  h1 { font-size: 1.5rem; } h2 { font-size: 1.15rem; margin-top: 2rem; overflow-wrap: anywhere; }
  .scroll { overflow-x: auto; } table { border-collapse: collapse; font-size: .875rem; }
  .verdict { font-size: 1.1rem; } h3 { font-size: 1rem; margin: 1rem 0 .25rem; }
  th, td { border: 1px solid #999; padding: .25rem .4rem; text-align: left; vertical-align: top; white-space: nowrap; }
  th { background: #eee; } ul { padding-left: 1.1rem; } li { overflow-wrap: anywhere; }
  figure { margin: 1rem 0; max-width: 26rem; } figure > svg { width: 100%; height: auto; }
  figcaption ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 0 1rem; margin: .25rem 0 0; }
`

function table({ title, head, rows }: Table): string {
  const cells = (tag: string, row: string[]) => row.map((c) => `<${tag}>${e(c)}</${tag}>`).join('')
  return `<h3>${e(title)}</h3><div class="scroll"><table><thead><tr>${cells('th', head)}</tr></thead><tbody>${rows.map((r) => `<tr>${cells('td', r)}</tr>`).join('')}</tbody></table></div>`
}

/** The smallest 1, 2 or 5 times a power of ten at or above `rate`. */
function ceiling(rate: number): number {
  const power = 10 ** Math.floor(Math.log10(rate))
  return ([1, 2, 5, 10].find((m) => m * power >= rate) ?? 10) * power
}

function chart({ title, days, series }: Chart, id: string): string {
  const rates = series.flatMap((s) => s.points.map((p) => p.rate))
  if (rates.length === 0) return `<p>${e(title)}: too few counts to draw yet.</p>`
  const [width, height, left, bottom] = [340, 190, 52, 30]
  const top = ceiling(Math.max(...rates, 1e-4))
  const x = (day: string) =>
    left + (days.length > 1 ? days.indexOf(day) / (days.length - 1) : 0.5) * (width - left - 8)
  const y = (rate: number) => 8 + (1 - rate / top) * (height - 8 - bottom)
  const grid = [0, top / 2, top]
    .map(
      (r) =>
        `<line x1="${left}" x2="${width - 8}" y1="${y(r)}" y2="${y(r)}" stroke="#ccc"/><text x="${left - 4}" y="${y(r) + 4}" text-anchor="end">${(r * 100).toPrecision(2)} %</text>`,
    )
    .join('')
  const axis = [days[0] ?? '', days.at(-1) ?? '']
    .map(
      (day, i) =>
        `<text x="${i ? width - 8 : left}" y="${height - 8}" text-anchor="${i ? 'end' : 'start'}">${e(day)}</text>`,
    )
    .join('')
  const lines = series
    .map(({ points }, i) => {
      const [colour, dash] = stroke(i)
      const [only] = points
      if (points.length === 1 && only)
        return `<circle cx="${x(only.day)}" cy="${y(only.rate)}" r="3" fill="${colour}"/>`
      const xy = points.map((p) => `${x(p.day).toFixed(1)},${y(p.rate).toFixed(1)}`).join(' ')
      return `<polyline points="${xy}" fill="none" stroke="${colour}" stroke-width="2.5" stroke-dasharray="${dash}"/>`
    })
    .join('')
  const legend = series
    .map(({ variant, points }, i) => {
      const [colour, dash] = stroke(i)
      const swatch = `<svg width="28" height="8" aria-hidden="true"><line x1="0" x2="28" y1="4" y2="4" stroke="${colour}" stroke-width="3" stroke-dasharray="${dash}"/></svg>`
      return `<li>${swatch} ${e(variant)}${points.length ? '' : ' (too few counts yet)'}</li>`
    })
    .join('')
  return `<figure><svg viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${id}" font-size="13" font-family="system-ui, sans-serif"><title id="${id}">${e(title)}</title>${grid}${axis}${lines}</svg><figcaption>${e(title)}<ul>${legend}</ul></figcaption></figure>`
}

export function reportHtml(report: Report): string {
  const list = (lines: string[]) =>
    lines.length ? `<ul>${lines.map((l) => `<li>${e(l)}</li>`).join('')}</ul>` : ''
  const sections = report.sections
    .map(
      (s, i) =>
        `<section><h2>${e(s.title)}</h2>${s.verdict ? `<p class="verdict">Verdict: <strong>${e(s.verdict)}</strong></p>` : ''}${s.tables.map(table).join('')}${list(s.lines)}${s.charts.map((c, j) => chart(c, `chart-${i}-${j}`)).join('')}</section>`,
    )
    .join('')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${e(report.title)}</title><style>${style}</style></head>
<body><main><h1>${e(report.title)}</h1>${list(report.summary)}${sections}<section><h2>Skipped</h2>${report.skipped.length ? list(report.skipped) : '<p>Nothing.</p>'}</section></main></body></html>
`
}
