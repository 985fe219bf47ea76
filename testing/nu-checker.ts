/**
 * The W3C Nu Html Checker (`vnu-jar`, run on Java 17 or newer): every file given, in one start of
 * the JVM, and the errors it reports, as `file: message («extract»)`. What it reports of the CSS
 * inside a <style> is taken as it is, but for the few CSS features it does not know yet, each
 * valid by its specification, in every engine the site supports, and written by Tailwind
 * (`cssTheCheckerLacks`): the CSS it writes there is not ours to change.
 */
import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { rootDir } from '../build/build-dirs'
import { findExecutable } from './executables'

export function findJava(): string {
  return findExecutable({
    name: 'Java 17 or newer (the W3C Nu checker)',
    variable: 'JAVA_PATH',
    debianPaths: ['/usr/bin/java'],
    install: 'apt-get install -y default-jre-headless',
  })
}

/**
 * CSS the checker's own CSS profile rejects though it is valid: `@property` (CSS Properties and
 * Values API 1, Tailwind's defaults for its variables), `container-type` (CSS Containment 3, the
 * `@container` class and its at-rule), a custom property in `transition-property` (CSS Transitions: any
 * property), and inside `@supports` feature queries, where a condition may name what a browser
 * lacks by design, `margin-trim` and a gradient's colour space (`linear-gradient(in lab, …)`,
 * CSS Images 4); after that one its parser loses its place and adds two parse errors.
 */
const cssTheCheckerLacks = [
  /^CSS: Unrecognized at-rule “@property”$/,
  /^CSS: Unrecognized at-rule “@container”$/,
  /^CSS: “container-type”: Property “container-type” doesn't exist\.$/,
  /^CSS: “transition-property”: “--[\w-]+” is not a “transition-property” value\.$/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/,
]
/**
 * A link's `ping` to the site's own counting path written relative (`/go/order?from=vsl`), as a
 * build that does not know the site's origin writes it (VITE_SITE_URL unset; src/lib/counting.ts).
 * Every engine resolves it against the page, to an HTTP(S) URL, as the HTML standard's "valid
 * URL" allows; the checker asks for an absolute one in the attribute itself. Accepted only for
 * such a build: a build that knows its origin writes it absolute and is checked without this.
 */
export const relativePing =
  /^Bad value “\/go\/(order|masterclass)\?from=[a-z0-9-]+(&v=[a-z0-9-]+)?” for attribute “ping” on element “a”: Must contain only “http” or “https” URLs\.$/
const gradientColourSpace = /^CSS: “background-image”: “in” is not a “color” value\.$/
const lostPlace = /^CSS: (“background-image”: )?Parse Error\.$/

/**
 * The Nu checker's errors in `files`, one start of the JVM for all of them; the messages `accept`
 * matches are not errors in the files `acceptIn` names (all of them unless it says).
 */
export async function nuCheckerErrors(
  files: readonly string[],
  {
    accept = [],
    acceptIn = files,
  }: { accept?: readonly RegExp[]; acceptIn?: readonly string[] } = {},
): Promise<string[]> {
  const accepting = new Set(acceptIn.map((file) => resolve(file)))
  const require = createRequire(import.meta.url)
  const jar = String(require('vnu-jar'))
  const args = ['-jar', jar, '--errors-only', '--exit-zero-always', '--stdout', '--format', 'json']
  const { stdout } = await promisify(execFile)(findJava(), [...args, ...files], {
    maxBuffer: 64 * 1024 * 1024,
  })
  const messages: { url: string; message: string; extract?: string }[] = JSON.parse(stdout).messages
  const lost = new Set(
    messages.filter((m) => gradientColourSpace.test(m.message)).map((m) => m.url),
  )
  return messages
    .filter(({ url, message }) =>
      lostPlace.test(message)
        ? !lost.has(url)
        : ![
            ...cssTheCheckerLacks,
            gradientColourSpace,
            ...(accepting.has(fileURLToPath(url)) ? accept : []),
          ].some((lacks) => lacks.test(message)),
    )
    .map((m) => `${relative(rootDir, new URL(m.url).pathname)}: ${m.message} («${m.extract}»)`)
}
