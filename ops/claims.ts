/**
 * `npm run claims`: the dossier for counsel, `dist/claims.html`, one printable page with nothing
 * to fetch: the build it describes (commit, date, settings, the manifest's hash), what changed
 * since counsel approved the wording, an index by page, then each page and screen of the site with
 * each claim by number and id in the order it is shown there, its kind, the rules it answers, the
 * evidence on record or "missing" and its approval, and a line to sign (docs/claims.md). It renders
 * the pages as the build does (the server renderer, through Vite, with the build's settings from
 * the environment and `.env.production`) and checks them against the register (build/claims.ts);
 * an unregistered claim is listed, and makes the command fail.
 *
 * `npm run claims -- --approve <id...|all> [--by "Name"]` records the phrases those entries show
 * now, with today's date (and who), in src/content/claims-approved.json.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import escapeHtml from 'escape-html'
import { createServer } from 'vite'
import { clientDir, distDir, rootDir } from '../build/build-dirs'
import {
  type ClaimsRenderer,
  checkClaims,
  evidenceText,
  formatUnaccounted,
  formatUnapproved,
  normalized,
  type PageClaims,
  sharedEnds,
  sinceApproval,
  type Unapproved,
  withoutEvidence,
} from '../build/claims'
import { checksumsPath } from '../build/headers'
import { formatSettingsTable, readBuildEnv } from '../build/settings'
import { readSettings } from '../src/config/settings'
import { type Approvals, type ClaimEntry, claimKinds, claimRules } from '../src/content/claims'
import { sitePages } from '../src/pages'

export const dossierFile = join(distDir, 'claims.html')
const approvalsFile = join(rootDir, 'src/content/claims-approved.json')

const e = (text: string) => escapeHtml(text)

const style = `
  body { font: 11pt/1.45 Georgia, 'Times New Roman', serif; color: #111; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }
  h1 { font-size: 1.6rem; margin: 0 0 .25rem; } h2 { font-size: 1.2rem; margin: 2rem 0 .5rem; break-after: avoid; }
  p.lede { margin: 0 0 1rem; color: #333; }
  table { border-collapse: collapse; width: 100%; font-size: 9.5pt; }
  th, td { border: 1px solid #999; padding: .3rem .4rem; text-align: left; vertical-align: top; }
  th { background: #eee; } tr { break-inside: avoid; }
  td.missing { font-weight: bold; color: #a00; }
  q { font-style: italic; } .shown q + q::before { content: ' · '; font-style: normal; }
  ul.rules { padding-left: 1.2rem; } .unaccounted, .changed { color: #a00; font-weight: bold; }
  del { background: #fdd; } ins { background: #dfd; text-decoration: none; } dt { font-weight: bold; }
  pre { white-space: pre-wrap; margin: 0; } .sign p { margin: 2.5rem 0 0; }
  @media print { body { margin: 0; max-width: none; } h2.page { break-before: page; } a { color: inherit; } }
`

function evidenceCell(entry: ClaimEntry): string {
  const text = evidenceText(entry.evidence)
  return `<td class="${entry.evidence === 'missing' ? 'missing' : 'evidence'}">${e(text)}</td>`
}

/** Each rule by its citation, the part before the colon (the whole text is in the list of rules). */
const rulesOf = (entry: ClaimEntry) =>
  entry.rules.map((rule) => e(claimRules[rule].split(':')[0] ?? rule)).join('<br>')

/** The build a dossier describes: what a signature covers. */
export interface BuildIdentity {
  commit: string
  /** When the dossier was written, ISO 8601. */
  date: string
  /** The settings other than their defaults, as the build prints them. */
  settings: string
  /** The manifest's SHA-256, and whether the built pages are the ones described. */
  manifest: string
}

/** `before` -> `after`, what they share kept, what changed marked. */
function differenceHtml(before: string | null, after: string): string {
  if (before === null) return `<ins>${e(after)}</ins> (not approved before)`
  const { start, end } = sharedEnds(before, after)
  const part = (text: string) => [
    text.slice(0, start),
    text.slice(start, text.length - end),
    text.slice(text.length - end),
  ]
  const [head = '', was = '', tail = ''] = part(before)
  const now = part(after)[1] ?? ''
  return `${e(head)}${was ? `<del>${e(was)}</del>` : ''}${now ? `<ins>${e(now)}</ins>` : ''}${e(tail)}`
}

/** An entry's approval: the day counsel approved its words, or what changed since. */
function approvalCell(
  entry: ClaimEntry,
  page: string,
  approvals: Approvals,
  changes: readonly Unapproved[],
): string {
  const own = changes.filter((change) => change.entry === entry.id && change.pages.includes(page))
  const approval = approvals[entry.id]
  if (own.length === 0 && approval) {
    return `<td class="approved">approved on ${e(approval.date)}${approval.by ? ` by ${e(approval.by)}` : ''}</td>`
  }
  const since = approval ? `changed since approval (${e(approval.date)})` : 'not approved'
  return `<td class="changed">${since}: ${own.map((change) => differenceHtml(change.before, change.after)).join('<br>')}</td>`
}

