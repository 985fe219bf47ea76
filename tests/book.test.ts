/**
 * The behaviour book (docs/behaviour.md, ops/book.ts) is what the machines and the content say
 * now, and its comparison never gives a false all-clear: each change a product team approves
 * (a tier's cutoff, the countdown's length, the video's retries, the chosen answer's beat, a new
 * state, a transition removed) shows in words that name the before and the after, and a tree
 * left alone says that no behaviour changed. Each change is made to a scratch copy of the code,
 * whose book is written as `npm run book` writes it.
 */
import { execFile } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AnyStateNode } from 'xstate'
import { getStateNodes } from 'xstate/graph'
import { rootDir } from '../build/build-dirs'
import { machineRegistry } from '../machines/registry'
import { bookFile, compareBooks, machineBooks, parseBook, renderBook } from '../ops/book'

let now = ''
beforeAll(async () => {
  now = renderBook(await machineBooks())
})

it('docs/behaviour.md is the book the machines and the content write now (`npm run book`)', async () => {
  expect(await readFile(bookFile, 'utf8')).toBe(now)
})

it('keeps code names to its "In code" sections', () => {
  const codeNames = new Set(
    machineRegistry.flatMap(({ machine }) => [
      ...Object.keys(machine.implementations.guards),
      ...Object.keys(machine.implementations.actions),
      ...(getStateNodes(machine) as AnyStateNode[]).flatMap((node) => [
        ...[...node.transitions.keys()].filter((type) => !type.startsWith('xstate.')),
        node.id.slice(machine.id.length + 1),
      ]),
    ]),
  )
  // State names that are plain words ('intro', 'results') may be said; dotted or joined ones not.
  const named = [...codeNames].filter((name) => /[.A-Z]/.test(name))
  const mainText = now.split(/^### In code$[\s\S]*?(?=^## |$(?![\s\S]))/m).join('')
  expect(named.filter((name) => mainText.includes(name))).toEqual([])
})

it('reads back as it was written', () => {
  expect(renderBook(parseBook(now))).toBe(now)
})

describe('what a change does, in words', () => {
  let scratch = ''
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'book-'))
    for (const folder of ['machines', 'src', 'spec', 'build']) {
      await cp(join(rootDir, folder), join(scratch, folder), { recursive: true })
    }
    for (const file of ['ops/book.ts', 'ops/book-chapters.ts', 'package.json', 'tsconfig.json']) {
      await cp(join(rootDir, file), join(scratch, file))
    }
    await symlink(join(rootDir, 'node_modules'), join(scratch, 'node_modules'))
  })
  afterAll(() => rm(scratch, { recursive: true, force: true }))

  /** The comparison of today's book with the book of the code after `edit` (file, from, to). */
  async function changesAfter(edit?: [string, string, string]) {
    let restore = async () => {}
    if (edit) {
      const [file, from, to] = edit
      const path = join(scratch, file)
      const source = await readFile(path, 'utf8')
      expect(source, `${file} has ${from}`).toContain(from)
      await writeFile(path, source.replace(from, to))
      restore = () => writeFile(path, source)
    }
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'ops/book.ts', '--print'], {
      cwd: scratch,
    })
    await restore()
    return compareBooks(parseBook(now), parseBook(stdout)).join('\n')
  }

  it('a tree left alone: no behaviour changed', async () => {
    expect(await changesAfter()).toBe('')
  })

  it.each<[string, [string, string, string], string[]]>([
    [
      "Moderate's upper cutoff 18 -> 17",
      ['machines/quiz/quiz.machine.ts', 'moderateMaxScore: 18,', 'moderateMaxScore: 17,'],
      [
        'a score of 11 to 18 -> a score of 11 to 17',
        '“High Risk Score: 18/24”',
        '“You May Be at High Risk',
      ],
    ],
    [
      'the countdown 508 -> 600 s',
      ['src/content/quiz-figures.ts', 'countdownSeconds: 508,', 'countdownSeconds: 600,'],
      [
        '8:28 on every view of the results -> 10:00 on every view of the results',
        'The countdown at 8:28. -> The countdown at 10:00.',
      ],
    ],
    [
      'video retries 3 -> 2',
      [
        'machines/video-loader/video-loader.machine.ts',
        'export const maxRetries = 3',
        'export const maxRetries = 2',
      ],
      ['Retries after a failure: 3, after waiting 1 s, 2 s, 4 s -> 2, after waiting 1 s, 2 s'],
    ],
    [
      'the beat 375 -> 600 ms',
      [
        'machines/quiz/quiz.machine.ts',
        'export const choiceBeatMs = 375',
        'export const choiceBeatMs = 600',
      ],
      ['A chosen answer shows for: 375 ms', '-> 600 ms'],
    ],
    [
      'a new state',
      [
        'machines/countdown/countdown.machine.ts',
        '    finished: {',
        "    paused: { description: 'Held still.' },\n    finished: {",
      ],
      ['In code, new or changed: state `paused`: Held still.'],
    ],
    [
      "the countdown's transition on a tab seen again, removed",
      [
        'machines/countdown/countdown.machine.ts',
        "        'countdown.sync': { actions: 'readClock', meta: { requirements: ['COUNTDOWN-TICKS'] } },\n",
        '',
      ],
      [
        'In code, gone or changed: `running` -countdown.sync-> (stays) / readClock',
        'Leave the tab, then come back to it.',
      ],
    ],
  ])('%s', async (_, edit, words) => {
    const changes = await changesAfter(edit)
    for (const expected of words) expect(changes).toContain(expected)
  })
})
