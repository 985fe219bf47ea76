/**
 * The SHA-256 of every file the build ships, as `sha256sum` writes it and `sha256sum -c` reads
 * it: anyone who builds the same commit with the same settings gets the same bytes (tests/
 * hosts.test.ts builds twice and compares), so the file says what a host should be serving
 * (docs/deployment.md, "Checking what a host serves").
 */
import { createHash } from 'node:crypto'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { checksumsPath } from './headers'

/**
 * `<sha-256 in hex>  <path>` for every file under `dir` (its compressed copies and `_headers`
 * included, the checksums file itself not), by path in code-point order, so the text is the
 * same whatever the machine's locale or the order the disk lists files in.
 */
async function checksumsOf(dir: string): Promise<string> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const names = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((name) => `/${name}` !== checksumsPath)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  // sha256sum writes such a name escaped, and not every checker reads it back so.
  const odd = names.find((name) => /[\\\n\r]/.test(name))
  if (odd) throw new Error(`${checksumsPath}: no checksum line for the name ${JSON.stringify(odd)}`)
  const lines = await Promise.all(
    names.map(async (name) => {
      const digest = createHash('sha256')
        .update(await readFile(join(dir, name)))
        .digest('hex')
      return `${digest}  ${name}\n`
    }),
  )
  return lines.join('')
}

/** Writes the checksums of `dir` into it: the last file the build writes. */
export async function writeChecksums(dir: string): Promise<void> {
  await writeFile(join(dir, checksumsPath), await checksumsOf(dir))
}
