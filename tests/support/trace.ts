/**
 * Evidence of which generated paths ran where. Each runner of generated paths (the machine
 * tests, the jsdom view test, the browser specs) records every path it runs, with its layer;
 * `npm run traceability -- --check`, the last step of `npm test`, reads the records and fails
 * when a path ran at the machine level but in no browser (scripts/traceability.ts).
 */
import { appendFileSync, mkdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

export type Layer = 'machine' | 'jsdom' | 'chromium' | 'webkit' | 'gecko'

const rootDir = join(import.meta.dirname, '../..')
export const traceDir = join(rootDir, 'reports/trace')

interface StepLike {
  event: { type: string; value?: unknown }
}

/** A path's identity: its set (scenario) and the events of its steps. */
export function pathKey(machine: string, path: { steps: readonly StepLike[] }, set = ''): string {
  const events = path.steps.map(({ event }) =>
    'value' in event ? `${event.type}(${String(event.value)})` : event.type,
  )
  return `${machine}/${set}: ${events.join(' > ')}`
}

/** Records that the test file at `fileUrl` (its `import.meta.url`) ran this path at this layer. */
export function recordPathRun(layer: Layer, fileUrl: string, key: string): void {
  const file = relative(rootDir, fileURLToPath(fileUrl))
  mkdirSync(traceDir, { recursive: true })
  appendFileSync(join(traceDir, `${layer}.jsonl`), `${JSON.stringify({ layer, file, key })}\n`)
}

/** The engine behind a Playwright project: the phone and desktop projects are Chromium. */
export function layerOfProject(project: string): Layer {
  if (project === 'webkit' || project === 'gecko') return project
  return 'chromium'
}
