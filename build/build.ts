/**
 * `npm run build`: the client entries and a server bundle, then every page prerendered to HTML
 * with its head tags, inlined CSS and inline scripts (build/inline-scripts.ts), the `_headers`
 * file (and its nginx form) whose CSP for each page allows exactly what that page uses, brotli and
 * gzip forms of the text, and last the SHA-256 of every file (build/checksums.ts).
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { optimize } from '@tailwindcss/node'
import escapeHtml from 'escape-html'
import svgToTinyDataUri from 'mini-svg-data-uri'
import { createBuilder } from 'vite'
import { type ClaimsRenderer, reportClaims, resultsScreens } from '../counsel/check'
import { experiments } from '../src/content/experiments'
import { siteCopy } from '../src/content/site'
import { deferredAttribute } from '../src/effects/deferred-sections'
import { unjoined } from '../src/lib/typeset'
import { entriesOf, type SitePage, sitePages } from '../src/pages'
import {
  builtLinksFile,
  clientDir,
  countingFile,
  distDir,
  nginxConfFile,
  refuseLoopbackInProduction,
  rootDir,
  serverDir,
} from './build-dirs'
import { writeChecksums } from './checksums'
import { classConflictRisk } from './class-conflicts'
import {
  CountingSiteError,
  countingSiteOf,
  experimentProblems,
  formatNginxHttp,
  nginxCounting,
  writePagesFunctions,
} from './counting'
import { deferredStart, restCssTag, withoutLaterShapes } from './first-screen'
import { buildDisplayFont, buildWordmarkFont } from './fonts'
import {
  contentSecurityPolicy,
  cspHash,
  formatHeadersFile,
  formatNginxConfig,
  headersForPath,
  inlineHashes,
  type PolicedPage,
  siteHeaderRules,
} from './headers'
import { priorityImagePreload } from './image-preload'
import {
  bundleEarlyTaps,
  earlyQuestionTag,
  earlyTapsTag,
  heldStatusTag,
  paintFirstLoader,
  paintFirstScript,
  speculationRulesTag,
  wholeLayoutScript,
  wholeLayoutTag,
} from './inline-scripts'
import { pageCss, staleLayoutRisk } from './page-css'
import { PhotoSetsError, readPhotoSets, shipPhotoSets } from './photos'
import { formatSettingsTable, handOffSettings, readBuildEnv, settingsOrExit } from './settings'
import { stripStatechartDocs } from './strip-statechart-docs'
import { typesetHtml } from './typeset-html'

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
  dynamicImports?: string[]
}
type Manifest = Record<string, ManifestChunk>

/**
 * The chunk files a page asks for in one wave from its HTML: every chunk its entry can reach, by
 * static or dynamic import, each once, the entry last; then, apart (`later`), the chunks reached
 * only through the modules it needs later (the quiz's results), which come at low priority. No
 * chunk is discovered after another has arrived: on a slow line each wave costs a round trip.
 */
function chunkFiles(manifest: Manifest, entry: string, laterModules: readonly string[] = []) {
  const seen = new Set(laterModules)
  const reach = (key: string): string[] => {
    if (seen.has(key)) return []
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`No chunk in the Vite manifest for ${key}`)
    const imports = [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]
    return [...imports.flatMap(reach), chunk.file]
  }
  const first = reach(entry)
  for (const key of laterModules) seen.delete(key)
  return { first, later: laterModules.flatMap(reach) }
}

/** `path`, once its folder is there. */
async function made(path: string): Promise<string> {
  await mkdir(dirname(path), { recursive: true })
  return path
}

/** A page's <head>: title, description, social cards, image preload, CSS and inline scripts. */
export function headTags(
  page: SitePage,
  css: string,
  siteUrl: string | null,
  {
    wholeLayout = '',
    earlyTaps = '',
    imagePreload = '',
    speculationRules = '',
  }: {
    /** The tag of src/inline/whole-layout.ts, on a page whose sections wait to be laid out. */
    wholeLayout?: string
    earlyTaps?: string
    imagePreload?: string
    speculationRules?: string
  } = {},
): string {
  const { image } = page.meta
  // No word joiner (src/lib/typeset.ts) in a tab's title or a search result's snippet: no line
  // there for it to hold, and it went along into copied text.
  const [title, description] = [unjoined(page.meta.title), unjoined(page.meta.description)]
  const isNotFound = !page.routed
  const absolute = (path: string) => (siteUrl ? `${siteUrl}${path}` : path)
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    ...(isNotFound ? ['<meta name="robots" content="noindex" />'] : []),
    ...(siteUrl && !isNotFound
      ? [
          `<link rel="canonical" href="${escapeHtml(absolute(page.url))}" />`,
          `<meta property="og:url" content="${escapeHtml(absolute(page.url))}" />`,
        ]
      : []),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteCopy.brandName)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:image" content="${escapeHtml(absolute(image))}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    ...(imagePreload ? [imagePreload] : []),
    `<style>${css}</style>`,
    ...(earlyTaps ? [earlyTaps] : []),
    ...(wholeLayout ? [wholeLayout] : []),
    ...(speculationRules ? [speculationRules] : []),
  ].join('\n    ')
}