/** One page's table: its claims in the order it shows them, each by its number and id. */
function pageSection(
  page: PageClaims,
  index: number,
  numbers: ReadonlyMap<string, number>,
  approval: (entry: ClaimEntry, page: string) => string,
): string {
  const rows = page.shown.map(
    ({ entry, seen }) =>
      `<tr data-claim="${e(entry.id)}"><td>${numbers.get(entry.id)}<br><code>${e(entry.id)}</code></td><td><b>${e(normalized(entry.about))}</b><div class="shown">${seen
        .slice(0, 4)
        .map((text) => `<q>${e(text.length > 140 ? `${text.slice(0, 137)}…` : text)}</q>`)
        .join(
          '',
        )}</div></td><td>${e(claimKinds[entry.kind])}</td><td>${rulesOf(entry)}</td>${evidenceCell(entry)}${approval(entry, page.page)}</tr>`,
  )
  const unaccounted = page.unaccounted.map(
    (finding) => `<p class="unaccounted">Not in the register: ${e(formatUnaccounted(finding))}</p>`,
  )
  return [
    `<section data-page="${e(page.page)}">`,
    `<h2 class="page" id="page-${index + 1}">${e(page.page)}</h2>`,
    rows.length > 0
      ? `<table><thead><tr><th>Claim</th><th>What it says, and how the page shows it</th><th>Kind</th><th>Rules</th><th>Evidence</th><th>Wording</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
      : '<p>No claims.</p>',
    ...unaccounted,
    '</section>',
  ].join('\n')
}

/**
 * The dossier: the build, what changed since approval, an index by page, the rules cited, every
 * page and its claims in order, and the sign-off.
 */
export function renderDossier(
  report: readonly PageClaims[],
  register: readonly ClaimEntry[],
  approvals: Approvals,
  build: BuildIdentity,
): string {
  const missing = withoutEvidence(register)
  const numbers = new Map(register.map((entry, n) => [entry.id, n + 1]))
  const changes = sinceApproval(report, approvals)
  const rules = Object.values(claimRules).map((rule) => `<li>${e(rule)}</li>`)
  const index = report.map(
    (page, n) =>
      `<li><a href="#page-${n + 1}">${e(page.page)}</a>: ${
        page.shown
          .map(({ entry }) => numbers.get(entry.id) ?? 0)
          .sort((x, y) => x - y)
          .join(', ') || 'none'
      }</li>`,
  )
  const changed = changes.map(
    (change) =>
      `<li data-changed="${e(change.entry)}"><b>${numbers.get(change.entry)} <code>${e(change.entry)}</code></b> on ${e(change.pages.join(', '))}: ${differenceHtml(change.before, change.after)}${change.adds.length > 0 ? ` <span class="changed">adds ${e(change.adds.join(', '))}</span>` : ''}</li>`,
  )
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Claims register and evidence: every page</title>
<style>${style}</style>
</head>
<body>
<h1>Claims register and evidence</h1>
<p class="lede">Every claim the site’s pages and the quiz’s results make, page by page in the order each page shows them, with the rules it answers, the evidence on record and whether counsel approved its words as shown. ${register.length} claims are registered; <b>${missing.length} have no evidence on record</b> (“missing”); <b>${changes.length} phrase(s) differ from the approved wording</b>. Written by <code>npm run claims</code> from <code>src/content/claims.ts</code>; how to record evidence and approve: <code>docs/claims.md</code>.</p>
<h2>The build this describes</h2>
<dl><dt>Commit</dt><dd>${e(build.commit)}</dd><dt>Written</dt><dd>${e(build.date)}</dd><dt>Settings</dt><dd><pre>${e(build.settings)}</pre></dd><dt>Manifest</dt><dd>${e(build.manifest)}</dd></dl>
<h2>Changed since approval</h2>
${changed.length > 0 ? `<ul>${changed.join('')}</ul>` : '<p>Nothing: every phrase shown is as counsel approved it.</p>'}
<h2>Index by page</h2>
<ul>${index.join('')}</ul>
<h2>Rules cited</h2>
<ul class="rules">${rules.join('')}</ul>
${report.map((page, n) => pageSection(page, n, numbers, (entry, page) => approvalCell(entry, page, approvals, changes))).join('\n')}
<section class="sign">
<h2>Sign-off</h2>
<p>I have read the claims above, as the build named at the top shows them, and approve their wording.</p>
<p>Name: ______________________________ Date: ______________ Signature: ______________________________</p>
</section>
</body>
</html>
`
}

/**
 * The approval record with `ids` (or every entry shown, for 'all') approved as the pages show them
 * now: each entry's phrases, `date` and `by`; the others keep theirs, an entry the register no
 * longer holds is dropped. An id the register lacks, or no page shows, is refused.
 */
export function approve(
  report: readonly PageClaims[],
  register: readonly ClaimEntry[],
  record: Approvals,
  ids: readonly string[],
  date: string,
  by?: string,
): Approvals {
  const phrases = new Map<string, Set<string>>()
  for (const { entry, words } of report.flatMap((page) => page.shown)) {
    phrases.set(entry.id, new Set([...(phrases.get(entry.id) ?? []), ...words]))
  }
  const all = ids.includes('all')
  const chosen = all ? register.map((entry) => entry.id).filter((id) => phrases.has(id)) : ids
  for (const id of chosen) {
    if (!register.some((entry) => entry.id === id))
      throw new Error(`--approve: no register entry has the id ${id}`)
    if (!phrases.has(id))
      throw new Error(
        `--approve: no page of this build shows ${id}, so there are no words to approve`,
      )
  }
  const approved = new Map(
    chosen.map((id) => [
      id,
      { date, ...(by ? { by } : {}), phrases: [...(phrases.get(id) ?? [])].sort() },
    ]),
  )
  return Object.fromEntries(
    register.flatMap((entry) => {
      // An entry this build does not show keeps its record (approved with other settings).
      const kept = approved.get(entry.id) ?? record[entry.id]
      return kept ? [[entry.id, kept]] : []
    }),
  )
}

/** The commit checked out, and whether the working tree differs from it. */
function commitOf(): string {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: rootDir, encoding: 'utf8' }).trim()
  try {
    return `${git('rev-parse', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ' with uncommitted changes' : ''}`
  } catch {
    return 'unknown (not a git checkout)'
  }
}

