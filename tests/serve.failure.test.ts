// @vitest-environment node
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import {
  rawRequest,
  requestHead,
  type ServedSite,
  securityHeaders,
  serveSite,
  siteFiles,
} from './support/served-site'

// A fault inside the file library, on one path: what the server does when its own code fails.
vi.mock('sirv', async (importOriginal) => {
  const { default: sirv } = await importOriginal<typeof import('sirv')>()
  return {
    default: (...args: Parameters<typeof sirv>) => {
      const serveFiles = sirv(...args)
      return (...request: Parameters<typeof serveFiles>) => {
        if (request[0].url === '/fails') throw new Error('disk on fire')
        serveFiles(...request)
      }
    },
  }
})

let site: ServedSite
beforeAll(async () => {
  site = await serveSite()
})
afterAll(() => site.close())

test('a failure of its own is a 500 with the security headers and one log line, then it carries on', async () => {
  const reply = await rawRequest(site.port, requestHead('/fails'))
  expect(reply.status).toBe(500)
  for (const [name, value] of Object.entries(securityHeaders)) {
    expect(reply.headers[name.toLowerCase()], name).toBe(value)
  }
  expect(reply.body.toString()).not.toContain('disk on fire')
  expect(site.log).toEqual([expect.stringMatching(/^500 GET "\/fails": disk on fire$/)])
  const home = await rawRequest(site.port, requestHead('/'))
  expect(home.body.toString()).toBe(siteFiles['index.html'])
})
