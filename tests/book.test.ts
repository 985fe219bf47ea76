/**
 * The book's comparison (`npm run machines:compare`) never gives a false all-clear: a change a
 * product team approves (a tier's cutoff, the countdown's length, a new state) shows in words that
 * name the before and the after, and a tree left alone says that no behaviour changed. Each change
 * is made to a scratch copy of the code, whose book is written as `npm run book` writes it.
 */
import { execFile } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { rootDir } from '../build/build-dirs'
import { bookFile, compareBooks } from '../ops/book'

let scratch = ''
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'book-'))
  for (const path of ['machines', 'src', 'spec', 'build', 'ops/book.ts', 'ops/book-chapters.ts']) {
    await cp(join(rootDir, path), join(scratch, path), { recursive: true })
  }
  for (const file of ['package.json', 'tsconfig.json'])
    await cp(join(rootDir, file), join(scratch, file))
  await symlink(join(rootDir, 'node_modules'), join(scratch, 'node_modules'))
})
afterAll(() => rm(scratch, { recursive: true, force: true }))

/** What the comparison says of the book of the scratch copy after `from` became `to` in `file`. */
async function changesAfter([file, from, to]: [string, string, string]) {
  const path = join(scratch, file)
  const source = await readFile(path, 'utf8')
  expect(source, `${file} has ${from}`).toContain(from)
  await writeFile(path, source.replace(from, to))
  const book = promisify(execFile)('npx', ['tsx', 'ops/book.ts', '--print'], { cwd: scratch })
  const { stdout } = await book.finally(() => writeFile(path, source))
  return compareBooks(await readFile(bookFile, 'utf8'), stdout).join('\n')
}

it.each<[string, [string, string, string], string[]]>([
  ['a tree left alone', ['package.json', '{', '{'], []],
  [
    "Moderate's upper cutoff 18 -> 17",
    ['machines/quiz/quiz.machine.ts', 'moderateMaxScore: 18,', 'moderateMaxScore: 17,'],
    ['a score of 11 to 18 -> a score of 11 to 17', '“High Risk Score: 18/24”'],
  ],
  [
    'the countdown 508 -> 600 s',
    ['src/content/quiz-figures.ts', 'countdownSeconds: 508,', 'countdownSeconds: 600,'],
    ['8:28 on every view of the results -> 10:00 on every view of the results'],
  ],
  [
    'a new state',
    [
      'machines/countdown/countdown.machine.ts',
      '    finished: {',
      "    paused: { description: 'Held still.' },\n    finished: {",
    ],
    ['New: ', 'In code › state `paused`: Held still.'],
  ],
])('%s: the comparison says so', async (_, edit, words) => {
  const changes = await changesAfter(edit)
  if (!words.length) expect(changes).toBe('')
  for (const expected of words) expect(changes).toContain(expected)
})