/** Text files, worth compressing; images and fonts are compressed already. */
const compressible = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/

/** `x.br` and `x.gz` beside each text file `x`, where smaller, for nginx and `npm start`. */
async function precompress(dir: string): Promise<void> {
  const names = (await readdir(dir, { recursive: true })).filter((name) => compressible.test(name))
  const forms = {
    br: (body: Buffer) =>
      promisify(brotliCompress)(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    gz: (body: Buffer) => promisify(gzip)(body, { level: 9 }),
  }
  // zlib works on Node's thread pool: all files at once use every core.
  await Promise.all(
    names.flatMap((name) =>
      Object.entries(forms).map(async ([suffix, compress]) => {
        const body = await readFile(join(dir, name))
        const encoded = await compress(body)
        if (encoded.length < body.length) await writeFile(join(dir, `${name}.${suffix}`), encoded)
      }),
    ),
  )
}

/** The photo sets, or the build stops naming each problem (docs/change-copy-and-offer.md). */
function photoSetsOrExit() {
  try {
    return readPhotoSets()
  } catch (error) {
    if (!(error instanceof PhotoSetsError)) throw error
    console.error(
      `The build stopped: the photo sets are wrong (docs/change-copy-and-offer.md, "Your own photographs").\n${error.message}`,
    )
    process.exit(1)
  }
}

/**
 * The declared experiments and what the hosts count by, checked before anything is built: a wrong
 * experiment, or two pages counted as one, stops the build in a line each, naming them.
 */
function countingOrExit(links: Parameters<typeof countingSiteOf>[0]) {
  let problems = experimentProblems(experiments)
  try {
    if (problems.length === 0) countingSiteOf(links, () => ({}))
  } catch (error) {
    if (!(error instanceof CountingSiteError)) throw error
    problems = [...error.problems]
  }
  if (problems.length === 0) return
  console.error(
    `The build stopped: what the hosts count is wrong (docs/experiments.md).\n${problems.join('\n')}`,
  )
  process.exit(1)
}

async function main() {
  // Every setting the pages are built with, read once from the env (`.env` files as Vite reads
  // them, then the process's env) and checked before anything is built; the bundles are given
  // these values as read here, so a wrong one never ships.
  const {
    settings,
    rows: settingRows,
    warnings: settingWarnings,
  } = settingsOrExit(readBuildEnv(rootDir))
  const { outboundLinks, videoHost } = settings
  const siteUrl = settings.site.url
  // The brand's photographs (build/photos.ts), checked as the settings are: a bad set stops here.
  const photoSets = photoSetsOrExit()
  countingOrExit(outboundLinks)
  const links = { outboundLinks, videoHost }
  refuseLoopbackInProduction([...Object.values(outboundLinks), videoHost.scriptUrl])

  // Only this build's own files: a production build leaves the test build beside it alone.
  for (const dir of [clientDir, serverDir]) await rm(dir, { recursive: true, force: true })
  // The client entries and the server renderer, in one Vite run.
  const builder = await createBuilder({
    root: rootDir,
    logLevel: 'warn',
    // The settings and photo sets as read and checked above (src/config/page-settings.ts).
    plugins: [stripStatechartDocs(), handOffSettings({ ...settings, photoSets })],
    // The .env files were read above, once.
    envDir: false,
    environments: {
      client: { build: { outDir: clientDir, rolldownOptions: { input: entriesOf(sitePages) } } },
      ssr: {
        build: {
          outDir: serverDir,
          // Counsel's register beside the renderer, so that it reads the copy this bundle renders.
          rolldownOptions: {
            input: {
              'entry-server': 'src/entry-server.tsx',
              'claims-register': 'counsel/register.ts',
            },
          },
          manifest: false,
          copyPublicDir: false,
        },
      },
    },
  })
  await builder.buildApp()
  // Each photo set's files, and none of the drawings they replace.
  await shipPhotoSets(photoSets, clientDir)

  // The manifest is build metadata, not something to upload: it moves out of the client folder.
  const manifestPath = join(distDir, 'manifest.json')
  await rename(join(clientDir, '.vite/manifest.json'), manifestPath)
  await rm(join(clientDir, '.vite'), { recursive: true, force: true })
  const manifest: Manifest = JSON.parse(await readFile(manifestPath, 'utf8'))

  // Each page inlines its own CSS (build/page-css.ts): Vite's whole-site stylesheet is not shipped.
  const cssFiles = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))
  await Promise.all([...cssFiles].map((file) => rm(join(clientDir, file))))
  const font = await buildDisplayFont(clientDir)
  // The wordmark's face comes with the rest of a page's CSS, never in its first round trip (build/fonts.ts).
  const wordmark = await buildWordmarkFont(siteCopy.brandName)
  // What only the rest of a page needs, after its first screen: the wordmark's face, the line
  // that says the rest is on its way (src/rest-arriving.css) and, on a sales page, /privacy and
  // /terms, the print sheet (src/print.css; the quiz's results have their own, in `print:` classes;
  // the 404 its own, src/print-not-found.css).
  const restCss = async (file: string) =>
    optimize(await readFile(join(rootDir, file), 'utf8'), { minify: true }).code
  const restCommon = `${wordmark}${await restCss('src/rest-arriving.css')}`
  // Each page's print sheet after what every printed page shares (src/print-paper.css).
  const paper = await restCss('src/print-paper.css')
  const salesPrint = `${paper}${await restCss('src/print.css')}`
  const notFoundPrint = `${paper}${await restCss('src/print-not-found.css')}`
  const printed: readonly SitePage['kind'][] = ['vsl', 'advertorial', 'privacy', 'terms']
  const restOnlyOf = (page: SitePage) =>
    printed.includes(page.kind)
      ? `${restCommon}${salesPrint}`
      : page.kind === 'notFound'
        ? `${restCommon}${notFoundPrint}`
        : restCommon

  // The icon is in each page, not a file it asks for: a request before the first paint competes
  // with the page on a slow line (and counts in Lighthouse's largest paint, docs/decisions.md).
  const iconPath = '/favicon.svg'
  // `toSrcset` writes its spaces as %20: a URL in an HTML attribute may have none (the plain
  // form is for CSS's url(), and the W3C Nu checker rejects it in an href).
  const icon = svgToTinyDataUri.toSrcset(await readFile(join(rootDir, 'public', iconPath), 'utf8'))
  // It goes in a double-quoted attribute as it is (its own quotes are single): nothing to escape.
  if (/[&"<>]/.test(icon)) throw new Error(`public${iconPath} has & or " in it: write it without`)
  const shell = (await readFile(join(rootDir, 'index.html'), 'utf8'))
    .replace(/\s*<script type="module" src="\/src\/entries\/dev\.tsx"><\/script>/, '')
    .replace(`href="${iconPath}"`, () => `href="${icon}"`)
  const rootTag = '<div id="root">'
  const parts = [rootTag, '<!--app-head-->', '<!--app-html-->', icon]
  if (!parts.every((part) => shell.includes(part))) {
    throw new Error(
      `index.html lost its ${rootTag}, <!--app-head-->, <!--app-html--> or <link rel="icon" href="${iconPath}">`,
    )
  }
  const earlyTaps = await bundleEarlyTaps()
  const bundled = (name: string) => import(pathToFileURL(join(serverDir, `${name}.js`)).href)
  const server = {
    ...(await bundled('entry-server')),
    ...(await bundled('claims-register')),
  } as {
    renderFirstQuestion: () => Promise<string>
    renderResultsPending: () => Promise<string>
  } & ClaimsRenderer
  const firstQuestion = earlyQuestionTag(await server.renderFirstQuestion())
  const resultsPending = await server.renderResultsPending()
  await writeFile(builtLinksFile, `${JSON.stringify(links, null, 2)}\n`)

  const quizRules = speculationRulesTag(sitePages.find((page) => page.kind === 'quiz')?.url ?? '')
  /**
   * A page's HTML around its rendered body: every word the page shows, and the CSS its markup and
   * scripts can use. Its <head> has the CSS of what the HTML shows before the whole CSS, which
   * comes inline before the first section laid out later or, on a page without one whose scripts
   * draw more (the quiz), at the end of <body> (build/first-screen.ts): so that the first screen
   * comes in one round trip and paints styled.
   */
  const pageHtml = async (page: SitePage, rendered: string) => {
    const chunks = chunkFiles(manifest, page.entry, page.laterModules)
    const html = (css: string, body = rendered, rest = '', templates = true) => {
      // The quiz's buttons do nothing until React hydrates them: a START before then shows the
      // first question from the HTML, whose answer is held for the machine, and the status region
      // (outside #root) says what waits. The results' waiting screen waits outside #root too, as
      // templates at the end of <body>: not before the first screen, and read only by the entry,
      // which the loader after them adds.
      const holdClicks = page.kind === 'quiz'
      const filled = shell
        .replace('<!--app-head-->', () =>
          headTags(page, css, siteUrl, {
            wholeLayout: body.includes(`${deferredAttribute}=`) ? wholeLayoutTag(font) : '',
            earlyTaps: earlyTapsTag(earlyTaps, { holdClicks }),
            imagePreload: priorityImagePreload(body),
            speculationRules: page.prerendersQuiz ? quizRules : '',
          }),
        )
        .replace(rootTag, () =>
          holdClicks ? `${heldStatusTag()}\n    ${firstQuestion}\n    ${rootTag}` : rootTag,
        )
        .replace('<!--app-html-->', () => body)
      const end = filled.lastIndexOf('</body>')
      const later = holdClicks && templates ? `${resultsPending}\n  ` : ''
      const loader = `${rest}${later}${paintFirstScript({ ...chunks, face: font })}`
      return `${filled.slice(0, end)}  ${loader}\n  ${filled.slice(end)}`
    }
    const scripts = await Promise.all(
      [...chunks.first, ...chunks.later].map((file) => readFile(join(clientDir, file), 'utf8')),
    )
    // The CSS of what the HTML shows before the page's whole CSS comes (all of it, where that
    // comes at the end of <body>), and the whole: its scripts' too, which run only after it is in
    // (the loader that adds them comes after it).
    const restOnly = restOnlyOf(page)
    const end = deferredStart(rendered)
    const before = end < 0 ? rendered : rendered.slice(0, end)
    const tag = restCssTag('')
    // Not the results' waiting screen's, in its templates and in the outline a resumed tab shows
    // of it: its own classes come with the whole CSS, parsed before any script can show it.
    const first = await pageCss(html('', withoutLaterShapes(before) + tag, '', false), [], font.css)
    const whole = await pageCss(html('', rendered + tag), scripts, font.css)
    const risk = staleLayoutRisk(whole)
    if (risk) throw new Error(`${page.url}: ${risk}`)
    if (first === whole) return html(whole, rendered, restCssTag(restOnly))
    // Tailwind's licence notice once a page, with the whole CSS: the first screen's bytes are
    // one round trip's.
    const firstOnly = first.replace(/^\/\*![\s\S]*?\*\/\s*/, '')
    const rest = restCssTag(`${whole}${restOnly}`)
    if (end < 0) return html(firstOnly, rendered, rest)
    return html(firstOnly, before + rest + rendered.slice(end))
  }
  /** Each page's inline code, by hash: what its own CSP allows (its variants' too). */
  const hashes = new Map<SitePage, ReturnType<typeof inlineHashes>>()
  /** The pages with a font in their CSS (the wordmark's): their CSP lets in `data:` fonts. */
  const dataFonts = new Set<SitePage>()
  const { pages: counted } = countingSiteOf(outboundLinks, () => ({}))
  /** The pages whose links ping the counting paths: the counted ones (their CSP lets them). */
  const pings = (page: SitePage) => Object.values(counted).some((one) => one.url === page.url)
  for (const page of sitePages) {
    const { variants = {} } = Object.values(counted).find((one) => one.url === page.url) ?? {}
    const files = [[page.file, await server.render(page.url)]]
    for (const [id, file] of Object.entries(variants)) {
      files.push([file, await server.renderVariant(page.url, id)])
    }
    // Every word held where no reader would break it, by spans, not word joiners
    // (build/typeset-html.ts), but on the one page React hydrates (the quiz), whose HTML must be
    // what React renders.
    const typeset = (body: string) => (page.kind === 'quiz' ? body : typesetHtml(body))
    const built = await Promise.all(files.map(([, body = '']) => pageHtml(page, typeset(body))))
    // Each element's classes: none that loses to another for its property (build/class-conflicts.ts).
    for (const [index, [file = '']] of files.entries()) {
      const clash = classConflictRisk(built[index] ?? '')
      if (clash) throw new Error(`${file}: ${clash}`)
    }
    // And the quiz's results, which only the browser draws: the page's HTML has none of them.
    if (page.kind === 'quiz') {
      for (const { name, html } of await Promise.all(resultsScreens(server, page.path))) {
        const clash = classConflictRisk(html)
        if (clash) throw new Error(`${name}: ${clash}`)
      }
    }
    // A variant's inline code is the page's too: its CSP allows both.
    hashes.set(page, inlineHashes(built.join('\n')))
    if (built.some((html) => html.includes('url(data:font/'))) dataFonts.add(page)
    for (const [index, [file = '']] of files.entries()) {
      await writeFile(await made(join(clientDir, file)), built[index] ?? '')
    }
  }

  if (siteUrl) {
    const urls = sitePages.filter((page) => page.routed)
    const sitemap = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map((page) => `  <url><loc>${escapeHtml(`${siteUrl}${page.url}`)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n')
    await writeFile(join(clientDir, 'sitemap.xml'), sitemap)
    const robots = await readFile(join(clientDir, 'robots.txt'), 'utf8')
    await writeFile(join(clientDir, 'robots.txt'), `${robots}Sitemap: ${siteUrl}/sitemap.xml\n`)
  }

  // Each page's own policy: its inline code by hash, and the video host only where it embeds the video.
  const videoOrigin = new URL(links.videoHost.scriptUrl).origin
  const policed: PolicedPage[] = sitePages.map((page) => ({
    ...page,
    csp: contentSecurityPolicy({
      videoOrigin: page.embedsVideo ? videoOrigin : null,
      styleHashes: hashes.get(page)?.styleHashes ?? [],
      scriptHashes: hashes.get(page)?.scriptHashes ?? [],
      pings: pings(page),
      dataFonts: dataFonts.has(page),
    }),
  }))
  const rules = siteHeaderRules(policed)
  await writeFile(join(clientDir, '_headers'), formatHeadersFile(rules))
  // What the hosts count by (docs/experiments.md): for `npm start`, Cloudflare Pages and nginx.
  const countingSite = countingSiteOf(outboundLinks, (path) => headersForPath(rules, path))
  await writeFile(countingFile, `${JSON.stringify(countingSite, null, 2)}\n`)
  await writePagesFunctions(countingSite, join(distDir, 'functions'))
  // Where a Cloudflare build from Git, and `wrangler pages deploy dist/client`, look for them.
  if (distDir === join(rootDir, 'dist')) {
    await writePagesFunctions(countingSite, join(rootDir, 'functions'))
  }
  await writeFile(nginxConfFile, formatNginxConfig(rules, sitePages, nginxCounting(countingSite)))
  await writeFile(join(distDir, 'nginx-http.conf'), formatNginxHttp(countingSite))

  await precompress(clientDir)
  // Last: the SHA-256 of every file above, compressed copies included.
  await writeChecksums(clientDir)
  // The build means to write these inline scripts; any other would be allowed by its hash too.
  const rulesText = /<script[^>]*>(.*)<\/script>/.exec(quizRules)?.[1] ?? ''
  const written = new Set(
    [earlyTaps.quiz, earlyTaps.page, wholeLayoutScript, paintFirstLoader, rulesText].map(cspHash),
  )
  const scripts = new Set([...hashes.values()].flatMap((page) => page.scriptHashes))
  const unexpected = [...scripts].filter((hash) => !written.has(hash))
  if (unexpected.length > 0) {
    console.warn(`warning: ${unexpected.length} unexpected inline script(s), allowed by hash`)
  }
  console.log(`Prerendered ${sitePages.length} pages into ${clientDir}`)
  // What a deployer checks before uploading: every link and setting baked into these pages.
  console.log(
    `\nBuilt with these settings (the links also in ${builtLinksFile}):\n${formatSettingsTable(settingRows)}`,
  )
  const slots = Object.keys(photoSets)
  console.log(`Photographs: ${slots.length > 0 ? slots.join(', ') : 'none (the drawings)'}`)
  // The pages' claims against the register (docs/claims.md): a strict build stops here.
  await reportClaims(server, settings.site.claimsStrict, clientDir)
  for (const warning of settingWarnings) console.warn(`warning: ${warning}`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Always the production bytes: Vite follows NODE_ENV when it is set, so a shell's or a test
  // runner's (Vitest sets `test`) would ship React's development build and other chunks.
  process.env.NODE_ENV = 'production'
  await main()
}
