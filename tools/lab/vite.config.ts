/**
 * The machines page as one HTML file (dist/machines/index.html): its script and styles inline, so
 * it opens from disk (`file://` loads no module files) or from any static host, and asks for
 * nothing. `npm run machines` serves it while you work; `npm run machines:build` writes the file.
 */
import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'
import { viteSingleFile } from 'vite-plugin-singlefile'

const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url))

export default defineConfig({
  root: fromRoot('tools/lab'),
  plugins: [viteSingleFile()],
  resolve: {
    alias: [
      { find: '@', replacement: fromRoot('src') },
      { find: '@machines', replacement: fromRoot('machines') },
    ],
  },
  build: { outDir: fromRoot('dist/machines'), emptyOutDir: true, reportCompressedSize: false },
  server: { host: '127.0.0.1', fs: { allow: [fromRoot('')] } },
})
