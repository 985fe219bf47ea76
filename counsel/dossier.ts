/**
 * `npm run claims`: the dossier for counsel, `dist/claims.html`, one printable page with nothing
 * to fetch: the counts by state, the build it describes (commit, date, settings, the manifest's
 * hash), an index by page, then each page and screen of the site with each claim by number and id
 * in the order it is shown there, its kind, the rules it answers, the evidence on record or
 * "missing" and its state (pending, approved, or changed: the approved words beside the words
 * now), and a line to sign (docs/claims.md). It renders
 * the pages as the build does (the server renderer, through Vite, with the build's settings from
 * the environment and `.env.production`) and presents what the check (counsel/check.ts) finds; an
 * unregistered claim is listed, and makes the command fail.
 *
 * `npm run claims -- --approve <id...|all> --by "Name"` records the phrases those entries show
 * now, by whom and today's date, in counsel/approved.json: the one writer of approvals.
 */
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { isDeepStrictEqual, parseArgs } from 'node:util'
import escapeHtml from 'escape-html'
import { createServer } from 'vite'
import { clientDir, distDir, rootDir } from '../build/build-dirs'
import { checksumsPath } from '../build/headers'
import { formatSettingsTable, readBuildEnv } from '../build/settings'
import { readSettings } from '../src/config/settings'
import {
  type ApprovalRecord,
  approvalStates,
  approve,
  type ClaimsRenderer,
  checkPages,
  claimsVerdict,
  type EntryState,
  formatUnaccounted,
  normalized,
  type PageClaims,
  type Placed,
  readRecord,
  readShown,
  recordFile,
  shownPages,
  shownSentences,
  stateCounts,
  stateWords,
} from './check'
import { type ClaimRule, claimKinds, claimRules } from './register'

const e = (text: string | number = '') => escapeHtml(String(text))

const style = `
  body { font: 11pt/1.45 Georgia, 'Times New Roman', serif; color: #111; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }
  h1 { font-size: 1.6rem; margin: 0 0 .25rem; } h2 { font-size: 1.2rem; margin: 2rem 0 .5rem; break-after: avoid; }
  table { border-collapse: collapse; width: 100%; font-size: 9.5pt; } th { background: #eee; } tr { break-inside: avoid; }
  th, td { border: 1px solid #999; padding: .3rem .4rem; text-align: left; vertical-align: top; } dt { font-weight: bold; }
  q { font-style: italic; } q + q::before { content: ' · '; font-style: normal; } .sign p { margin: 2.5rem 0 0; }
  p.lede { color: #333; } .missing, .unaccounted, .changed > b, .pending > b { color: #a00; } pre { white-space: pre-wrap; margin: 0; }
  .wording { margin-top: .3rem; } .wording th, .wording td { width: 50%; } .wording q { display: block; margin-bottom: .3rem; } .wording q + q::before { content: none; }
  @media print { body { margin: 0; max-width: none; } h2.page { break-before: page; } a { color: inherit; } }
`

/**
 * The build a dossier describes, what a signature covers: its commit, when the dossier was written
 * (ISO 8601), the settings other than their defaults as the build prints them, and the manifest's
 * SHA-256 and whether the built pages are the ones described.
 */
export type BuildIdentity = Record<'commit' | 'date' | 'settings' | 'manifest', string>

/**
 * What the dossier presents: the check's report, the register, counsel's record, and what the
 * build it describes moved since the build before (null: no build, or none before it).
 */
type Checked = Pick<ClaimsRenderer, 'claimsRegister' | 'notClaims'> & {
  report: PageClaims[]
  record: ApprovalRecord
  moved: readonly string[] | null
}

/** A rule as a row cites it: before the colon, and for the CMA's guidance which part of the Act. */
function citation(rule: ClaimRule): string {
  const [source = '', says = ''] = claimRules[rule].split(': ')
  return e(source.startsWith('UK') ? `${source}: ${says.split(' (')[0]}` : source)
}

const quotes = (phrases: readonly string[]) => phrases.map((p) => `<q>${e(p)}</q>`).join('')
const placedQuotes = (list: readonly Placed[]) =>
  list.map(({ page, sentence }) => `${e(page)}: <q>${e(sentence)}</q>`).join('<br>')

/** An entry's state where it stands: approved or pending; changed, the words approved beside the words now. */
function stateCell(s: EntryState): string {
  const cell = `<td class="${s.state}"><b>${e(stateWords(s))}</b>`
  if (s.state !== 'changed') return `${cell}</td>`
  return `${cell}<table class="wording"><tr><th>Approved</th><th>Now</th></tr><tr><td>${placedQuotes(s.was) || 'nothing else: a sentence new to it'}</td><td>${placedQuotes(s.now)}</td></tr></table></td>`
}

