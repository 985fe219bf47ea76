/**
 * The mutation run's exceptions live in its own configuration (stryker.config.mjs: the
 * `equivalent-mutants` ignorer), never in product code: a `// Stryker disable` or `restore`
 * pragma in src/ or machines/ fails here.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'

const root = join(import.meta.dirname, '..')

test('no Stryker pragma in the product (src/, machines/): its exceptions are stryker.config.mjs’s', () => {
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'machines'],
    { cwd: root, encoding: 'utf8' },
  )
    .split('\n')
    .filter((file) => /\.(?:tsx?|mjs|js)$/.test(file))
  const pragmas = files.flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        /Stryker\s+(?:disable|restore)\b/i.test(line) ? [`${file}:${index + 1}`] : [],
      ),
  )
  expect(files.length).toBeGreaterThan(0)
  expect(pragmas).toEqual([])
})
