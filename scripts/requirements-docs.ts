/**
 * `npm run requirements`: writes docs/requirements.md (the catalogue of docs/requirements.ts)
 * and docs/traceability.md (requirement -> states and transitions -> generated paths -> the
 * test files that run them, per layer). `npm test` fails when a committed one differs from what
 * this writes (tests/traceability.test.ts).
 */
import { requirementsFile, traceabilityFile, writeDocs } from './traceability'

await writeDocs()
for (const file of [requirementsFile, traceabilityFile]) console.log(`Wrote ${file}`)
