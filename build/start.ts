/**
 * `npm start`: builds the site, then serves the build. It builds every time: the build reads the
 * sources, `build/`, `.env` and the environment, and no list of inputs to compare dates with
 * would stay complete; a build takes seconds.
 */
import { execFileSync } from 'node:child_process'
import { rootDir } from './build-dirs'
import { serve } from './serve'

execFileSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: rootDir })

const port = Number(process.env.PORT ?? 4173)
await serve(port)
console.log(`Serving the production build at http://127.0.0.1:${port}/`)
