import { type BuildEnv, type ReadSetting, readSettings, rules } from '@/config/settings'

/**
 * Every address the product sends visitors to or loads from, in one place. Each can be
 * overridden at build time with a VITE_ variable (docs/deployment.md); a malformed one stops the
 * build (src/config/settings.ts).
 */
export function linksOf(setting: ReadSetting) {
  return {
    outboundLinks: {
      /** Store product page for the order buttons of the VSL pages (/ and /google). */
      vslStore: setting(
        'VITE_VSL_STORE_URL',
        rules.url,
        'https://store.cellwisehealth.com/products/cellular-health-test-kit',
      ),
      /** Store product page for the order buttons of the advertorial. */
      advertorialStore: setting(
        'VITE_ADVERTORIAL_STORE_URL',
        rules.url,
        'https://store.cellwisehealth.com/products/cellular-health-test-kit-seminar',
      ),
      /** Free masterclass registration page, from the quiz results. */
      masterclass: setting(
        'VITE_MASTERCLASS_URL',
        rules.url,
        'https://masterclass.cellwisehealth.com/register',
      ),
    },
    /** The video host adapter: where the player comes from and how the page knows it is there. */
    videoHost: {
      /** Loader script of the player. */
      scriptUrl: setting(
        'VITE_VIDEO_SCRIPT_URL',
        rules.url,
        'https://scripts.converteai.net/cellwise/players/vsl-main/player.js',
      ),
      /** Global that means 'the player is already on the page'. */
      playerGlobal: setting('VITE_VIDEO_PLAYER_GLOBAL', rules.identifier, 'smartplayer'),
      /** id of the container the player mounts into. */
      embedId: setting('VITE_VIDEO_EMBED_ID', rules.id, 'vid_vsl_main'),
    },
  } as const
}

/** The addresses for an environment: the page reads them from its build, the build from `loadEnv`. */
export const linksFrom = (env: BuildEnv) => readSettings(env, linksOf)

export type Links = ReturnType<typeof linksOf>

/** The links build/build.ts read and checked, given to its bundles as they are (Vite's `define`). */
declare const __BUILT_LINKS__: Links | undefined

// A bundle carries the build's values, not the rules again; the dev server, the tests and Node
// (where `import.meta.env` is undefined) read the env with the same rules.
export const { outboundLinks, videoHost } =
  typeof __BUILT_LINKS__ === 'object' ? __BUILT_LINKS__ : linksFrom(import.meta.env ?? {})
