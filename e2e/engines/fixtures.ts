/**
 * The engine tests' fixtures: the project names its engine (`use: { engine }`), each worker
 * launches that engine's browser once, and each test gets a fresh page of it as `site`.
 */
import { test as base, type FullProject } from '@playwright/test'
import { launchChromium } from './chromium'
import type { EngineBrowser, EngineName, LaunchOptions, OpenPage } from './engine-page'
import { launchGecko } from './gecko'
import { launchWebKit } from './webkit'

const launchers: Record<EngineName, (options: LaunchOptions) => Promise<EngineBrowser>> = {
  chromium: launchChromium,
  gecko: launchGecko,
  webkit: launchWebKit,
}

export function launchEngine(engine: EngineName, options: LaunchOptions): Promise<EngineBrowser> {
  return launchers[engine](options)
}

/** Where the project's site server listens. */
export function siteOriginOf(project: FullProject): string {
  const { baseURL } = project.use
  if (!baseURL) throw new Error('The engine projects need a baseURL')
  return new URL(baseURL).origin
}

export interface EngineWorkerFixtures {
  engine: EngineName
  /** False where an engine only takes the pictures (Chromium, whose checks run elsewhere). */
  screenChecks: boolean
  engineBrowser: EngineBrowser
}

export const test = base.extend<{ site: OpenPage }, EngineWorkerFixtures>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  screenChecks: [true, { option: true, scope: 'worker' }],
  engineBrowser: [
    async ({ engine }, use, workerInfo) => {
      const siteOrigin = siteOriginOf(workerInfo.project)
      const browser = await launchEngine(engine, { reducedMotion: false, siteOrigin })
      await use(browser)
      await browser.close()
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  site: async ({ engineBrowser }, use) => {
    const page = await engineBrowser.newPage()
    await use(page)
    await page.close()
  },
})

export { expect } from '@playwright/test'
