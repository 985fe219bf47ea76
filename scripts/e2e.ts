/** `npm run test:e2e`: checks for a Chromium, builds the site, then runs Playwright against it. */
import { spawnSync } from 'node:child_process'
import { findChromium } from './chromium'
import { rootDir } from './site'

let chromiumPath: string
try {
  chromiumPath = findChromium()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, {
    cwd: rootDir,
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromiumPath },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

run('npm', ['run', 'build'])
run('npx', ['playwright', 'test', ...process.argv.slice(2)])
