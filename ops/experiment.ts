/**
 * `npm run experiment -- report <counts-file> [--experiment <id>] [--html <out.html>]`: the
 * experiment report of a host's counts (docs/experiments.md) against the experiments declared in
 * src/content/experiments.ts; prints it, and with `--html` writes it as one page with its charts.
 * The counts file is `npm start`'s counts file, nginx's counts log or the JSON of `wrangler d1
 * execute ... --json`; the figures and their wording are ops/experiment/'s. Exits 0 with a report
 * (what it skipped named in it), 1 when the command or the declarations are wrong, 2 when it
 * refuses the counts file, each refusal in one line (docs/experiments.md, "Exit codes").
 */
import { readFile, writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { experimentProblems } from '../build/counting'
import type { Experiment } from '../src/content/experiments'
import * as declared from '../src/content/experiments'
import { RefusedCounts, readCounts } from './experiment/counts'
import { buildReport, reportText } from './experiment/report'
import { reportHtml } from './experiment/report-html'

const usage =
  'usage: npm run experiment -- report <counts-file> [--experiment <id>] [--html <out.html>]'

async function main(): Promise<string> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { experiment: { type: 'string' }, html: { type: 'string' } },
  })
  const [command, file, ...rest] = positionals
  if (command !== 'report' || !file || rest.length) throw new Error(usage)
  const all = (declared as { experiments?: readonly Experiment[] }).experiments ?? []
  const problems = experimentProblems(all)
  if (problems.length) throw new Error(`src/content/experiments.ts:\n${problems.join('\n')}`)
  const chosen = all.filter((e) => !values.experiment || e.id === values.experiment)
  if (values.experiment && !chosen.length)
    throw new Error(
      `no experiment "${values.experiment}"; declared: ${all.map((e) => e.id).join(', ') || 'none'}`,
    )
  const read = await readFile(file, 'utf8')
    .then((text) => readCounts(text, all))
    .catch((error: Error) => {
      const why =
        error instanceof RefusedCounts ? error.message : `cannot read it (${error.message})`
      throw new RefusedCounts(`refused ${file}: ${why}`)
    })
  if (values.experiment)
    read.counts = read.counts.filter((c) => chosen.some((e) => e.page === c.page))
  const report = buildReport(read, chosen, file)
  if (values.html) await writeFile(values.html, reportHtml(report))
  return `${reportText(report)}${values.html ? `\n\nWrote ${values.html}` : ''}`
}

main().then(
  (text) => console.log(text),
  (error: Error) => {
    console.error(error.message)
    process.exitCode = error instanceof RefusedCounts ? 2 : 1
  },
)
