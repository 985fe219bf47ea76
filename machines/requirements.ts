/**
 * The product's behavioural rules, each with a stable ID. Rules that a statechart implements are
 * carried by its states and transitions (`meta: { requirements: [...] }` in machines/); the
 * generated paths that enter those states or take those transitions exercise them. Rules that
 * live outside the machines name the tests that prove them. `npm run requirements-docs` renders this module
 * as docs/requirements.md and the traceability matrix as docs/traceability.md.
 *
 * An ID never changes once given; a retired rule keeps its ID out of use.
 */

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
  /**
   * The id of the machine whose states and transitions carry it, if any: a machine of
   * machines/registry.ts (tests/machine-registry.test.ts holds it so).
   */
  machine?: string
  /** Test files that prove it, for a rule the machines do not carry (or carry only in part). */
  provedBy?: readonly string[]
}

export const requirements = [
  {
    id: 'QUIZ-START-RESETS',
    area: 'Quiz flow',
    machine: 'quiz',
    rule: 'Starting the quiz opens question 1 with no answers kept from before.',
    provedBy: ['tests/quiz.model.test.ts'],
  },
  {
    id: 'QUIZ-ONE-ANSWER-PER-TAP',
    area: 'Quiz flow',
    machine: 'quiz',
    rule: 'One tap answers one question: a tap or key while the chosen answer is shown or the page scrolls to the next question (a double tap, a held key) is ignored.',
  },
  {
    id: 'QUIZ-ANSWER-SHOWN',
    area: 'Quiz flow',
    machine: 'quiz',
    rule: 'A chosen answer holds its selected look for 300-450 ms, after a short transition, before the next question or the results come (at once when the visitor prefers reduced motion).',
    provedBy: ['tests/quiz.view.test.tsx', 'e2e/quiz.spec.ts'],
  },
  {
    id: 'QUIZ-NO-BACK',
    area: 'Quiz flow',
    machine: 'quiz',
    rule: 'There is no way back: an answer, once given, is kept and cannot be changed, and the results stay until the page is reloaded, which starts a fresh quiz at the intro.',
  },
  {
    id: 'QUIZ-NO-SKIP',
    area: 'Quiz flow',
    machine: 'quiz',
    rule: 'A question is left only by choosing one of its three answers; any other value is ignored.',
  },
  {
    id: 'QUIZ-RESULTS-AFTER-EIGHTH',
    area: 'Quiz flow',
    machine: 'quiz',
    rule: 'The results appear right after the eighth answer, never before.',
  },
  {
    id: 'QUIZ-RESULTS-ANNOUNCED',
    area: 'Results loading',
    machine: 'quiz',
    rule: "Reaching the results tells the results' loader they are due, once: from then on a slow or failed chunk is said, and one that failed unseen is asked for again. The time they were reached is kept with the quiz, and the printed record shows it, after a reload too.",
    provedBy: ['tests/quiz.model.test.ts', 'e2e/print.chromium.spec.ts'],
  },
  {
    id: 'QUIZ-SCROLL-TO-TOP',
    area: 'Quiz flow',
    machine: 'quiz',
    rule: 'Every change of screen scrolls smoothly to the top of the page; answers count again once it is in place.',
  },
  {
    id: 'QUIZ-RESULTS-FIRST-SCREEN',
    area: 'Quiz flow',
    rule: 'The first screen of the results at 320x568, 375x667 and 1280x800 holds the score badge, the tier’s title, the whole dial and the primary registration button.',
    provedBy: ['e2e/first-screen.spec.ts'],
  },
  {
    id: 'QUIZ-RESULTS-PRINT',
    area: 'Quiz flow',
    rule: 'Printed (or saved as a PDF on the device), the results show the score, the tier, what drove it and all eight answers, and no countdown, link or button.',
    provedBy: ['e2e/print.chromium.spec.ts'],
  },
  {
    id: 'SCORE-SUM',
    area: 'Scoring',
    machine: 'quiz',
    rule: 'The score is the sum of the eight answers (1, 2 or 3 each), from 8 to 24.',
    provedBy: ['tests/quiz-rules.test.ts'],
  },
  {
    id: 'SCORE-DRIVERS',
    area: 'Scoring',
    rule: 'The results name what drove the score: the answers above the lowest value, heaviest first (ties the most telling first, by the ranking the results’ copy documents, never question order), at most three, each as the sign its question asks about and a line written for the answer given, then the tier’s next step; a reassuring line when none weighed.',
    provedBy: ['tests/quiz-rules.test.ts', 'tests/quiz.view.test.tsx'],
  },
  {
    id: 'SCORE-TIERS',
    area: 'Scoring',
    machine: 'quiz',
    rule: 'A score of 10 or less is Low risk, 11 to 18 Moderate, 19 or more High.',
    provedBy: ['tests/quiz-rules.test.ts'],
  },
  {
    id: 'SCORE-BADGE',
    area: 'Scoring',
    machine: 'quiz',
    rule: 'The results badge reads "High Risk Score: N/24" whatever the tier.',
    provedBy: ['tests/quiz-rules.test.ts'],
  },
  {
    id: 'COUNTDOWN-START',
    area: 'Countdown',
    machine: 'countdown',
    rule: 'The masterclass countdown on the results starts at 8:28 (508 seconds) every time the results show; when the brand sets the masterclass start (VITE_MASTERCLASS_STARTS_AT), it counts to that start instead, the same on every view and reload.',
  },
  {
    id: 'COUNTDOWN-TICKS',
    area: 'Countdown',
    machine: 'countdown',
    rule: 'It goes down once a second, read from the clock, so it is right again at once when a tab comes back from the background.',
  },
  {
    id: 'COUNTDOWN-STOPS',
    area: 'Countdown',
    machine: 'countdown',
    rule: 'It stops at 0:00 and stays there, with no timer left running.',
  },
  {
    id: 'COUNTDOWN-PASSED',
    area: 'Countdown',
    machine: 'countdown',
    rule: 'Once a set masterclass start has passed, it says the next session is being scheduled: never a negative or restarted time.',
  },
  {
    id: 'RESULTS-EARLY',
    area: 'Results loading',
    machine: 'resultsLoader',
    rule: "The results' screen (a chunk of its own) is asked for as soon as the quiz page starts, so a visitor who goes offline during the quiz still gets the results.",
    provedBy: ['e2e/results-chunk.spec.ts'],
  },
  {
    id: 'RESULTS-PATIENCE',
    area: 'Results loading',
    machine: 'resultsLoader',
    rule: "While the results' chunk is on its way their place says the score is being worked out; after 15 s without it the visitor is told it is taking too long and offered Try again, and an answer that comes later still shows the results.",
  },
  {
    id: 'RESULTS-TRY-AGAIN',
    area: 'Results loading',
    machine: 'resultsLoader',
    rule: 'A failed or stuck results chunk is asked for once more when the results fall due; if that does not bring it, the visitor is told their answers are safe and offered Try again, which asks again at once with a fresh request, even while an earlier one hangs, whose late answer changes nothing.',
    provedBy: ['e2e/results-chunk.spec.ts'],
  },
  {
    id: 'RESULTS-ANSWERS-KEPT',
    area: 'Results loading',
    rule: 'The answers survive a slow, failed or retried results chunk: the results that finally show are those of the answers given, with no reload.',
    provedBy: ['e2e/results-chunk.spec.ts', 'e2e/paths.spec.ts'],
  },
  {
    id: 'VIDEO-DELAY',
    area: 'Video',
    machine: 'videoLoader',
    rule: 'The video player script is added about 100 ms after the video box appears, not before.',
  },
  {
    id: 'VIDEO-SKIP-IF-PRESENT',
    area: 'Video',
    machine: 'videoLoader',
    rule: 'On the VSL pages nothing is loaded when the player is already on the page; the advertorial always loads.',
  },
  {
    id: 'VIDEO-CANCEL-ON-LEAVE',
    area: 'Video',
    machine: 'videoLoader',
    rule: 'Leaving the page cancels a pending load, a wait for the player and every timer.',
    provedBy: ['tests/video-loader.model.test.ts'],
  },
  {
    id: 'VIDEO-RETRY-BACKOFF',
    area: 'Video',
    machine: 'videoLoader',
    rule: 'A failed attempt is retried up to 3 times, after 1 s, 2 s and 4 s (unless refused twice in a row: VIDEO-REFUSED-FAST); its script is removed first.',
  },
  {
    id: 'VIDEO-TIMEOUTS',
    area: 'Video',
    machine: 'videoLoader',
    rule: 'A load that has not finished in 30 s, or a script that has made no player 10 s after it ran, is a failed attempt.',
  },
  {
    id: 'VIDEO-READY-ONLY-WITH-PLAYER',
    area: 'Video',
    machine: 'videoLoader',
    rule: 'The box shows the player only once the player is really there.',
  },
  {
    id: 'VIDEO-TRY-AGAIN',
    area: 'Video',
    machine: 'videoLoader',
    rule: 'When the round is over the box shows the poster, a line saying the video cannot play here (with why: the connection, or after a refusal an ad blocker or network filter), a link to the written version (the section after the video) and a Try again button, which starts a fresh round at once.',
  },
  {
    id: 'VIDEO-REFUSED-FAST',
    area: 'Video',
    machine: 'videoLoader',
    rule: "A load that fails within 2 s of its start was refused on the visitor's side (an ad blocker, a DNS filter, a proxy), not answered slowly: it is retried once after the usual backoff, and a second refusal in a row ends the round at once, so the poster and Try again show about 1 s after the first refusal. A load that fails later, times out or makes no player keeps the full patience.",
  },
  {
    id: 'LINK-NEW-TAB',
    area: 'Links',
    rule: 'Every order and masterclass link opens in a new tab with rel="noopener noreferrer".',
    provedBy: ['tests/sales.test.tsx', 'e2e/quiz.spec.ts'],
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
    id: 'QUIZ-EARLY-START',
    area: 'Quiz flow',
    machine: 'earlyTaps',
    rule: "A START tapped before the quiz's JavaScript has run shows the first question at once, and a double tap on it answers nothing; an answer tapped then shows chosen, and once the JavaScript runs it is counted exactly once.",
    provedBy: [
      'tests/build-early-taps.test.ts',
      'e2e/early-question.spec.ts',
      'e2e/early.chromium.spec.ts',
    ],
  },
  {
    id: 'QUIZ-EARLY-LATE',
    area: 'Quiz flow',
    machine: 'earlyTaps',
    rule: "Never left hanging: when the quiz's JavaScript has not taken over within 15 s of a tap before it, or of opening a tab that kept a quiz, the page says so in words and offers a reload that keeps what was tapped; a kept quiz waiting for its JavaScript says it is being picked up, never a blank page.",
    provedBy: ['tests/build-early-taps.test.ts', 'e2e/early-question.spec.ts'],
  },
  {
    id: 'QUIZ-EARLY-HANDOVER',
    area: 'Quiz flow',
    machine: 'quiz',
    rule: 'The taps held before the JavaScript ran start the quiz where they lead, as a resumed quiz starts: question 1 after a START, question 2 after a START and an answer, that answer counted once.',
    provedBy: ['e2e/early-question.spec.ts'],
  },
  {
    id: 'QUIZ-RESUME',
    area: 'Quiz flow',
    machine: 'quiz',
    rule: "Mid-quiz, a reload, a discarded tab restored, or Back after leaving returns to the same question with the same answers; on the results, a reload is the way back: a fresh quiz at the intro, nothing of the last one kept, and the next results' countdown starts again; a new tab starts at the intro; what the tab kept that is corrupt, from another build or tampered with starts the quiz at the intro, quietly.",
    provedBy: ['tests/quiz-persistence.test.ts', 'e2e/resume.spec.ts'],
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
    provedBy: ['tests/quiz.view.test.tsx', 'e2e/quiz.spec.ts', 'e2e/resume.spec.ts'],
  },
  {
    id: 'A11Y-FOCUS',
    area: 'Accessibility',
    rule: "On every new question and on the results, focus moves to the screen's heading, so a screen reader reads it.",
    provedBy: ['tests/quiz.view.test.tsx', 'e2e/paths.spec.ts', 'e2e/results-chunk.spec.ts'],
  },
  {
    id: 'A11Y-KEYS',
    area: 'Accessibility',
    rule: 'Keys 1, 2 and 3 answer the question on screen.',
    provedBy: ['tests/quiz.view.test.tsx', 'e2e/paths.spec.ts', 'e2e/quiz.spec.ts'],
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
    rule: 'axe-core finds no violation on any page or quiz screen, at phone and desktop widths, in every engine.',
    provedBy: ['e2e/pages.spec.ts'],
  },
] as const satisfies readonly Requirement[]
