/**
 * `npm start`'s counts file (ops/serve.ts) is never seen half-written: while its server, a process
 * of its own, takes 300 views and 300 pings, 10 at a time, a reader that reads the file every
 * 10 ms finds each time whole lines of (day, page, variant, step, n), and no count smaller than it
 * found the time before; at the end, 300 of each. A report read from a live copy once said
 * "default wins" while b led, from a file being rewritten in place (issue 68).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { rootDir } from '../build/build-dirs'

let folder = ''
let server: ChildProcess
let origin = ''
beforeAll(async () => {
  folder = await mkdtemp(join(rootDir, 'dist', 'counts-test-'))
  server = spawn(process.execPath, ['--import', 'tsx', 'ops/serve.ts', '--port', '0'], {
    cwd: rootDir,
    env: { ...process.env, COUNTS_FILE: join(folder, 'counts.tsv') },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const [line] = (await once(server.stdout ?? server, 'data')) as [Buffer]
  origin = `http://${/127\.0\.0\.1:\d+/.exec(line.toString())?.[0]}`
}, 60_000)
afterAll(async () => {
  if (server.exitCode === null) server.kill()
  await rm(folder, { recursive: true, force: true })
})

/** A whole line of the file: day, page, variant, step and a count, tab-separated. */
const wholeLine = /^\d{4}-\d{2}-\d{2}\t[a-z]+\t[a-z0-9-]+\t(view|order|masterclass)\t[1-9]\d*$/

test('300 views and 300 pings, 10 at a time, while the counts file is read every 10 ms: every read whole, no count ever smaller than the read before', async () => {
  const file = join(folder, 'counts.tsv')
  const problems: string[] = []
  let last = new Map<string, number>()
  let reads = 0
  let sending = true
  const reader = (async () => {
    while (sending) {
      const text = await readFile(file, 'utf8').catch(() => null)
      if (text === null) {
        // Not there before the first count; once there, never gone.
        if (last.size > 0) problems.push(`read ${reads}: the file was gone`)
      } else {
        reads++
        const lines = text.split('\n')
        if (lines.pop() !== '') problems.push(`read ${reads}: its last line cut off`)
        const now = new Map<string, number>()
        for (const line of lines) {
          if (!wholeLine.test(line)) problems.push(`read ${reads}: the line "${line}"`)
          const at = line.lastIndexOf('\t')
          now.set(line.slice(0, at), Number(line.slice(at + 1)))
        }
        for (const [key, n] of last) {
          if ((now.get(key) ?? 0) < n) problems.push(`read ${reads}: ${key} went from ${n} down`)
        }
        last = now
      }
      await sleep(10)
    }
  })()
  const view = () => fetch(`${origin}/`).then((answer) => answer.text())
  const ping = () =>
    fetch(`${origin}/go/order?from=vsl`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/ping' },
      body: 'PING',
    }).then((answer) => answer.text())
  for (let sent = 0; sent < 600; sent += 10) {
    await Promise.all(Array.from({ length: 10 }, (_, at) => ((sent + at) % 2 ? ping : view)()))
  }
  // The last write may still be on its way.
  await expect
    .poll(async () => (await readFile(file, 'utf8')).replace(/^\S+\t/gm, ''))
    .toBe('vsl\tdefault\tview\t300\nvsl\tdefault\torder\t300\n')
  sending = false
  await reader
  expect(reads, 'the reader read while the counts came').toBeGreaterThan(10)
  expect(problems).toEqual([])
})
