/**
 * The product's behavioural rules, each with a stable ID. A statechart's rules are written in its
 * chart (`meta.rules` on its root, `rulesOf`) and carried by its states and transitions (`meta:
 * { requirements: [...] }`); the generated paths that enter those states or take those
 * transitions exercise them. The rules below live outside the machines and name the tests that
 * prove them. machines/registry.ts puts the two together (`catalogue`); `npm run
 * requirements-docs` renders it as docs/requirements.md and docs/traceability.md.
 *
 * An ID never changes once given; a retired rule keeps its ID out of use.
 */
import type { AnyStateMachine } from 'xstate'
import { quizRules } from './quiz/quiz.machine'

type RequirementArea =
  | 'Quiz flow'
  | 'Scoring'
  | 'Countdown'
  | 'Results loading'
  | 'Video'
  | 'Links'
  | 'Privacy'
  | 'Accessibility'

export interface Requirement {
  id: string
  area: RequirementArea
  rule: string
  /** The id of the machine whose chart states it, if any. */
  machine?: string
  /** Test files that prove it, for a rule the machines do not carry (or carry only in part). */
  provedBy?: readonly string[]
  /** A figure of the code the rule holds within a range: `npm test` and the compare check it. */
  bound?: { what: string; value: number; from: number; to: number; unit: string }
}

/** A chart's own rules (`meta.rules` on its root), each with the machine's id. */
export function rulesOf(machine: AnyStateMachine): Requirement[] {
  const rules = (
    machine.root.meta as { rules?: Record<string, Omit<Requirement, 'id'>> } | undefined
  )?.rules
  return Object.entries(rules ?? {}).map(([id, rule]) => ({ id, machine: machine.id, ...rule }))
}

/** The rules no machine carries, each with the tests that prove it. */
export const requirements = [
  {
    id: 'QUIZ-RESULTS-FIRST-SCREEN',
    area: 'Quiz flow',
    rule: 'The first screen of the results at 320x568, 375x667 and 1280x800 holds the score badge, the tier’s title, the whole dial and the primary registration button.',
    provedBy: ['e2e/first-screen.spec.ts'],
  },
  {
    id: 'QUIZ-RESULTS-ORDER',
    area: 'Quiz flow',
    rule: 'The results read in the spec’s order, drawn as they are read: the countdown banner; the score badge, the tier’s title, subtitle and symptom text; the masterclass pitch; the six struggles; the hidden danger; what the masterclass teaches; the registration countdown, the two buttons and the reassurances.',
    provedBy: ['tests/quiz.view.test.tsx'],
  },
  {
    id: 'QUIZ-RESULTS-PRINT',
    area: 'Quiz flow',
    rule: 'Printed (or saved as a PDF on the device), the results show the score, the tier, what drove it and all eight answers, and no countdown, link or button.',
    provedBy: ['e2e/print.chromium.spec.ts'],
  },
  {
    id: 'SCORE-DRIVERS',
    area: 'Scoring',
    rule: `The results name what drove the score: the answers above the lowest value, heaviest first (ties the most telling first, by the ranking the results’ copy documents, never question order), at most ${quizRules.maxDrivers}, each as the sign its question asks about and a line written for the answer given, then the tier’s next step; a reassuring line when none weighed.`,
    provedBy: ['tests/quiz-rules.test.ts', 'tests/quiz.view.test.tsx'],
  },
  {
    id: 'RESULTS-ANSWERS-KEPT',
    area: 'Results loading',
    rule: 'The answers survive a slow, failed or retried results chunk: the results that finally show are those of the answers given, with no reload.',
    provedBy: ['e2e/results-chunk.spec.ts', 'e2e/paths.spec.ts'],
  },
  {
    id: 'LINK-NEW-TAB',
    area: 'Links',
    rule: 'Every order and masterclass link opens in a new tab with rel="noopener noreferrer".',
    provedBy: ['tests/sales.test.tsx', 'tests/quiz.view.test.tsx'],
  },
  {
    id: 'LINK-CAMPAIGN',
    area: 'Links',
    rule: "Order and masterclass links carry the landing URL's utm_*, gclid and fbclid, even when tapped before the page's JavaScript has run.",
    // Which parameters, each way a link is followed, and one browser's tap on the built page.
    provedBy: [
      'tests/campaign.test.ts',
      'tests/build-early-taps.test.ts',
      'e2e/early.chromium.spec.ts',
    ],
  },
  {
    id: 'PRIVACY-NOTHING-SENT',
    area: 'Privacy',
    rule: "The quiz sends nothing anywhere: no request leaves the page's origin while it runs.",
    provedBy: ['e2e/paths.spec.ts'],
  },
  {
    id: 'PRIVACY-BROWSER-ENFORCED',
    area: 'Privacy',
    rule: "Each page's Content-Security-Policy allows only what that page uses, the same on every host: the quiz and every page without the video allow no connection (connect-src 'none') and name no other origin; the video host only on the pages that embed the video. A connection the quiz attempts (fetch, beacon, WebSocket) is refused by the browser, on a cold load, a resumed tab and a reload at the results.",
    provedBy: [
      'tests/build-headers.test.ts',
      'tests/pages.test.tsx',
      'tests/hosts.test.ts',
      'e2e/nothing-sent.spec.ts',
    ],
  },
  {
    id: 'PRIVACY-SERVED-AS-BUILT',
    area: 'Privacy',
    rule: "Anyone can check that a host serves the source's bytes: two clean builds of one commit give byte-identical dist/client, whose sha256sums.txt lists every file's SHA-256, compressed copies included.",
    provedBy: ['tests/hosts.test.ts'],
  },
  // PRIVACY-NOTHING-STORED (retired 2026-11-24): the quiz now keeps its progress in the tab.
  {
    id: 'PRIVACY-TAB-ONLY',
    area: 'Privacy',
    rule: "The quiz keeps its progress in the tab's session storage alone, which the browser clears when the tab closes: no cookie, no local storage, no IndexedDB.",
    provedBy: ['tests/quiz.view.test.tsx', 'e2e/nothing-sent.spec.ts', 'e2e/resume.spec.ts'],
  },
  {
    id: 'A11Y-FOCUS',
    area: 'Accessibility',
    rule: "On every new question and on the results, focus moves to the screen's heading, so a screen reader reads it; the results' heading is described by the score badge, so the score is read with it.",
    provedBy: ['tests/quiz.view.test.tsx', 'e2e/paths.spec.ts', 'e2e/results-chunk.spec.ts'],
  },
  {
    id: 'A11Y-KEYS',
    area: 'Accessibility',
    rule: 'Keys 1, 2 and 3 answer the question on screen.',
    provedBy: ['tests/quiz.view.test.tsx', 'e2e/paths.spec.ts', 'e2e/slow-line.spec.ts'],
  },
  {
    id: 'A11Y-REDUCED-MOTION',
    area: 'Accessibility',
    rule: 'When the visitor asks for reduced motion nothing animates and the quiz jumps to the top instead of scrolling.',
    provedBy: ['tests/quiz.view.test.tsx', 'e2e/motion.spec.ts'],
  },
  {
    id: 'A11Y-NO-VIOLATIONS',
    area: 'Accessibility',
    rule: 'axe-core finds no violation on any page or quiz screen, at phone and desktop widths.',
    provedBy: ['e2e/axe.chromium.spec.ts'],
  },
] as const satisfies readonly Requirement[]
