/**
 * What the browser tests need to know about the build they run against: its pages, the header
 * rules it ships, and the addresses its link config resolved to (env overrides applied), read
 * from the build itself rather than restated.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { type PrerenderedPage, pageEntries, pages } from '../src/pages'
import { type HeaderRule, parseHeadersFile } from './headers'
import { clientDir, serverDir } from './site'

export interface BuiltLinks {
  outboundLinks: { vslStore: string; advertorialStore: string; masterclass: string }
  videoHost: { scriptUrl: string; playerGlobal: string; embedId: string }
}

/** The link config as bundled into this build (`src/config/links.ts` with the VITE_ env). */
export async function builtLinks(): Promise<BuiltLinks> {
  return (await import(pathToFileURL(join(serverDir, 'links.js')).href)) as BuiltLinks
}

export async function builtHeaderRules(): Promise<HeaderRule[]> {
  return parseHeadersFile(await readFile(join(clientDir, '_headers'), 'utf8'))
}

/** The routes visitors reach: every prerendered page but 404.html. */
export const routePages: readonly PrerenderedPage[] = pages.filter(
  (page) => page.file !== '404.html',
)

/** A path no route matches, answered with 404.html. */
export const unknownPath = '/no-such-page-here'

/** The pages the sales entry serves (static HTML with islands). */
export const salesPages = routePages.filter((page) => page.entry === pageEntries.sales)
