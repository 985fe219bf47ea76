/**
 * The import rules of docs/architecture.md, held by Biome's `noRestrictedImports` (biome.json):
 * each rule is tried on a file that breaks it, laid out as in the project, in a scratch folder
 * that has the project's Biome configuration. That the imports the rules allow pass is `npm run
 * lint` on this tree; cycles between files are Biome's own `noImportCycles`, between folders
 * tests/rooms.test.ts.
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const rootDir = join(import.meta.dirname, '..')
const scratch = mkdtempSync(join(tmpdir(), 'architecture-'))
copyFileSync(join(rootDir, 'biome.json'), join(scratch, 'biome.json'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** The messages of Biome's `noRestrictedImports`, as biome.json sets it, for `source` at `file`. */
function restrictedImports(file: string, source: string): string[] {
  const path = join(scratch, file)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, source)
  const biome = join(rootDir, 'node_modules/.bin/biome')
  const result = spawnSync(biome, ['lint', '--vcs-enabled=false', '--reporter=json', file], {
    cwd: scratch,
    encoding: 'utf8',
  })
  const report = JSON.parse(result.stdout) as { diagnostics: { category: string }[] }
  return report.diagnostics
    .filter((diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports')
    .map((diagnostic) => diagnostic.category)
}

const uses = (specifier: string) =>
  `import * as used from '${specifier}'\nexport const kept = used\n`

describe('the import rules', () => {
  it.each([
    ['machines/quiz/quiz.machine.ts', '@/content/quiz', 'a machine imports product code'],
    ['machines/quiz/quiz.machine.ts', '../../src/lib/campaign', 'a machine imports src/ by path'],
    ['machines/quiz/quiz.machine.ts', 'react', 'a machine imports React'],
    ['src/content/quiz.ts', '@/components/quiz/quiz-intro', 'content imports a component'],
    ['src/content/vsl.ts', '@/sections/vsl/hero-section', 'content imports a section'],
    ['src/lib/campaign.ts', 'react', 'a pure helper imports React'],
    ['src/components/quiz/quiz-intro.tsx', '@/routes/quiz-page', 'a component imports a route'],
    ['tests/quiz.view.test.tsx', '@/routes/quiz-page', 'a test imports a route'],
    ['build/build.ts', '../src/routes/vsl-page', 'a script imports a route by path'],
  ])('%s importing %s fails lint (%s)', (file, specifier) => {
    expect(restrictedImports(file, uses(specifier))).not.toEqual([])
  })
})
