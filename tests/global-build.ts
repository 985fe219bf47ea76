/**
 * The one build the unit tests read (the hosts, the server, the fonts), made once before them,
 * in a folder of its own: `dist/unit` (vite.config.ts's `test.env`), never over `dist/`, which
 * keeps what `npm run build` made with the brand's settings. What the build printed is kept
 * beside it (`build-output.txt`) for the test that reads it.
 */
import { execFile } from 'node:child_process'
import { rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { rootDir } from '../build/build-dirs'

export const unitDist = join(rootDir, 'dist/unit')

export default async function setup() {
  await rm(unitDist, { recursive: true, force: true })
  const { stdout } = await promisify(execFile)('npx', ['tsx', 'build/build.ts'], {
    cwd: rootDir,
    env: { ...process.env, SITE_DIST: unitDist, SITE_IGNORE_ENV_FILES: '1' },
  })
  await writeFile(join(unitDist, 'build-output.txt'), stdout)
}
