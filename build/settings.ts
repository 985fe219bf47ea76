/**
 * The build's side of the settings (src/config/settings.ts): where it reads them from, the table
 * it prints of them, and the plugin that hands the bundles its values, never the schema.
 */
import { loadEnv, type Plugin } from 'vite'
import { type BuildEnv, readSettings, SettingsError } from '../src/config/settings'

/**
 * The VITE_ variables a production build reads, as Vite would: `.env`, `.env.local`,
 * `.env.production`, `.env.production.local` in `dir`, then the process's env, which wins. With
 * `ignoreFiles` (by default when SITE_IGNORE_ENV_FILES is set, as in every build a test makes),
 * only the process's.
 */
export function readBuildEnv(
  dir: string,
  { ignoreFiles = !!process.env.SITE_IGNORE_ENV_FILES } = {},
) {
  return loadEnv('production', ignoreFiles ? false : dir, 'VITE_') as BuildEnv
}

/** The settings a build is made with; on any problem, every one is printed and the process exits 1. */
export function settingsOrExit(env: BuildEnv, now = new Date()) {
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

/** How the build's table shows a value: a dated figure or a review score in words, an address by lines. */
function shown(value: unknown): string {
  if (value === null) return '(none)'
  if (Array.isArray(value)) return value.join('; ')
  if (typeof value !== 'object') return String(value)
  const { source, score, scale, count, value: figure, asOf } = value as Record<string, unknown>
  return `${source ? `${source} ${score}/${scale} from ${count}` : figure} as of ${asOf}`
}

/** The settings a build was made with, one line each: the variable, its value, `(default)` if unset. */
export function formatSettingsTable(rows: ReturnType<typeof readSettings>['rows']): string {
  const width = Math.max(...rows.map(([name]) => name.length))
  return rows
    .map(
      ([name, value, unset]) =>
        `  ${name.padEnd(width)}  ${shown(value)}${unset ? '  (default)' : ''}`,
    )
    .join('\n')
}

/** An import of the module the pages read the settings from, and the ids a build serves its groups as. */
const pageImport = /import \{([^}]*)\} from '[./@\w]*\/config\/page-settings'/g
const groupId = '\0settings:'
/** What must not reach a bundle: the schema library and our schema and rules. */
const carriesSchema =
  /[\\/]node_modules[\\/](valibot|@t3-oss[\\/]env-core)[\\/]|[\\/]src[\\/]config[\\/](settings|setting-rules)\.ts$/

/**
 * The one hand-off: in a build, each import from src/config/page-settings.ts reads `values`, the
 * settings (and photo sets) the build read and checked, never the schema. Each group is a module
 * of its own, so a chunk carries only the groups its pages read (one object in one chunk would
 * put every value in every page's scripts). A bundle that still carries any of the schema
 * stops the build.
 */
export function handOffSettings(values: Record<string, unknown>): Plugin {
  return {
    name: 'hand-off-settings',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(groupId) ? id : null),
    load: (id) =>
      id.startsWith(groupId)
        ? `export default ${JSON.stringify(values[id.slice(groupId.length)])}`
        : null,
    transform(code, id) {
      if (id.includes('node_modules') || !code.includes('/page-settings')) return null
      return code.replace(pageImport, (_, names: string) =>
        names
          .split(',')
          .map((name) => name.trim().split(/\s+as\s+/))
          .filter(([group]) => group)
          .map(([group, local = group]) => `import ${local} from '${groupId}${group}'`)
          .join('\n'),
      )
    },
    generateBundle(_, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const carried = Object.entries(output.modules)
          .filter(([id, module]) => carriesSchema.test(id) && module.renderedLength > 0)
          .map(([id]) => id)
        if (carried.length > 0) {
          this.error(
            `${output.fileName} carries the settings' schema (${carried.join(', ')}): a bundle reads the values the build read (src/config/page-settings.ts).`,
          )
        }
      }
    },
  }
}
