/**
 * The timed machines' named situations (lab/situations.ts), played on the real machines in
 * a machines-page session, each to the state it names, with what the visitor sees there; and each
 * machine's rules table (lab/rules.ts), read from the machine, held to the spec's figures.
 * e2e/machines-page.spec.ts picks a situation of each machine on the page itself.
 */
import { describe, expect, it } from 'vitest'
import { labMachines } from '../lab/machines'
import { countdownRulesTable, resultsRulesTable, videoRulesTable } from '../lab/rules'
import { LabSession } from '../lab/session'
import { innermost, playSituation, situations } from '../lab/situations'
import { machineRegistry } from '../machines/registry'
import { countdownSpec, videoAttemptsBySpec, videoBackoffsBySpec, videoSpec } from '../spec/figures'

function session(name: string) {
  const entry = machineRegistry.find((machine) => machine.name === name)
  if (!entry) throw new Error(`no machine ${name}`)
  return new LabSession(entry, labMachines[name] ?? {})
}

/** What the visitor sees where each situation ends, by the spec. */
const seen: Record<string, Record<string, (lab: LabSession) => unknown>> = {
  countdown: {
    'A visitor waits to the end': (lab) => [lab.snapshot.context.remainingSeconds, lab.clock.now],
    'The tab comes back after five minutes': (lab) => lab.snapshot.context.remainingSeconds,
    'With a set start: the start has passed': (lab) => lab.snapshot.context.remainingSeconds,
    'With a set start in ten minutes: a visitor waits for it': (lab) => lab.clock.now,
  },
  'video-loader': {
    "The player's host never answers": (lab) => [lab.snapshot.context.failures, lab.clock.now],
    'The host refuses at once (an ad blocker)': (lab) => lab.snapshot.context.refusalsInARow,
    'The script loads but no player appears': (lab) => lab.snapshot.context.failures,
    'It fails twice, then loads': (lab) => lab.snapshot.context.failures,
  },
  'results-loader': {
    'The results never arrive': (lab) => lab.clock.now,
  },
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

/** The spec's figures for what `seen` reads, by situation. */
const expected: Record<string, unknown> = {
  'A visitor waits to the end': [0, countdownSpec.seconds * 1000],
  'The tab comes back after five minutes': countdownSpec.seconds - 5 * 60,
  'With a set start: the start has passed': 0,
  'With a set start in ten minutes: a visitor waits for it': 10 * 60 * 1000,
  "The player's host never answers": [
    videoAttemptsBySpec,
    videoSpec.mountDelayMs +
      videoAttemptsBySpec * videoSpec.loadTimeoutMs +
      sum(videoBackoffsBySpec),
  ],
  'The host refuses at once (an ad blocker)': videoSpec.refusalsThatEndARound,
  'The script loads but no player appears': videoAttemptsBySpec,
  'It fails twice, then loads': 2,
  'The results never arrive': 15_000,
}

describe('each named situation reaches the state it names', () => {
  for (const [name, list] of Object.entries(situations)) {
    for (const situation of list) {
      it(`${name}: ${situation.name} → ${situation.ends}`, async () => {
        const lab = session(name)
        await playSituation(lab, situation)
        expect(innermost(lab.snapshot)).toBe(situation.ends)
        const read = seen[name]?.[situation.name]
        if (read) expect(read(lab)).toEqual(expected[situation.name])
      })
    }
  }

  it('a situation played again starts from the start, and the free run afterwards from its own input', async () => {
    const lab = session('countdown')
    const [, , passed] = situations.countdown ?? []
    if (!passed) throw new Error('no situation')
    await playSituation(lab, passed)
    await playSituation(lab, passed)
    expect(innermost(lab.snapshot)).toBe('passed')
    lab.reset()
    expect(lab.snapshot.context.remainingSeconds).toBe(countdownSpec.seconds)
  })
})

describe("each machine's rules, read from the machine", () => {
  const table = (rows: { rule: string; value: string }[]) =>
    Object.fromEntries(rows.map((row) => [row.rule, row.value.replaceAll('\u00a0', ' ')]))

  it('the countdown: 508 s, a tick a second', () => {
    const rules = table(countdownRulesTable())
    expect(rules['Starts at']).toBe(`${countdownSpec.seconds} s on each view of the results`)
    expect(rules['Ticks every']).toBe(`${countdownSpec.tickMs / 1000} s`)
    expect(rules['The longest countdown']).toBe('24 h')
  })

  it('the video loader: its waits, 3 retries after 1 s, 2 s, 4 s, two refusals end a round', () => {
    const rules = table(videoRulesTable())
    expect(rules['The script is added']).toBe('100 ms after the page opens')
    expect(rules['A load may take']).toBe('30 s')
    expect(rules['The player may take, once its script ran']).toBe('10 s')
    expect(rules['A failure counts as refused (an ad blocker) within']).toBe(
      "2 s of the load's start",
    )
    expect(rules['Retries after a failed attempt']).toBe('3, after 1 s, 2 s, 4 s')
    expect(rules['Refused attempts in a row that end the round at once']).toBe('2')
  })

  it('the results loader: 15 s of patience once the results are due', () => {
    expect(table(resultsRulesTable())['Once due, the visitor waits at most']).toBe(
      '15 s, then is told and offered Try again',
    )
  })
})
