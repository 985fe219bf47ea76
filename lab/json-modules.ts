/**
 * A JSON file the machines page embeds, as a virtual module: the file's contents, or `fallback`
 * when there is none. Built into the page's one file; the dev server reloads the page when the
 * file changes. The page has two (lab/vite.config.ts): the comparison under "What changed" and the
 * storyboard's pictures.
 */
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

export function jsonFileModule(id: string, file: string, fallback: string): Plugin {
  return {
    name: id,
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (loaded) =>
      loaded === `\0${id}`
        ? `export default ${existsSync(file) ? readFileSync(file, 'utf8') : fallback}`
        : undefined,
    // A file written anew reloads the page `npm run machines` serves.
    configureServer(server) {
      server.watcher.add(file)
      server.watcher.on('all', (_, changed) => {
        if (resolve(changed) !== file) return
        const graph = server.environments.client.moduleGraph
        const module = graph.getModuleById(`\0${id}`)
        if (module) graph.invalidateModule(module)
        server.ws.send({ type: 'full-reload' })
      })
    },
  }
}
