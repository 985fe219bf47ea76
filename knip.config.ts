import type { KnipConfig } from 'knip'

/**
 * `npm run lint` runs Knip: no unused file, export or dependency, and no undeclared one. The
 * entries are what runs on its own: the scripts behind `npm run`, the page entries and the
 * server renderer the build bundles, the inlined <head> script, the config files of the tools.
 */
const config: KnipConfig = {
  entry: [
    'scripts/*.ts',
    'src/entries/*.{ts,tsx}',
    'src/entry-server.tsx',
    'src/inline/*.ts',
    'stryker.vitest.config.mjs',
  ],
  project: ['**/*.{ts,tsx,mjs,css}', '!tools/stately/node_modules/**'],
  // Stylesheets import Tailwind with `@import 'tailwindcss'`: read those imports as a module's.
  compilers: {
    css: (text: string) =>
      [...text.matchAll(/@import\s+['"]([^'"]+)['"]/g)]
        .map(([, specifier]) => `import '${specifier}';`)
        .join('\n'),
  },
}

export default config
