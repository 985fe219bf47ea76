import { chmod, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it, vi } from 'vitest'
import { findFirefox } from '../testing/browsers'
import { findExecutable } from '../testing/executables'

afterEach(() => {
  vi.unstubAllEnvs()
})

/** A stand-in for Firefox that says it is `version`. */
async function fakeFirefox(version: string): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'browsers-')), 'firefox')
  await writeFile(path, `#!/bin/sh\necho 'Mozilla Firefox ${version}'\n`)
  await chmod(path, 0o755)
  return path
}

it('a missing engine stops the run with a message saying how to install it', () => {
  vi.stubEnv('NO_SUCH_BROWSER', '')
  const need = {
    name: 'Some Engine',
    variable: 'NO_SUCH_BROWSER',
    debianPaths: ['/nowhere/some-engine'],
    install: 'apt-get install -y some-engine',
  }
  expect(() => findExecutable(need)).toThrow(
    "No Some Engine found for the browser tests.\nSet NO_SUCH_BROWSER to its path, or install Debian's: apt-get install -y some-engine",
  )
})

it('a Firefox ESR older than 153 stops the run, naming the version found and the one needed', async () => {
  vi.stubEnv('FIREFOX_PATH', await fakeFirefox('140.5.0esr'))
  expect(() => findFirefox()).toThrow(
    /Mozilla Firefox 140\.5\.0esr found at .*need Firefox 153 or newer[\s\S]*apt-get update && apt-get install -y firefox-esr/,
  )
  vi.stubEnv('FIREFOX_PATH', await fakeFirefox('153.7.0esr'))
  expect(findFirefox()).toBe(process.env.FIREFOX_PATH)
})
