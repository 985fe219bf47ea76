// @ts-check
/**
 * `npm run mutation`: Stryker mutates the statecharts and the pure logic (scoring and tiers,
 * the derived offer claims, campaign parameter forwarding) and runs the unit tests that exercise
 * them against every mutant. Not part of `npm test` (it takes minutes on 2 cores).
 *
 * Only behavioural tests run: the diagram and path-coverage tests are left out on purpose,
 * because they would "kill" any change to a machine by comparing it with a generated file,
 * which says nothing about whether the behaviour is tested.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vite.config.ts', related: false },
  mutate: [
    'machines/**/*.ts',
    '!machines/**/*.events.ts',
    'src/lib/campaign.ts',
    'src/content/offer.ts',
  ],
  testFiles: [
    'tests/quiz*.test.ts',
    'tests/countdown*.test.ts?(x)',
    'tests/video-loader*.test.ts',
    'tests/campaign*.test.ts',
    'tests/offer*.test.ts',
    'tests/content*.test.ts',
    'tests/*.property.test.ts',
    'tests/mutation-*.test.ts',
  ],
  // TypeScript 7 has no compiler API for Stryker to rewrite tsconfig.json with; ours needs no
  // rewriting in the sandbox (no `extends` or `references` outside it), so point it at none.
  tsconfigFile: 'no-tsconfig-rewrite.json',
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 10_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 95, low: 90, break: 90 },
  ignorePatterns: ['dist*', 'test-results', 'playwright-report', '.lighthouse', 'e2e', 'docs'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
}
