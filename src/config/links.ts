/**
 * Every address the product sends visitors to or loads from, in one place. Each can be
 * overridden at build time with a VITE_ variable (docs/deployment.md); a malformed override falls
 * back to the default rather than shipping a broken link.
 */
function urlFromEnv(value: string | undefined, fallback: string): string {
  if (!value) return fallback
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : fallback
  } catch {
    return fallback
  }
}

/** The VITE_ variables these addresses read (Vite's `import.meta.env`, or `loadEnv` in the build). */
export type LinksEnv = Partial<Record<`VITE_${string}`, string | undefined>>

/** The addresses for an environment: the page reads them from its build, the build from `loadEnv`. */
export function linksFrom(env: LinksEnv) {
  return {
    outboundLinks: {
      /** Store product page for the order buttons of the VSL pages (/ and /google). */
      vslStore: urlFromEnv(
        env.VITE_VSL_STORE_URL,
        'https://store.cellwisehealth.com/products/cellular-health-test-kit',
      ),
      /** Store product page for the order buttons of the advertorial. */
      advertorialStore: urlFromEnv(
        env.VITE_ADVERTORIAL_STORE_URL,
        'https://store.cellwisehealth.com/products/cellular-health-test-kit-seminar',
      ),
      /** Free masterclass registration page, from the quiz results. */
      masterclass: urlFromEnv(
        env.VITE_MASTERCLASS_URL,
        'https://masterclass.cellwisehealth.com/register',
      ),
    },
    /** The video host adapter: where the player comes from and how the page knows it is there. */
    videoHost: {
      /** Loader script of the player. */
      scriptUrl: urlFromEnv(
        env.VITE_VIDEO_SCRIPT_URL,
        'https://scripts.converteai.net/cellwise/players/vsl-main/player.js',
      ),
      /** Global that means 'the player is already on the page'. */
      playerGlobal: env.VITE_VIDEO_PLAYER_GLOBAL || 'smartplayer',
      /** id of the container the player mounts into. */
      embedId: env.VITE_VIDEO_EMBED_ID || 'vid_vsl_main',
    },
  } as const
}

export type Links = ReturnType<typeof linksFrom>

// `import.meta.env` is undefined when Node imports this module outside Vite, as the build does.
export const { outboundLinks, videoHost } = linksFrom(import.meta.env ?? {})
