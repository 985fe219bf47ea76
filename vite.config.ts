import { type IncomingMessage, Server, type ServerResponse, STATUS_CODES } from 'node:http'
import { resolve } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { tsImport } from 'tsx/esm/api'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'

/**
 * scripts/serve.ts, loaded by a server as it starts rather than bundled into the config: a build
 * never needs it.
 */
const loadServe = (): Promise<typeof import('./scripts/serve')> =>
  tsImport('./scripts/serve.ts', import.meta.url)

/**
 * `vite` answers a target that names no path 400, as `npm start` does. Vite's middlewares parse
 * each target first, and one such as `http://[` throws in them and ends the process.
 */
function answerBadTargets(): Plugin {
  return {
    name: 'answer-bad-targets',
    async configureServer({ httpServer }) {
      // In middleware mode the server is someone else's, and so are its requests.
      if (!httpServer) return
      const { targetPath } = await loadServe()
      const viteListeners = httpServer.listeners('request')
      httpServer.removeAllListeners('request')
      httpServer.on('request', function (this: unknown, req: IncomingMessage, res: ServerResponse) {
        if (targetPath(req.url ?? '') !== null) {
          for (const listener of viteListeners) listener.call(this, req, res)
          return
        }
        // As scripts/serve.ts words it.
        const body = `${STATUS_CODES[400]}\n`
        res
          .writeHead(400, {
            'Content-Type': 'text/plain; charset=utf-8',
            'Content-Length': body.length,
          })
          .end(body)
      })
    },
  }
}

/**
 * `vite preview` serves the build exactly as `npm start` does: its server runs our handler alone.
 * Vite's own middlewares would see each request first, and a target such as `http://[` throws in
 * them and ends the process.
 */
function previewAsProduction(): Plugin {
  return {
    name: 'preview-as-production',
    async configurePreviewServer({ config, httpServer }) {
      const { createSiteHandler } = await loadServe()
      const site = await createSiteHandler(resolve(config.root, config.build.outDir))
      if (!(httpServer instanceof Server)) throw new Error('vite preview: HTTPS is not supported')
      httpServer.removeAllListeners('request').on('request', site.handle)
      site.guard(httpServer)
    },
  }
}

export default defineConfig({
  plugins: [react(), tailwindcss(), answerBadTargets(), previewAsProduction()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@machines': fileURLToPath(new URL('./machines', import.meta.url)),
    },
  },
  build: {
    manifest: true,
    outDir: 'dist/client',
    // The size report is computed again, per page, by scripts/budgets.ts.
    reportCompressedSize: false,
    // Tailwind's one slow transform is expected; the timing notice is noise in every build log.
    rolldownOptions: {
      checks: { bundlerTimings: false },
      output: {
        // The chunk the sales pages and the quiz share is named after what fills it, XState's
        // runtime (it also holds the links config, about 0.5 kB: on its own that would be a file
        // of its own, costing the quiz 0.4 kB more first-load JS, as gzip works per file).
        // Otherwise the chunk would take the name of whichever of our modules it holds.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => /node_modules[\\/]xstate[\\/]/.test(id))
            ? 'assets/xstate-[hash].js'
            : 'assets/[name]-[hash].js',
        codeSplitting: {
          // React's runtime is one chunk: the quiz entry evaluates it in a task of its own.
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  test: {
    environment: 'jsdom',
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
  },
})
