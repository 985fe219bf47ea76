/**
 * WebKit's classic WebDriver cannot run a script before the page's own (there is no init
 * script) and cannot intercept requests. So WebKit reaches the site through this proxy, which
 * passes every request and response through unchanged, except that an HTML page gets the
 * harness script (harness-script.ts) as the first element of its <head>, and its CSP allows exactly
 * that script by hash. The site's own inline scripts and styles keep their hashes.
 */
import { createHash } from 'node:crypto'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { text } from 'node:stream/consumers'

export interface InjectingProxy {
  origin: string
  /** The script the next HTML pages get (until it is set again). */
  setScript(source: string): void
  close(): Promise<void>
}

/** The site's `script-src` (build/headers.ts always sets one) also allows `hash`. */
function allowScriptHash(policy: string, hash: string): string {
  const directives = policy.split(';').map((part) => part.trim())
  const index = directives.findIndex((part) => part.startsWith('script-src '))
  if (index < 0) throw new Error(`The site's CSP has no script-src: ${policy}`)
  directives[index] = `${directives[index]} ${hash}`
  return directives.join('; ')
}

/** The page with `script` as the first child of <head>. */
function injectFirst(html: string, script: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html)
  if (!head) throw new Error('The page has no <head>')
  if (/<\/script/i.test(script)) throw new Error('The script would end its <script> element')
  const at = head.index + head[0].length
  return `${html.slice(0, at)}<script>${script}</script>${html.slice(at)}`
}

export async function startInjectingProxy(siteOrigin: string): Promise<InjectingProxy> {
  const site = new URL(siteOrigin)
  let script = ''
  const server: Server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, host: site.host }
    // Plain bodies, so the HTML can be read and changed; and a page is always sent whole (a
    // 304 would bring the site's CSP back without the harness's hash).
    delete headers['accept-encoding']
    if (String(headers.accept ?? '').includes('text/html')) {
      delete headers['if-none-match']
      delete headers['if-modified-since']
    }
    const target = new URL(incoming.url ?? '/', site)
    const forward = request(target, { method: incoming.method, headers }, async (response) => {
      const type = String(response.headers['content-type'] ?? '')
      if (!type.startsWith('text/html') || !script) {
        outgoing.writeHead(response.statusCode ?? 502, response.headers)
        response.pipe(outgoing)
        return
      }
      const html = injectFirst(await text(response), script)
      const hash = `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
      const out = { ...response.headers }
      delete out['content-length']
      delete out.etag
      delete out['last-modified']
      out['cache-control'] = 'no-store'
      const policy = out['content-security-policy']
      if (typeof policy === 'string') out['content-security-policy'] = allowScriptHash(policy, hash)
      outgoing.writeHead(response.statusCode ?? 502, out)
      outgoing.end(html)
    })
    forward.on('error', (error) => {
      outgoing.writeHead(502)
      outgoing.end(String(error))
    })
    incoming.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    setScript(source) {
      script = source
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
