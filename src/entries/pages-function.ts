/**
 * The Cloudflare Pages Function of the counted paths (src/lib/counting.ts), bundled by the build
 * into dist/functions/ (build/counting.ts). It counts into the D1 database bound as `COUNTS`
 * (the table of docs/experiments.md, made on first use) after answering: a count that fails is
 * logged and lost, and the visitor gets the page, the redirect or a ping's 204 all the same.
 */
import {
  type Count,
  type CountingSite,
  countedRequest,
  countLine,
  requestSigns,
} from '../lib/counting'

interface Statement {
  bind: (...values: unknown[]) => Statement
}
interface CountsDatabase {
  prepare: (query: string) => Statement
  batch: (statements: Statement[]) => Promise<unknown>
}
interface PagesContext {
  request: Request
  env: { COUNTS?: CountsDatabase; ASSETS: { fetch: (url: URL) => Promise<Response> } }
  next: () => Promise<Response>
  waitUntil: (promise: Promise<unknown>) => void
}

const table =
  'CREATE TABLE IF NOT EXISTS counts (day TEXT, page TEXT, variant TEXT, step TEXT, n INTEGER, PRIMARY KEY (day, page, variant, step))'
const add =
  'INSERT INTO counts (day, page, variant, step, n) VALUES (?1, ?2, ?3, ?4, 1) ON CONFLICT (day, page, variant, step) DO UPDATE SET n = n + 1'

async function count(db: CountsDatabase | undefined, counted: Count): Promise<void> {
  if (!db) throw new Error('no D1 database bound as COUNTS')
  const columns = countLine(counted, new Date()).split('\t')
  await db.batch([db.prepare(table), db.prepare(add).bind(...columns)])
}

/** The function every counted route exports as `onRequest`. */
export function countingFunction(site: CountingSite) {
  return async ({ request, env, next, waitUntil }: PagesContext): Promise<Response> => {
    const url = new URL(request.url)
    const signs = requestSigns((name) => request.headers.get(name))
    const answer = countedRequest(site, request.method, url.pathname, url.search, signs)
    if (answer?.count) {
      waitUntil(
        count(env.COUNTS, answer.count).catch((error) => console.error('Not counted:', error)),
      )
    }
    if (answer?.status) {
      return new Response(null, { status: answer.status, headers: site.redirectHeaders })
    }
    if (answer?.redirect) {
      return new Response(null, {
        status: 302,
        headers: { ...site.redirectHeaders, Location: answer.redirect },
      })
    }
    const page = Object.values(site.pages).find((candidate) => candidate.url === url.pathname)
    if (!page || !answer?.file || answer.file === page.file) return next()
    // A variant's file, under the page's own headers (its URL's, as `_headers` gives them).
    const shown = new Response(
      (await env.ASSETS.fetch(new URL(`/${answer.file.replace(/\.html$/, '')}`, url))).body,
    )
    for (const [name, value] of Object.entries(page.headers)) shown.headers.set(name, value)
    shown.headers.set('Content-Type', 'text/html; charset=utf-8')
    return shown
  }
}
