/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_VSL_STORE_URL?: string
  readonly VITE_ADVERTORIAL_STORE_URL?: string
  readonly VITE_MASTERCLASS_URL?: string
  readonly VITE_VIDEO_SCRIPT_URL?: string
  readonly VITE_VIDEO_PLAYER_GLOBAL?: string
  readonly VITE_VIDEO_EMBED_ID?: string
  readonly VITE_SITE_URL?: string
  readonly VITE_COMPANY_NAME?: string
  readonly VITE_COMPANY_ADDRESS?: string
  readonly VITE_COMPANY_EMAIL?: string
  readonly VITE_COMPANY_PHONE?: string
}

/** The URL of the chunk the build makes of a lazily imported module (`chunkUrl` in vite.config.ts). */
declare module '*?chunk-url' {
  const url: string
  export default url
}
