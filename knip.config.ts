import type { KnipConfig } from 'knip'

/**
 * `npm run lint` runs Knip: no unused file, export or dependency, and no undeclared one. The
 * entries are what runs on its own: the files behind `npm run` (Knip reads package.json's
 * scripts), the page entries and the server renderer the build bundles, the inlined <head>
 * scripts, the config files of the tools. The libraries in build/, testing/ and ops/ are not
 * entries, so their dead exports show.
 */
const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: [
        'src/entries/*.{ts,tsx}',
        'src/entry-server.tsx',
        'src/inline/*.ts',
        // Read by the build into each page's rest CSS (build/build.ts), not imported.
        'src/rest-arriving.css',
        'src/print-paper.css',
        'src/print.css',
        'src/print-not-found.css',
        // Stryker's config: Stryker itself installs on first use (ops/stryker/).
        'stryker.{config,vitest.config}.mjs',
      ],
      project: ['**/*.{ts,tsx,mjs,css}'],
      // cloc is a Perl script that ops/proof.ts runs by its path (node_modules/cloc/lib/cloc).
      ignoreDependencies: ['cloc'],
    },
  },
  // Perl runs cloc (ops/proof.ts): a system binary, on every machine the project runs on.
  ignoreBinaries: ['perl'],
  // Stylesheets import Tailwind with `@import 'tailwindcss'`: read those imports as a module's.
  compilers: {
    css: (text: string) =>
      [...text.matchAll(/@import\s+['"]([^'"]+)['"]/g)]
        .map(([, specifier]) => `import '${specifier}';`)
        .join('\n'),
  },
}

export default config