/** The site's pages, rendered as the build renders them, checked against the register. */
async function checkSite() {
  const vite = await createServer({
    root: rootDir,
    mode: 'production',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  })
  try {
    const renderer = (await vite.ssrLoadModule('/src/entry-server.tsx')) as ClaimsRenderer
    const report = await checkClaims(renderer)
    // The manifest names the build in dist/client; it is this one if its pages hold these renders.
    const built = await Promise.all(
      sitePages.map(async (page) => {
        const file = await readFile(join(clientDir, page.file), 'utf8').catch(() => '')
        return file.includes(await renderer.render(page.url))
      }),
    )
    const manifest = await readFile(join(clientDir, checksumsPath), 'utf8').catch(() => null)
    const rows = readSettings(readBuildEnv(rootDir)).rows.filter(([, , isDefault]) => !isDefault)
    const build: BuildIdentity = {
      commit: commitOf(),
      date: new Date().toISOString(),
      settings: rows.length > 0 ? formatSettingsTable(rows) : 'every setting at its default',
      manifest:
        manifest === null
          ? `no build in ${clientDir}: run npm run build with the same settings, then this command`
          : `SHA-256 ${createHash('sha256').update(manifest).digest('hex')} of ${checksumsPath.slice(1)} in ${clientDir}; ${
              built.every(Boolean)
                ? 'its pages are the ones described here'
                : 'its pages differ from the ones described here: rebuild with these settings before signing'
            }`,
    }
    return { report, register: renderer.claimsRegister, approvals: renderer.claimApprovals, build }
  } finally {
    await vite.close()
  }
}

/** `--approve a b` or `--approve all`, and `--by "Name"`. */
function argumentsOf(args: readonly string[]): { ids: string[]; by?: string } | null {
  const at = args.indexOf('--approve')
  if (at === -1) return null
  const byAt = args.indexOf('--by')
  const ids = args
    .slice(at + 1, byAt > at ? byAt : undefined)
    .filter((arg) => !arg.startsWith('--'))
  if (ids.length === 0) throw new Error('--approve needs the ids to approve, or all')
  return { ids, by: byAt === -1 ? undefined : args[byAt + 1] }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2)
  if (args.length > 0 && !args.includes('--approve')) {
    console.error(
      `Unknown arguments ${args.join(' ')}: npm run claims [-- --approve <id...|all> --by "Name"]`,
    )
    process.exit(1)
  }
  const approving = argumentsOf(args)
  const { report, register, approvals, build } = await checkSite()
  if (approving) {
    const today = build.date.slice(0, 10)
    let record: Approvals
    try {
      record = approve(report, register, approvals, approving.ids, today, approving.by)
    } catch (error) {
      console.error((error as Error).message)
      process.exit(1)
    }
    await writeFile(approvalsFile, `${JSON.stringify(record, null, 2)}\n`)
    // As the formatter prints it, so that `npm run lint` passes on the record as written.
    execFileSync(join(rootDir, 'node_modules/.bin/biome'), ['format', '--write', approvalsFile])
    console.log(
      `Recorded in ${approvalsFile}: ${approving.ids.join(', ')} approved on ${today}${approving.by ? ` by ${approving.by}` : ''}.`,
    )
  } else {
    await mkdir(dirname(dossierFile), { recursive: true })
    await writeFile(dossierFile, renderDossier(report, register, approvals, build))
    const unaccounted = report.flatMap((page) => page.unaccounted)
    for (const finding of unaccounted)
      console.error(`not in the register: ${formatUnaccounted(finding)}`)
    const changes = sinceApproval(report, approvals)
    for (const change of changes) console.error(formatUnapproved(change))
    console.log(
      `Wrote ${dossierFile}: ${register.length} claims on ${report.length} pages and screens, ${withoutEvidence(register).length} without evidence, ${changes.length} phrase(s) not as approved.`,
    )
    if (unaccounted.length > 0) process.exitCode = 1
  }
}
