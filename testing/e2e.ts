/**
 * `npm run test:e2e`: checks for the three engines (Chromium, Gecko, WebKit) and Java (the W3C Nu
 * checker's, testing/nu-checker.ts), builds the site
 * with the video player's host on the loopback stub (testing/e2e-site.ts), then runs Playwright
 * against the build.
 */
import { spawnSync } from 'node:child_process'
import { rootDir } from '../build/build-dirs'
import { findFirefox, findWebKit } from './browsers'
import { findChromium } from './chromium'
import { claimsBuildEnv, testBuildEnv } from './e2e-site'
import { findJava } from './nu-checker'

let browserEnv: Record<string, string>
try {
  const webKit = findWebKit()
  browserEnv = {
    CHROMIUM_PATH: findChromium(),
    FIREFOX_PATH: findFirefox(),
    WEBKIT_DRIVER_PATH: webKit.driver,
    MINIBROWSER_PATH: webKit.miniBrowser,
    XVFB_PATH: webKit.xvfb,
    JAVA_PATH: findJava(),
  }
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

/** Runs a command with `env` under the caller's own (which wins), then `forced` over both. */
const run = (
  command: string,
  args: string[],
  env: Record<string, string> = {},
  forced: Record<string, string> = {},
) => {
  const result = spawnSync(command, args, {
    cwd: rootDir,
    stdio: 'inherit',
    env: { ...env, ...process.env, ...browserEnv, ...forced },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

run('npm', ['run', 'build'], testBuildEnv)
// The same site with every urgency claim set, for e2e/urgency.spec.ts.
run('npm', ['run', 'build'], {}, claimsBuildEnv)

run('npx', ['playwright', 'test', ...process.argv.slice(2)], testBuildEnv)
