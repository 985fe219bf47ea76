/**
 * `npm run claims`: the dossier for counsel, `dist/claims.html`, one printable page with nothing
 * to fetch: each page and screen of the site, each claim in the order it is shown there, its kind,
 * the rules it answers and the evidence on record or "missing" (docs/claims.md). It renders the
 * pages as the build does (the server renderer, through Vite, with the build's settings from the
 * environment and `.env.production`) and checks them against the register (build/claims.ts); an
 * unregistered claim is listed, and makes the command fail.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import escapeHtml from 'escape-html'
import { createServer } from 'vite'
import { distDir, rootDir } from '../build/build-dirs'
import {
  type ClaimsRenderer,
  checkClaims,
  evidenceText,
  formatUnaccounted,
  normalized,
  type PageClaims,
  withoutEvidence,
} from '../build/claims'
import { type ClaimEntry, claimKinds, claimRules } from '../src/content/claims'

export const dossierFile = join(distDir, 'claims.html')

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
  ul.rules { padding-left: 1.2rem; } .unaccounted { color: #a00; font-weight: bold; }
  @media print { body { margin: 0; max-width: none; } h2.page { break-before: page; } a { color: inherit; } }
`

function evidenceCell(entry: ClaimEntry): string {
  const text = evidenceText(entry.evidence)
  return `<td class="${entry.evidence === 'missing' ? 'missing' : 'evidence'}">${e(text)}</td>`
}

/** Each rule by its citation, the part before the colon (the whole text is in the list of rules). */
const rulesOf = (entry: ClaimEntry) =>
  entry.rules.map((rule) => e(claimRules[rule].split(':')[0] ?? rule)).join('<br>')

/** One page's table: its claims in the order it shows them. */
function pageSection(page: PageClaims, index: number): string {
  const rows = page.shown.map(
    ({ entry, seen }, n) =>
      `<tr data-claim="${e(entry.id)}"><td>${n + 1}</td><td><b>${e(normalized(entry.about))}</b><div class="shown">${seen
        .slice(0, 4)
        .map((text) => `<q>${e(text.length > 140 ? `${text.slice(0, 137)}…` : text)}</q>`)
        .join(
          '',
        )}</div></td><td>${e(claimKinds[entry.kind])}</td><td>${rulesOf(entry)}</td>${evidenceCell(entry)}</tr>`,
  )
  const unaccounted = page.unaccounted.map(
    (finding) => `<p class="unaccounted">Not in the register: ${e(formatUnaccounted(finding))}</p>`,
  )
  return [
    `<section data-page="${e(page.page)}">`,
    `<h2 class="${index > 0 ? 'page' : ''}">${e(page.page)}</h2>`,
    rows.length > 0
      ? `<table><thead><tr><th>#</th><th>Claim, and how the page shows it</th><th>Kind</th><th>Rules</th><th>Evidence</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
      : '<p>No claims.</p>',
    ...unaccounted,
    '</section>',
  ].join('\n')
}

/** The dossier: a summary, the rules cited, then every page and its claims in order. */
export function renderDossier(
  report: readonly PageClaims[],
  register: readonly ClaimEntry[],
): string {
  const missing = withoutEvidence(register)
  const rules = Object.values(claimRules).map((rule) => `<li>${e(rule)}</li>`)
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
<p class="lede">Every claim the site’s pages and the quiz’s results make, page by page in the order each page shows them, with the rules it answers and the evidence on record. ${register.length} claims are registered; <b>${missing.length} have no evidence on record</b> (“missing”). Written by <code>npm run claims</code> from <code>src/content/claims.ts</code>; how to record evidence: <code>docs/claims.md</code>.</p>
<h2>Rules cited</h2>
<ul class="rules">${rules.join('')}</ul>
${report.map(pageSection).join('\n')}
</body>
</html>
`
}

/** The site's pages, rendered as the build renders them, checked against the register. */
async function checkSite(): Promise<{ report: PageClaims[]; register: readonly ClaimEntry[] }> {
  const vite = await createServer({
    root: rootDir,
    mode: 'production',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  })
  try {
    const renderer = (await vite.ssrLoadModule('/src/entry-server.tsx')) as ClaimsRenderer
    return { report: await checkClaims(renderer), register: renderer.claimsRegister }
  } finally {
    await vite.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { report, register } = await checkSite()
  await mkdir(dirname(dossierFile), { recursive: true })
  await writeFile(dossierFile, renderDossier(report, register))
  const unaccounted = report.flatMap((page) => page.unaccounted)
  for (const finding of unaccounted)
    console.error(`not in the register: ${formatUnaccounted(finding)}`)
  console.log(
    `Wrote ${dossierFile}: ${register.length} claims on ${report.length} pages and screens, ${withoutEvidence(register).length} without evidence.`,
  )
  if (unaccounted.length > 0) process.exitCode = 1
}
