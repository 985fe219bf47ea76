// Prints what Stately's VS Code extension sees in machine files: the machine configs that
// @xstate/machine-extractor (the extension's parser) extracts, as JSON keyed by file path.
// Usage: node tools/stately/extract.mjs <file>...  (run from this folder's node_modules: the
// extractor needs xstate 4, the project runs xstate 5).
import { readFileSync } from 'node:fs'
import { extractMachinesFromFile } from '@xstate/machine-extractor'

const files = process.argv.slice(2)
if (files.length === 0) {
  console.error('usage: node tools/stately/extract.mjs <machine file>...')
  process.exit(2)
}

const extracted = {}
for (const file of files) {
  const fileContent = readFileSync(file, 'utf8')
  const result = extractMachinesFromFile(fileContent)
  extracted[file] = (result?.machines ?? []).map((machine) => machine.toConfig({ fileContent }))
}
process.stdout.write(`${JSON.stringify(extracted, null, 2)}\n`)
