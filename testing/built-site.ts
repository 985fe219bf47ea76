/**
 * What the browser tests need to know about the build they run against: its pages (from the page
 * table), the header rules it ships, and the addresses its link config resolved to (env overrides
 * applied), as the build recorded them rather than restated.
 */
import { readFile } from 'node:fs/promises'
import { builtLinksFile, clientDir } from '../build/build-dirs'
import { type HeaderRule, parseHeadersFile } from '../build/headers'
import type { Settings } from '../src/config/settings'
import { type SitePage, sitePages } from '../src/pages'

type Links = Pick<Settings, 'outboundLinks' | 'videoHost'>

/** The links this build was made with (`dist/links.json`, from the VITE_ env). */
export async function builtLinks(): Promise<Links> {
  return JSON.parse(await readFile(builtLinksFile, 'utf8')) as Links
}

export async function builtHeaderRules(): Promise<HeaderRule[]> {
  return parseHeadersFile(await readFile(`${clientDir}_headers`, 'utf8'))
}

/** The routes visitors reach: every page but the not-found one. */
export const routePages: readonly SitePage[] = sitePages.filter((page) => page.routed)

/** The not-found page, and a path no route matches (answered with 404.html). */
export { unknownPath } from '../src/pages'
