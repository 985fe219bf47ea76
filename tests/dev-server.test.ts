// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { rawRequest, requestHead } from './support/served-site'

let server: ViteDevServer
let port: number
beforeAll(async () => {
  server = await createServer({
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    server: { port: 0, host: '127.0.0.1' },
    logLevel: 'silent',
  })
  await server.listen()
  const address = server.httpServer?.address()
  if (!address || typeof address === 'string') throw new Error('the dev server has no TCP port')
  port = address.port
}, 30_000)
afterAll(() => server?.close())

// Vite answers 403 to a Host it does not know (DNS rebinding): ask by its own address. A request
// that crashed the server gets no answer: the wait is shorter than the test's, to name it.
const get = (target: string) =>
  rawRequest(port, requestHead(target, { Host: `127.0.0.1:${port}` }), 2000)

describe('the dev server (`npm run dev`)', () => {
  test('answers a target that names no path 400, and keeps serving', async () => {
    for (const target of ['http://[', '//%', 'http://site.test/%', '/quiz%']) {
      const reply = await get(target)
      expect(reply.status, target).toBe(400)
      expect(reply.headers['content-type'], target).toBe('text/plain; charset=utf-8')
      expect(reply.body.toString('utf8'), target).toBe('Bad Request\n')
    }
    expect((await get('/quiz')).status).toBe(200)
  })
})
