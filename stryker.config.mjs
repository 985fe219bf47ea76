// @ts-check
// Stryker installs on first use into ops/stryker/ (`npm run mutation`), so this file imports
// nothing of it: the plugin below is the plain object `declareValuePlugin` would build.
import { readdirSync } from 'node:fs'

/** Each machine's folder (machines/registry.ts finds its machines the same way). */
const machineNames = readdirSync(new URL('machines/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** The behavioural unit tests each mutant is run against: each machine's, and the pure logic's. */
export const behaviouralTests = [
  ...machineNames.map((name) => `tests/${name}*.test.ts?(x)`),
  'tests/campaign*.test.ts?(x)',
  'tests/offer*.test.ts',
  'tests/*.property.test.ts',
]

/**
 * A state's, transition's or machine's `description`, and its `meta` (the requirement IDs it
 * carries), are documentation (the visualizer, docs/machines.md and docs/traceability.md show
 * them): no behaviour depends on them, so a mutant that empties one, or empties a state that
 * holds nothing else (`late: { description, meta }` -> `late: {}`), can only be caught by
 * comparing text, which `tests/generated-docs.test.ts` and `tests/path-coverage.test.ts` do outside
 * this run.
 * Stryker loads this file as a plugin module too (see `plugins`) and finds this ignorer.
 */
export const strykerPlugins = [
  {
    kind: 'Ignore',
    name: 'statechart-descriptions',
    value: {
      /** @param {any} path */
      shouldIgnore(path) {
        const { parentPath, node } = /** @type {any} */ (path)
        /** @param {any} property */
        const isDocumentation = (property) =>
          property?.type === 'ObjectProperty' &&
          !property.computed &&
          ['description', 'meta'].includes(property.key.name ?? property.key.value)
        const isDescription =
          (isDocumentation(parentPath?.node) && parentPath.node.value === node) ||
          (node.type === 'ObjectExpression' &&
            node.properties.length > 0 &&
            node.properties.every(isDocumentation))
        return isDescription
          ? 'Statechart description or meta (requirement IDs): documentation, checked by tests/generated-docs.test.ts and tests/path-coverage.test.ts'
          : undefined
      },
    },
  },
]

/**
 * `npm run mutation`: Stryker mutates the statecharts and the pure logic (scoring and tiers,
 * the derived offer claims, campaign parameter forwarding) and runs the unit tests that exercise
 * them against every mutant. Not part of `npm test` (it takes minutes on 2 cores).
 *
 * Only behavioural tests run: the diagram and path-coverage tests are left out on purpose,
 * because they would "kill" any change to a machine by comparing it with a generated file,
 * which says nothing about whether the behaviour is tested.
 *
 * (Options: ops/stryker/node_modules/@stryker-mutator/core/schema/stryker-schema.json.)
 */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner', './stryker.config.mjs'],
  ignorers: ['statechart-descriptions'],
  // The tests are chosen by the Vitest config, not Stryker's `testFiles`: with `testFiles`, Stryker
  // (9.6 and 10.0 at least) activates static mutants (in a machine's config, built at import) too
  // late and reports them as survived (stryker-js issues #6144, #6209). stryker.vitest.config.mjs runs only the behavioural tests
  // listed here, with a test timeout fit for instrumented code.
  vitest: { configFile: 'stryker.vitest.config.mjs', related: false },
  mutate: [
    'machines/**/*.ts',
    '!machines/**/*.events.ts',
    '!machines/**/*.model.ts',
    '!machines/paths.ts',
    '!machines/registry.ts',
    '!machines/requirements.ts',
    'src/lib/campaign.ts',
    'src/content/offer.ts',
  ],
  // TypeScript 7 has no compiler API for Stryker to rewrite tsconfig.json with; ours needs no
  // rewriting in the sandbox (no `extends` or `references` outside it), so point it at none.
  tsconfigFile: 'no-tsconfig-rewrite.json',
  coverageAnalysis: 'perTest',
  concurrency: 2,
  // A static mutant runs every behavioural test (about 8 s alone). With 10 s here, equivalent
  // mutants were reported as timed out, and so counted as killed, whenever other work loaded the
  // machine; a minute still catches a mutant that hangs.
  timeoutMS: 60_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 95, low: 90, break: 90 },
  ignorePatterns: ['dist*', 'test-results', 'playwright-report', '.lighthouse', 'e2e', 'docs'],
  // Results of unchanged code and tests are reused from the last run (reports/ is git-ignored).
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
}
