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

/** The name of an object's property, computed or not. */
const keyName = (/** @type {any} */ property) =>
  property?.type === 'ObjectProperty' && !property.computed
    ? (property.key.name ?? property.key.value)
    : undefined
/** `value`'s property in an object literal, with that property's name. */
const propertyOf = (/** @type {any} */ path) =>
  path.parentPath?.node?.type === 'ObjectProperty' && path.parentPath.node.value === path.node
    ? { name: keyName(path.parentPath.node), object: path.parentPath.parentPath }
    : undefined
/** Is the object at `path` the first argument of a call to `callee` (`setup(...)`, `.createMachine(...)`)? */
const argumentOf = (/** @type {any} */ path, /** @type {string} */ callee) => {
  const call = path?.parentPath?.node
  const name = call?.callee?.name ?? call?.callee?.property?.name
  return call?.type === 'CallExpression' && call.arguments[0] === path.node && name === callee
}
/** An object literal holding nothing but `description` and `meta`. */
const isDocumentationOnly = (/** @type {any} */ node) =>
  node?.type === 'ObjectExpression' &&
  node.properties.length > 0 &&
  node.properties.every((/** @type {any} */ property) =>
    ['description', 'meta'].includes(keyName(property)),
  )
/** A state's `on` whose every transition only documents (no target, no action): it does nothing. */
const isDocumentingOn = (/** @type {any} */ path) =>
  propertyOf(path)?.name === 'on' &&
  path.node.type === 'ObjectExpression' &&
  path.node.properties.length > 0 &&
  path.node.properties.every((/** @type {any} */ property) => isDocumentationOnly(property.value))
/** A function that does nothing, or returns a constant: a stub the page replaces. */
const isStub = (/** @type {any} */ node) =>
  ['ArrowFunctionExpression', 'FunctionExpression'].includes(node?.type) &&
  ((node.body.type === 'BlockStatement' && node.body.body.length === 0) ||
    ['BooleanLiteral', 'NumericLiteral', 'StringLiteral', 'NullLiteral'].includes(node.body.type))

/**
 * Code a mutant of which no test can tell apart, each with its reason; Stryker asks this ignorer
 * of every node it would mutate, and a node ignored takes its whole subtree with it. This is
 * where the mutation tool's exceptions live: product code carries no `// Stryker disable` pragma
 * (tests/mutation-config.test.ts fails on one in src/ or machines/).
 */
const equivalent = [
  {
    // A state's, transition's or machine's `description`, and its `meta` (the requirement IDs it
    // carries), are documentation (the visualizer, docs/machines.md and docs/traceability.md show
    // them): no behaviour depends on them, so a mutant that empties one, or empties a state or an
    // event's transitions that hold nothing else (`late: { description, meta }` -> `late: {}`),
    // can only be caught by comparing text, which tests/generated-docs.test.ts and
    // tests/path-coverage.test.ts do outside this run. A transition holding only documentation
    // takes an event no state here takes anyway, to say so.
    reason:
      'Statechart description or meta (requirement IDs), or a transition that only documents: checked by tests/generated-docs.test.ts and tests/path-coverage.test.ts',
    test: (/** @type {any} */ path) =>
      ['description', 'meta'].includes(propertyOf(path)?.name) ||
      isDocumentationOnly(path.node) ||
      isDocumentingOn(path),
  },
  {
    reason: "A chart's `types`: for TypeScript; the running chart never reads them",
    test: (/** @type {any} */ path) => {
      const property = propertyOf(path)
      return property?.name === 'types' && argumentOf(property.object, 'setup')
    },
  },
  {
    reason:
      "A chart's stub actor, guard or action (setup's `actors`, or one that does nothing): the page replaces it with .provide() (src/actors/), as each test does",
    test: (/** @type {any} */ path) => {
      const property = propertyOf(path)
      if (property?.name === 'actors') return argumentOf(property.object, 'setup')
      const group = property && propertyOf(property.object)
      return (
        isStub(path.node) &&
        ['guards', 'actions'].includes(group?.name ?? '') &&
        argumentOf(group?.object, 'setup')
      )
    },
  },
  {
    reason:
      "A chart's `id`, when no target refers to it (`#id.state`): it names the chart in diagrams",
    test: (/** @type {any} */ path) => {
      const property = propertyOf(path)
      if (property?.name !== 'id' || !argumentOf(property.object, 'createMachine')) return false
      const id = path.node.value
      let referred = false
      path
        .findParent((/** @type {any} */ parent) => parent.isProgram())
        ?.traverse({
          StringLiteral(/** @type {any} */ literal) {
            const { value } = literal.node
            if (value === `#${id}` || value.startsWith(`#${id}.`)) referred = true
          },
        })
      return !referred
    },
  },
  {
    reason:
      'The name of a data attribute kept in a constant: any name works, as its writers and readers share the constant',
    test: (/** @type {any} */ path) =>
      path.node.type === 'StringLiteral' &&
      /^data-[a-z][a-z-]*$/.test(path.node.value) &&
      path.parentPath?.node?.type === 'VariableDeclarator',
  },
  {
    // The spec's figure is a product: questions times the lowest answer, which is worth 1.
    reason: 'minScore: the lowest answer is worth 1, so * and / agree',
    test: (/** @type {any} */ path) =>
      path.node.type === 'BinaryExpression' &&
      path.parentPath?.node?.type === 'VariableDeclarator' &&
      path.parentPath.node.id?.name === 'minScore',
  },
]

/** Stryker loads this file as a plugin module too (see `plugins`) and finds this ignorer. */
export const strykerPlugins = [
  {
    kind: 'Ignore',
    name: 'equivalent-mutants',
    value: {
      /** @param {any} path */
      shouldIgnore(path) {
        return equivalent.find(({ test }) => test(path))?.reason
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
  ignorers: ['equivalent-mutants'],
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
