/** `npm start`: builds when the build is missing or older than the sources, then serves it. */
import { execFileSync } from 'node:child_process'
import { readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { serve } from './serve'
import { clientDir, rootDir } from './site'

async function newestMtime(path: string): Promise<number> {
  const info = await stat(path).catch(() => null)
  if (!info) return 0
  if (!info.isDirectory()) return info.mtimeMs
  const entries = await readdir(path)
  const times = await Promise.all(entries.map((entry) => newestMtime(join(path, entry))))
  return Math.max(info.mtimeMs, ...times)
}

const sources = [
  'src',
  'machines',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
  'scripts/build.ts',
  'scripts/headers.ts',
]
const sourceTime = Math.max(
  ...(await Promise.all(sources.map((s) => newestMtime(join(rootDir, s))))),
)
const buildTime = await newestMtime(join(clientDir, 'index.html'))
if (buildTime < sourceTime) {
  console.log('Building the site…')
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: rootDir })
}

const port = Number(process.env.PORT ?? 4173)
await serve(port)
console.log(`Serving the production build at http://127.0.0.1:${port}/`)
