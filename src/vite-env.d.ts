/// <reference types="vite/client" />

// The build-time settings and their types are src/config/settings.ts's, not ImportMetaEnv's.

/** The URL of the chunk the build makes of a lazily imported module (`chunkUrl` in vite.config.ts). */
declare module '*?chunk-url' {
  const url: string
  export default url
}
