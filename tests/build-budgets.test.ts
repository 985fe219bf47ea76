/**
 * The build's own reading of its manifest. Each page's first-load JavaScript is held to its budget
 * on the real build by `npm run test:e2e` (testing/e2e.ts), which fails the run when one is over.
 */
import { expect, test } from 'vitest'
import { chunkFiles } from '../build/build'

test("an entry's chunks: its imports and its own import() steps, not a later import() of theirs", () => {
  const manifest = {
    'entry.tsx': { file: 'entry.js', imports: ['shared.ts'], dynamicImports: ['step.tsx'] },
    'shared.ts': { file: 'shared.js' },
    'step.tsx': { file: 'step.js', imports: ['shared.ts'], dynamicImports: ['later.tsx'] },
    'later.tsx': { file: 'later.js', imports: ['step.tsx'] },
  }
  expect(chunkFiles(manifest, 'entry.tsx')).toEqual(['shared.js', 'step.js', 'entry.js'])
})
