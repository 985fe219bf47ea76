/**
 * The compare (`npm run machines:compare`) says in words, old and new, what a change does to
 * visitors, both ways, and nothing for a tree left alone. Each change is made relative to today's
 * code, in a scratch copy whose model today's tooling builds as it does at another revision.
 */
import { execFileSync } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { rootDir } from '../build/build-dirs'
import { quizMachine, quizRules } from '../machines/quiz/quiz.machine'
import { catalogue } from '../machines/registry'
import { type BookModel, bookModel, ranAwayExit } from '../ops/book'
import { compareModels, doNotRelease, keys, modelIn, toolingNote } from '../ops/book-compare'
import { quizQuestions, quizResultsLoading } from '../src/content/quiz'
import { quizResults } from '../src/content/quiz-results'
import { quizSigns } from '../src/content/quiz-signs'
import { videoBoxCopy } from '../src/content/video-box'

let scratch = ''
let today: BookModel
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'book-'))
  for (const path of 'machines src spec build ops testing package.json tsconfig.json'.split(' '))
    await cp(join(rootDir, path), join(scratch, path), { recursive: true })
  await symlink(join(rootDir, 'node_modules'), join(scratch, 'node_modules'))
  today = await bookModel()
})
afterAll(() => rm(scratch, { recursive: true, force: true }))

/** `run` on the scratch copy with `edits` made, each file put back after. */
async function withEdits<T>(edits: readonly Edit[], run: () => T | Promise<T>): Promise<T> {
  const sources = new Map<string, string>()
  try {
    for (const [file, from, to] of edits) {
      const path = join(scratch, file)
      const source = await readFile(path, 'utf8')
      if (!sources.has(path)) sources.set(path, source)
      expect(source, `${file} has ${from}`).toMatch(from)
      await writeFile(
        path,
        source.replace(from, (...match: string[]) => to(Number(match[1]))),
      )
    }
    return await run()
  } finally {
    for (const [path, source] of sources) await writeFile(path, source)
  }
}

/** What the compare says from today to the scratch copy with `edits` made, and back. */
const compareAfter = (edits: Edit | readonly Edit[]) =>
  withEdits(typeof edits[0] === 'string' ? [edits as Edit] : (edits as Edit[]), async () => {
    const edited = modelIn(scratch, keys(today))
    const here = await bookModel(keys(edited).filter((key) => !keys(today).includes(key)))
    const said = (was: BookModel, now: BookModel) =>
      [...compareModels(was, now), ...doNotRelease(was, now)].join('\n')
    return [said(here, edited), said(edited, here)]
  })

type Edit = [string, RegExp | string, (figure: number) => string]
const {
  moderateMaxScore: cutoff,
  lowMaxScore: low,
  priorityQuestion: priority,
  maxDrivers: drivers,
} = quizRules
const beat = catalogue.find(({ bound }) => bound?.what === 'the beat')?.bound ?? { from: 0, to: 0 }
const late = beat.to + 150
const chartWords = (quizMachine.root.meta as { words: Record<string, string> }).words
const pausedSees = 'The quiz on hold: its question hidden until a reload.'
const question4 = quizQuestions[3]?.text ?? ''
const quiz = 'machines/quiz/quiz.machine.ts'
const countdown = 'machines/countdown/countdown.machine.ts'
const video = 'machines/video-loader/video-loader.machine.ts'

