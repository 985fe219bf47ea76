/**
 * The comparison the machines page shows under "What changed", as the module
 * `virtual:machines-compare`: the JSON `npm run machines:compare` writes (dist/machines-compare.json,
 * or the file `MACHINES_COMPARE` names), or `null` when there is none. Built into the page's one
 * file; the dev server reloads the page when the file changes.
 */
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

const id = 'virtual:machines-compare'

export function machinesComparison(root: string): Plugin {
  const file = resolve(root, process.env.MACHINES_COMPARE || 'dist/machines-compare.json')
  return {
    name: 'machines-compare',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (loaded) =>
      loaded === `\0${id}`
        ? `export default ${existsSync(file) ? readFileSync(file, 'utf8') : 'null'}`
        : undefined,
    // A new comparison, or one written again, reloads the page `npm run machines` serves.
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