/**
 * The dossier: the build, the counts by state, an index by page, the rules cited, every page and
 * its claims in order (number and id, what the page shows, kind, rules, evidence, and its state
 * with the approved and current words side by side), and the sign-off.
 */
export function renderDossier(checked: Checked, build: BuildIdentity): string {
  const { report, claimsRegister: register, record, moved } = checked
  const unregistered = report.flatMap(({ unaccounted }) => unaccounted).length
  const number = new Map(register.map((entry, n) => [entry.id, n + 1]))
  const states = new Map(approvalStates(report, checked, record).map((s) => [s.entry.id, s]))
  const missing = [...states.values()].filter((s) => s.entry.evidence === 'missing').length
  const changed = [...states.values()].flatMap((s) =>
    s.state === 'changed' ? [`${number.get(s.entry.id)} <code>${e(s.entry.id)}</code>`] : [],
  )
  const row = (s: EntryState, seen: string[]) => {
    const { id, about, kind, rules, evidence } = s.entry
    const shown = seen.slice(0, 4).map((t) => (t.length > 140 ? `${t.slice(0, 137)}…` : t))
    const held =
      evidence === 'missing'
        ? 'missing'
        : `${evidence.kind}: ${evidence.ref}${evidence.date ? ` (${evidence.date})` : ''}`
    return `<tr data-claim="${e(id)}"><td>${number.get(id)}<br><code>${e(id)}</code></td>
<td><b>${e(normalized(about))}</b><div>${quotes(shown)}</div></td>
<td>${e(claimKinds[kind])}</td><td>${rules.map(citation).join('<br>')}</td>
<td class="${evidence === 'missing' ? 'missing' : 'evidence'}">${e(held)}</td>${stateCell(s)}</tr>`
  }
  const pages = report.map(({ page, shown, unaccounted }, n) => {
    const rows = shown.flatMap(({ entry, seen }) => {
      const s = states.get(entry.id)
      return s ? [row(s, seen)] : []
    })
    const table = `<table><thead><tr><th>Claim</th><th>What it says, and how the page shows it</th><th>Kind</th><th>Rules</th><th>Evidence</th><th>Counsel’s approval</th></tr></thead><tbody>${rows.join('\n')}</tbody></table>`
    return `<section data-page="${e(page)}"><h2 class="page" id="page-${n + 1}">${e(page)}</h2>
${rows.length > 0 ? table : '<p>No claims.</p>'}
${unaccounted.map((finding) => `<p class="unaccounted">Not in the register: ${e(formatUnaccounted(finding))}</p>`).join('\n')}
</section>`
  })
  const index = report.map(({ page, shown }, n) => {
    const numbers = shown.map(({ entry }) => number.get(entry.id) ?? 0).sort((a, b) => a - b)
    return `<li><a href="#page-${n + 1}">${e(page)}</a>: ${numbers.join(', ') || 'none'}</li>`
  })
  const list = (items: string[]) => `<ul>${items.join('\n')}</ul>`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Claims register and evidence: every page</title><style>${style}</style></head>
<body><h1>Claims register and evidence</h1>
<p class="summary"><b>${e(stateCounts([...states.values()]))}</b>; <b>${missing} without evidence</b> (“missing”), of ${states.size} claims the pages show; <b>${unregistered} not in the register</b>.${changed.length > 0 ? ` Changed since approval: ${changed.join(', ')}.` : ''}</p>
<p class="lede">Every claim the site’s pages and the quiz’s results make, page by page in the order each page shows them, with the rules it answers, the evidence on record and counsel’s approval of its words: pending (never approved), approved (by whom, on which day) or changed since approval (the words approved beside the words shown now). Written by <code>npm run claims</code> from <code>counsel/register.ts</code> and <code>counsel/approved.json</code>; how to record evidence and approve: <code>docs/claims.md</code>.</p>
<h2>The build this describes</h2><dl><dt>Commit</dt><dd>${e(build.commit)}</dd><dt>Written</dt><dd>${e(build.date)}</dd><dt>Settings</dt><dd><pre>${e(build.settings)}</pre></dd><dt>Manifest</dt><dd>${e(build.manifest)}</dd></dl>
<h2>What the build moved</h2>${moved === null ? '<p>Nothing to compare with: no build of these pages, or none before it.</p>' : moved.length === 0 ? '<p>Nothing since the build before it.</p>' : `<p>Since the build before it, by claim: the sentences gone and new, by page, and the figures new to the claim.</p><ul class="moved">${moved.map((line) => `<li>${e(line)}</li>`).join('\n')}</ul>`}
<h2>Index by page</h2>${list(index)}
<h2>Rules cited</h2>${list(Object.values(claimRules).map((rule) => `<li>${e(rule)}</li>`))}
${pages.join('\n')}
<section class="sign"><h2>Sign-off</h2>
<p>I have read the claims above, as the build named at the top shows them, and approve their wording.</p>
<p>Name: ______________________________ Date: ______________ Signature: ______________________________</p></section>
</body></html>
`
}

/** The commit checked out, and whether the tracked files differ from it. */
function commitOf(): string {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: rootDir, encoding: 'utf8' }).trim()
  try {
    const changed = git('status', '--porcelain', '--untracked-files=no')
    return `${git('rev-parse', 'HEAD')}${changed ? ' with uncommitted changes' : ''}`
  } catch {
    return 'unknown (not a git checkout)'
  }
}

/** The site's pages, rendered as the build renders them and checked, and the build they describe. */
async function checkSite(): Promise<Checked & { build: BuildIdentity }> {
  const server = { middlewareMode: true, hmr: false, ws: false } as const
  const config = { root: rootDir, mode: 'production', appType: 'custom', server } as const
  const vite = await createServer({ ...config, logLevel: 'error' })
  try {
    const renderer = {
      ...(await vite.ssrLoadModule('/src/entry-server.tsx')),
      ...(await vite.ssrLoadModule('/counsel/register.ts')),
    } as ClaimsRenderer
    const pages = await shownPages(renderer)
    const manifest = await readFile(join(clientDir, checksumsPath), 'utf8').catch(() => null)
    const report = checkPages(pages, renderer)
    // The manifest names the build in dist/client; it is this one if its claims check, which the
    // build keeps (counsel/check.ts), found what this one finds, sentence by sentence.
    const last = await readShown()
    const same = isDeepStrictEqual(last?.shown, shownSentences(report))
    const rows = readSettings(readBuildEnv(rootDir)).rows.filter(([, , isDefault]) => !isDefault)
    const hash = manifest && createHash('sha256').update(manifest).digest('hex')
    const build = {
      commit: commitOf(),
      date: new Date().toISOString(),
      settings: rows.length > 0 ? formatSettingsTable(rows) : 'every setting at its default',
      manifest: !hash
        ? `no build in ${clientDir}: run npm run build with the same settings, then this command`
        : `SHA-256 ${hash} of ${checksumsPath.slice(1)} in ${clientDir}; ${same ? 'its pages show the claims described here' : 'its pages show other claims than the ones described here: rebuild with these settings before signing'}`,
    }
    const moved = same ? (last?.moved ?? null) : null
    return { ...renderer, report, record: await readRecord(), moved, build }
  } finally {
    await vite.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  /** What `run` returns; or its error in a line (and how to call, `usage`), and the command stops. */
  const orStop = <T>(run: () => T, usage = ''): T => {
    try {
      return run()
    } catch (error) {
      console.error(`${(error as Error).message}${usage}`)
      return process.exit(1)
    }
  }
  const usage = ': npm run claims [-- --approve <id...|all> --by "Name"]'
  const options = { approve: { type: 'string' }, by: { type: 'string' } } as const
  const { values, positionals } = orStop(
    () => parseArgs({ options, allowPositionals: true }),
    usage,
  )
  if (values.approve ? !values.by?.trim() : positionals.length > 0 || values.by) {
    const what = values.approve ? '--approve needs --by "Name": who approves' : 'Unknown arguments'
    orStop(() => assert.fail(`${what} ${process.argv.slice(2).join(' ')}`), usage)
  }
  const checked = await checkSite()
  const { report, build, record } = checked
  const states = approvalStates(report, checked, record)
  if (values.approve && values.by) {
    const ids = [values.approve, ...positionals]
    const signed = { by: values.by.trim(), on: build.date.slice(0, 10) }
    const next = orStop(() => approve(states, checked, record, ids, signed))
    await writeFile(recordFile, `${JSON.stringify(next, null, 2)}\n`)
    // As the formatter prints it, so that `npm run lint` passes on the record as written.
    execFileSync(join(rootDir, 'node_modules/.bin/biome'), ['format', '--write', recordFile])
    console.log(
      `Recorded in ${recordFile}: ${ids.join(', ')} approved by ${signed.by} on ${signed.on}.`,
    )
  } else {
    const file = join(distDir, 'claims.html')
    await mkdir(distDir, { recursive: true })
    await writeFile(file, renderDossier(checked, build))
    const { lines } = claimsVerdict(report, checked, record)
    for (const line of lines) console.log(line)
    console.log(`Wrote ${file}: ${report.length} pages and screens.`)
    if (report.some((page) => page.unaccounted.length > 0)) process.exitCode = 1
  }
}
