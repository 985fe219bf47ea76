/**
 * `npm run storyboard`: builds the site as the browser tests do (the video player's host on
 * loopback, scripts/e2e-site.ts), then runs scripts/storyboard.spec.ts, which pictures every
 * state of every machine at 375 and 1280 px and writes storyboard/index.html: one file, pictures
 * inlined, that opens from disk.
 */
import { spawnSync } from 'node:child_process'
import { rootDir } from './build-dirs'
import { testBuildEnv } from './e2e-site'

const started = Date.now()
const run = (command: string, args: string[], env: Record<string, string> = {}) => {
  const result = spawnSync(command, args, {
    cwd: rootDir,
    stdio: 'inherit',
    env: { ...env, ...process.env },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

run('npm', ['run', 'build'], testBuildEnv)
run('npx', ['playwright', 'test', '--config', 'scripts/storyboard.config.ts'], testBuildEnv)
console.log(`Storyboard: storyboard/index.html in ${Math.round((Date.now() - started) / 1000)} s`)
