/**
 * The build's side of the settings (src/config/settings.ts): where it reads them from, what it
 * prints of them, and the check that the page bundles carry the values the build read, never the
 * schema that read them.
 */

import { loadEnv, type Plugin } from 'vite'
import type { DatedFigure, ReviewScore } from '../src/config/setting-rules'
import { type BuildEnv, readSettings, type SettingRow, SettingsError } from '../src/config/settings'

/**
 * Set (to anything but empty) in the environment of a build that must read no `.env` file: the
 * test harness sets it for every build a test makes, so no test reads a developer's own `.env`.
 */
const ignoreEnvFilesVariable = 'SITE_IGNORE_ENV_FILES'

/**
 * The VITE_ variables a production build reads, as Vite would: `.env`, `.env.local`,
 * `.env.production`, `.env.production.local` in `dir`, then the process's environment, which
 * wins. With `ignoreFiles` (by default, when SITE_IGNORE_ENV_FILES is set), only the process's.
 */
export function readBuildEnv(
  dir: string,
  { ignoreFiles = !!process.env[ignoreEnvFilesVariable] } = {},
): BuildEnv {
  return loadEnv('production', ignoreFiles ? false : dir, 'VITE_')
}

/**
 * The settings a build is made with, read and checked before anything is built; on any problem,
 * every one is printed and the process exits 1.
 */
export function settingsOrExit(env: BuildEnv, now = new Date()): ReturnType<typeof readSettings> {
  try {
    return readSettings(env, now)
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error
    console.error(
      `The build stopped: ${error.problems.length === 1 ? 'a build-time setting is' : 'build-time settings are'} wrong (docs/deployment.md lists them).\n${error.message}`,
    )
    process.exit(1)
  }
}

const isDatedFigure = (value: unknown): value is DatedFigure =>
  typeof value === 'object' && value !== null && 'asOf' in value

const isReviewScore = (value: unknown): value is ReviewScore =>
  isDatedFigure(value) && 'source' in value

/** The settings a build was made with, one line each: the variable, its value, `default` if unset. */
export function formatSettingsTable(rows: readonly SettingRow[]): string {
  const width = Math.max(...rows.map(([name]) => name.length))
  return rows
    .map(([name, value, isDefault]) => {
      const shown = Array.isArray(value)
        ? value.join('; ')
        : isReviewScore(value)
          ? `${value.source} ${value.score}/${value.scale} from ${value.count} as of ${value.asOf}`
          : isDatedFigure(value)
            ? `${value.value} as of ${value.asOf}`
            : value === undefined || value === ''
              ? '(none)'
              : String(value)
      return `  ${name.padEnd(width)}  ${shown}${isDefault ? '  (default)' : ''}`
    })
    .join('\n')
}

/** The module that reads the settings where no build defined them: dev, tests and Node. */
const envReader = /[\\/]src[\\/]config[\\/]settings-from-env\.ts$/
/** What must not reach a page's bundle: the schema library and our schema. */
const schemaModule =
  /[\\/]node_modules[\\/](valibot|@t3-oss[\\/]env-core)[\\/]|[\\/]src[\\/]config[\\/](settings|setting-rules|settings-from-env)\.ts$/

/**
 * Keeps the settings' schema out of a build's bundles, which get the values the build read
 * (Vite's `define`): the env reader the pages fall back on outside a build
 * (src/config/settings-from-env.ts) is bundled as a stub that throws, so nothing of the schema
 * is even imported; and a bundle that still carries any of it fails the build. It would cost
 * every page's first load, and read the env a second time.
 */
export function keepSchemaOutOfBundles(): Plugin {
  return {
    name: 'keep-schema-out-of-bundles',
    enforce: 'pre',
    load(id) {
      if (!envReader.test(id)) return null
      return `export function settingsFromEnv() {
  throw new Error('A build defines the settings (build/build.ts): ${id.replaceAll('\\', '/').split('/').pop()} is not bundled')
}`
    },
    generateBundle(_, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const carried = Object.entries(output.modules)
          .filter(([id, module]) => schemaModule.test(id) && module.renderedLength > 0)
          .map(([id]) => id)
        if (carried.length > 0) {
          this.error(
            `${output.fileName} carries the settings' schema (${carried.join(', ')}): a bundle reads the values the build defined (src/config/links.ts).`,
          )
        }
      }
    },
  }
}
