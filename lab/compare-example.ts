/**
 * A comparison to show when there is no other revision at hand: the machines as they are, against
 * the same machines but a quiz that gave its results after seven answers (its guard
 * `isLastQuestionAnswered` worked differently). `npm run test:e2e` builds the machines page with
 * it (`tsx lab/compare-example.ts <file>`, then `MACHINES_COMPARE=<file>`), and
 * e2e/machines-page.spec.ts reads it there; tests/lab-compare.test.ts proves what it finds.
 */
import { writeFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { machineRegistry } from '../machines/registry'
import { requirements } from '../machines/requirements'
import { type Comparison, compareRevisions, type RevisionMachine } from './compare'

/** How many answers the example's earlier quiz took before its results. */
export const exampleAnswersBefore = 7

export const exampleLabel = 'an example: the quiz as if it gave its results after seven answers'

export async function exampleComparison(): Promise<Comparison> {
  const rules = new Map(requirements.map((requirement) => [requirement.id, requirement.rule]))
  const now: RevisionMachine[] = await Promise.all(
    machineRegistry.map(async (entry) => ({
      name: entry.name,
      machine: entry.machine,
      sets: await entry.pathSets(),
    })),
  )
  const before = now.map((entry) =>
    entry.name === 'quiz'
      ? {
          ...entry,
          machine: entry.machine.provide({
            guards: {
              isLastQuestionAnswered: ({ context }: { context: { answers: number[] } }) =>
                context.answers.length === exampleAnswersBefore,
            },
          }),
        }
      : entry,
  )
  return compareRevisions(
    { label: exampleLabel, machines: before, rules },
    { label: 'this working copy', machines: now, rules },
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2]
  if (!file) throw new Error('Usage: tsx lab/compare-example.ts <file to write>')
  writeFileSync(file, `${JSON.stringify(await exampleComparison(), null, 1)}\n`)
}