it.each<[string, Edit | Edit[], string[], string[]]>([
  ['a tree left alone', ['package.json', /\{/, () => '{'], [], []],
  [
    'the priority one question earlier',
    [quiz, /priorityQuestion: (\d+)/, (n) => `priorityQuestion: ${n - 1}`],
    [
      `“Your priority” was question ${priority}'s answer, is now question ${priority - 1}'s`,
      'Do not release',
      `“What drove your score” shows an entry for question ${priority}'s answer with no sign and no line`,
      `“Your priority” is built from question ${priority - 1}'s answer, a question the results count as a sign`,
      'reads under “What drove your score”: “: ”',
    ],
    [
      `“Your priority” was question ${priority - 1}'s answer, is now question ${priority}'s`,
      "Fixed in the quiz's results: “What drove your score” shows an entry",
    ],
  ],
  [
    "a blanked line for question 1's heaviest answer",
    [
      'src/content/quiz-results.ts',
      /(3): 'Almost every day you wake up tired[^']*'/,
      () => "3: ''",
    ],
    [
      'Do not release',
      "“What drove your score” shows an entry for question 1's answer with no line",
      `reads under “What drove your score”: “${quizSigns.tired}: `,
      `was “${quizSigns.tired}: ${quizResults.drivers.lines[1][3]}`,
    ],
    ["Fixed in the quiz's results: “What drove your score” shows an entry for question 1's"],
  ],
  [
    'a guard renamed, its words too',
    [quiz, /\bisValidAnswer\b(?!\()/g, () => 'isAnOption'],
    [],
    [],
  ],
  [
    "a revision without words for a step that today's tooling no longer words itself",
    [video, /\n\s*'xstate\.error\.actor\.playerScript in loading\.early':\n\s*'[^']*',/, () => ''],
    [],
    [],
  ],
  [
    "a chart's id camelCased, as before 53358fd",
    [video, /(?<=id: '|#)video-loader\b/g, () => 'videoLoader'],
    [],
    [],
  ],
  ['a local function renamed', [quiz, /\bisValidAnswer(?=\()/g, () => 'isOption'], [], []],
  [
    'an action added to a tapped answer',
    [
      quiz,
      "target: 'chosen',\n                actions: 'appendAnswer',",
      () => "target: 'chosen',\n                actions: ['appendAnswer', 'announceResults'],",
    ],
    [`when ${chartWords['answer.select']}`, `it now also ${chartWords.announceResults}`],
    [`it no longer ${chartWords.announceResults}`],
  ],
  [
    "Moderate's cutoff one lower",
    [quiz, /moderateMaxScore: (\d+)/, (n) => `moderateMaxScore: ${n - 1}`],
    [`a score of ${low + 1} to ${cutoff} -> a score of ${low + 1} to ${cutoff - 1}`, 'SCORE-TIERS'],
    [`a score of ${low + 1} to ${cutoff - 1} -> a score of ${low + 1} to ${cutoff}`],
  ],
  [
    'one driver fewer, in a long requirement sentence',
    [quiz, /maxDrivers: (\d+)/, (n) => `maxDrivers: ${n - 1}`],
    [
      `Requirement SCORE-DRIVERS: in “The results name what drove the score…”, “most ${drivers}” -> “most ${drivers - 1}”`,
    ],
    [`“most ${drivers - 1}” -> “most ${drivers}”`],
  ],
  [
    'one retry fewer',
    [video, /maxRetries = (\d+)/, (n) => `maxRetries = ${n - 1}`],
    ['(VSL, no player yet)', `-> “The poster: “${videoBoxCopy.failed}”`],
    [`“The poster: “${videoBoxCopy.failed}”`],
  ],
  [
    'a beat past its bound',
    [quiz, /choiceBeatMs = (\d+)/, () => `choiceBeatMs = ${late}`],
    [
      `QUIZ-ANSWER-SHOWN: the beat is ${late} ms, outside its bound of ${beat.from}-${beat.to} ms`,
      'Do not release',
    ],
    ['A chosen answer shows for'],
  ],
  [
    'the tab seen again no longer read',
    [countdown, /\n\s*'countdown\.sync': \{.*\},/, () => ''],
    ['no longer reacts when', 'COUNTDOWN-TICKS', 'again”: shows the right time at once ->'],
    ['a new transition', 'A tab seen again'],
  ],
  [
    'a state no path reaches',
    [countdown, '    finished: {', () => "    paused: { description: 'Held.' },\n    finished: {"],
    ['a new state “Held.” (in code: `paused`), which no path reaches', 'Do not release'],
    ['gone, the state “Held.”'],
  ],
  [
    'a pause a visitor can reach',
    [
      [
        quiz,
        "on: {\n            'answer.select': [",
        () =>
          "on: {\n            'quiz.pause': { target: '#quiz.paused' },\n            'answer.select': [",
      ],
      [
        quiz,
        '    results: {',
        () => `    paused: { description: '${pausedSees}' },\n    results: {`,
      ],
      [quiz, '    words: {', () => "    words: {\n      'quiz.pause': 'Pause is tapped',"],
      [
        'machines/quiz/quiz.model.ts',
        "  { type: 'scroll.settled' },",
        () => "  { type: 'scroll.settled' },\n  { type: 'quiz.pause' },",
      ],
    ],
    [
      `a new state “${pausedSees}” (in code: \`paused\`)`,
      `a new transition: when Pause is tapped, it goes to “${pausedSees}”`,
      `-> “${pausedSees} After the reload: `,
      'Then Pause is tapped.',
    ],
    [`gone, the state “${pausedSees}”`],
  ],
  [
    "question 4's wording",
    ['src/content/quiz.ts', question4, () => `${question4} Honestly?`],
    [`Wording, question 4: “${question4}” -> “${question4} Honestly?”`],
    [`Wording, question 4: “${question4} Honestly?” -> “${question4}”`],
  ],
])('%s: the compare says so, both ways', async (_, edit, forth, back) => {
  const [said, reversed] = await compareAfter(edit)
  for (const words of forth) expect(said).toContain(words)
  for (const words of back) expect(reversed).toContain(words)
  if (!forth.length) expect([said, reversed]).toEqual(['', ''])
  if (!forth.includes('Do not release')) expect(said).not.toContain('Do not release')
  expect(reversed).not.toContain('Do not release')
  // A word masked as where it lives never shows half-masked in a path.
  expect(said).not.toContain('⟨')
  // Paths are paired by what they do: no path's steps change when a figure moves.
  expect(said).not.toMatch(/steps “/)
  // A transition kept, whatever its guard or actions, still reacts.
  if (!forth.some((words) => words.includes('no longer reacts')))
    expect(said).not.toContain('no longer reacts')
})

it('a one-word change to a line the rules and paths show is one line, no path change', async () => {
  const { slowTitle } = quizResultsLoading
  const [said, reversed] = await compareAfter([
    'src/content/quiz.ts',
    slowTitle,
    () => slowTitle.replace('too', 'very'),
  ])
  const line = `Wording, quizResultsLoading.slowTitle: “${slowTitle}” -> “${slowTitle.replace('too', 'very')}”`
  expect(said).toBe(line)
  expect(reversed).toBe(
    `Wording, quizResultsLoading.slowTitle: “${slowTitle.replace('too', 'very')}” -> “${slowTitle}”`,
  )
})

it("a rule new in one machine moves no figure in any machine's paths", async () => {
  // `2 s` is in the countdown's steps and the video loader's: a new rule moved it nowhere.
  const [said, reversed] = await compareAfter([
    video,
    "rules: [\n        ['The player is asked for',",
    () => "rules: [\n        ['Waits at most', '2 s'],\n        ['The player is asked for',",
  ])
  expect(said).toBe('The video loader, rule “Waits at most” new: 2 s')
  expect(reversed).toBe('The video loader, rule “Waits at most” gone: 2 s')
})

it("a change to a chart's words for the book shows as what the tester does, both ways", async () => {
  const [said, reversed] = await compareAfter([
    video,
    "'Tap {retry}.'",
    () => "'Tap {retry} once.'",
  ])
  expect(said).toMatch(/^The video loader [^\n]*: steps “[^\n]* -> “[^\n]* once\.” /m)
  expect(reversed).toMatch(/^The video loader [^\n]*: steps “[^\n]* once\.” -> “/m)
})

it('an event the book cannot word stops it, naming the machine and the event', async () => {
  const edits: Edit[] = [
    [
      quiz,
      "on: {\n            'answer.select': [",
      () => "on: {\n            'quiz.pause': 'chosen',\n            'answer.select': [",
    ],
    [
      'machines/quiz/quiz.model.ts',
      "  { type: 'scroll.settled' },",
      () => "  { type: 'scroll.settled' },\n  { type: 'quiz.pause' },",
    ],
  ]
  await withEdits(edits, () =>
    expect(() => modelIn(scratch, [])).toThrow(/quiz has no words for quiz\.pause/),
  )
})

it('paths that run away stop the compare in one line, naming the machine and the event', async () => {
  // The quiz's model telling answer sets apart by their order: each answer multiplies them.
  const edits: Edit[] = [
    ['machines/quiz/quiz.model.ts', /(?<= =\$\{)sum\(answers\)(?=\}`)/, () => 'answers.join()'],
  ]
  const failure = await withEdits(edits, () => {
    try {
      modelIn(scratch, [])
    } catch (error) {
      return error as { status: number; stderr: Buffer }
    }
  })
  expect(failure?.status).toBe(ranAwayExit)
  expect(String(failure?.stderr).trim()).toMatch(
    /^machines\/quiz: generating its paths visited more than [\d,_]+ snapshots, most of them found by answer\.select, the event that ran away[^\n]*$/,
  )
})

it("a change to the book's own words is said to show in the book's diff, not the compare", () => {
  const last = execFileSync(
    'git',
    ['log', '-1', '--no-merges', '--format=%H', '--', 'ops/book-chapters.ts'],
    {
      cwd: rootDir,
      encoding: 'utf8',
    },
  ).trim()
  expect(toolingNote(`${last}~1`, last)).toMatch(
    /^Both sides are worded by today's book tooling, [^\n]*\([^)]*ops\/book-chapters\.ts[^)]*\)[^\n]*docs\/behaviour\.md's diff/,
  )
  expect(toolingNote(last, last)).toBe('')
})

it('a scenario that proves what a reload does shows the reload as a step, and what it shows', () => {
  const resumes = today.machines
    .flatMap((book) => book.groups.flatMap((group) => group.scenarios))
    .filter((scenario) => scenario.proves.split(', ').includes('QUIZ-RESUME'))
  expect(resumes.length).toBeGreaterThan(0)
  for (const { how, sees } of resumes) {
    expect(how).toMatch(/Reload the page\.$/)
    expect(sees).toContain('After the reload: ')
  }
})

it('no step asks the tester to tap “Try again” where the visitor sees none', () => {
  const loader = today.machines.find((book) => book.title === 'The results loader')
  const scenarios = loader?.groups.flatMap((group) => group.scenarios) ?? []
  const tap = `Tap “${quizResultsLoading.retry}”.`
  // Every scenario tapping it is one step on from a scenario that ends with it shown.
  for (const { how } of scenarios.filter((scenario) => scenario.how.endsWith(tap))) {
    const before = scenarios.find((other) => `${other.how} ${tap}` === how)
    expect(before?.sees, how).toContain(`with “${quizResultsLoading.retry}”`)
  }
})
