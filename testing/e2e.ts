/**
 * `npm run test:e2e`: checks for the three engines (Chromium, Gecko, WebKit), builds the site
 * with the video player's host on the loopback stub (testing/e2e-site.ts), fails when a page's
 * first-load JavaScript is over budget, then runs Playwright against the build.
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { rootDir } from '../build/build-dirs'
import { sitePages } from '../src/pages'
import { findFirefox, findWebKit } from './browsers'
import { checkFirstLoadJs, formatJsBudgetTable, formatKb } from './budgets'
import { findChromium } from './chromium'
import { claimsBuildEnv, testBuildEnv } from './e2e-site'

let browserEnv: Record<string, string>
try {
  const webKit = findWebKit()
  browserEnv = {
    CHROMIUM_PATH: findChromium(),
    FIREFOX_PATH: findFirefox(),
    WEBKIT_DRIVER_PATH: webKit.driver,
    MINIBROWSER_PATH: webKit.miniBrowser,
    XVFB_PATH: webKit.xvfb,
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

const rows = await checkFirstLoadJs(
  join(testBuildEnv.SITE_DIST, 'client'),
  sitePages.map((page) => ({
    url: page.routed ? page.url : page.file,
    file: page.file,
    firstLoadJsBytes: page.budgets.firstLoadJsBytes,
  })),
)
console.log(`\nFirst-load JavaScript per page (gzip -9)\n${formatJsBudgetTable(rows)}\n`)
const over = rows.filter((row) => !row.ok)
if (over.length > 0) {
  for (const row of over) {
    console.error(`Over the first-load JS budget: ${row.url}`)
    for (const script of row.scripts)
      console.error(`  ${formatKb(script.gzipBytes)}  ${script.path}`)
  }
  process.exit(1)
}

run('npx', ['playwright', 'test', ...process.argv.slice(2)], testBuildEnv)
