/**
 * axe-core in any engine: its source is run in the page through the driver (the page's strict
 * CSP allows no injected <script>, and does not govern what a driver runs), then axe checks the
 * whole document with its default rules, as @axe-core/playwright does in Chromium.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { EnginePage } from './engine-page'
import { expect } from './fixtures'

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface Violation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string; summary: string }[]
}

/** Zero violations of any impact; each one is listed with its element and how to fix it. */
export async function expectNoAxeViolations(site: EnginePage, screen: string) {
  await site.run(await axeSource)
  const violations = await site.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
    const results = await axe.run(document)
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.join(' '),
        summary: node.failureSummary ?? '',
      })),
    }))
  })
  expect(
    violations,
    `axe on ${screen} in ${site.engine}:\n${describeViolations(violations)}`,
  ).toEqual([])
}

function describeViolations(violations: Violation[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}\n    at ${node.target}\n    ${node.summary.replaceAll('\n', '\n    ')}`,
      ),
    )
    .join('\n')
}
