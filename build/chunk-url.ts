/**
 * `import url from './module?chunk-url'`: the URL of the chunk the build makes of a module that
 * the code also imports lazily, so the code can ask for that chunk again under a URL of its own
 * (`?retry=N`): a browser keeps a failed or pending import of a URL and hands it back to a second
 * `import()` of the same URL. The chunk is the one the lazy import loads: the build emits the
 * module as a chunk and takes its final file name (`import.meta.ROLLUP_FILE_URL_`). Outside the
 * client build (the dev server, the server bundle, Vitest) the URL is the module's own path.
 */
import { relative } from 'node:path'
import type { Plugin } from 'vite'

const suffix = '?chunk-url'

export function chunkUrl(): Plugin {
  let root = ''
  let building = false
  return {
    name: 'chunk-url',
    configResolved(config) {
      root = config.root
      building = config.command === 'build'
    },
    async resolveId(source, importer) {
      if (!source.endsWith(suffix)) return null
      const module = await this.resolve(source.slice(0, -suffix.length), importer)
      return module && `${module.id}${suffix}`
    },
    load(id) {
      if (!id.endsWith(suffix)) return null
      const file = id.slice(0, -suffix.length)
      if (!building || this.environment.name !== 'client') {
        return `export default ${JSON.stringify(`/${relative(root, file)}`)}`
      }
      const chunk = this.emitFile({ type: 'chunk', id: file })
      return `export default import.meta.ROLLUP_FILE_URL_${chunk}`
    },
  }
}
