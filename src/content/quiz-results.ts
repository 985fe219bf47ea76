/**
 * Every word of the quiz's results screen: the tiers, what drove the score, the countdown and
 * the masterclass. A module of its own so that what only the results screen reads ships in the
 * results' chunk, asked for in the quiz page's one wave (docs/decisions.md); the figures it reads
 * stay in src/content/quiz.ts.
 */
import {
  driversOf,
  maxScore,
  minScore,
  type RiskTier,
  scoreOf,
  tierOf,
} from '../../machines/quiz/quiz.rules'
import { groupThousands } from '../lib/format'
import { roundedDown } from '../lib/rounded-down'
import { type DatedFigureName, datedFact } from './as-of'
import { cast, castConnection } from './cast'
import { type QuizFigure, quizQuestions, quizTitle, type TitledBlock } from './quiz'
import { quizFigures } from './quiz-figures'
import { questionSign, quizSigns } from './quiz-signs'
import type { Person } from './sales-types'
import { siteCopy } from './site'

export interface TierCopy {
  title: string
  subtitle: string
  symptoms: string
}

/** Words that change with the tier; the rest of a block stays the same for every visitor. */
type ByTier<T> = Record<RiskTier, T>

/** 'long-term' held by a word joiner (at 320 it broke 'long- / term'). */
const priorityWhat = 'Getting your energy, focus and long-\u2060term health back.'
/**
 * The answer as a value after its label, as the question's option reads: quoted mid-sentence
 * ('…back is “Extremely urgent” for you') it kept its capital and wrapped raggedly (rquiz18).
 */
const priorityRated = 'You rated this'

export interface QuizResultsCopy {
  /** The page's title on the results: 'Your results · Free 2-Minute…'. */
  pageTitle: string
  /** The banner across the top of the results: the countdown, and the way to register. */
  countdown: { label: string; dateLabel: string; registered: string; scheduling: string }
  /** The masterclass's set start in words, and the file that adds it to a calendar. */
  start: {
    /** 'Starts Wednesday, January 15, 7:00 pm (your time)' */
    line: (when: string) => string
    addToCalendar: string
    calendar: { fileName: string; summary: string; description: string; uidPrefix: string }
  }
  scoreBadge: (score: number) => string
  tiers: Record<RiskTier, TierCopy>
  /** The answers that weighed most, the tier's next step, and the results kept for a doctor. */
  drivers: {
    heading: string
    /**
     * Which of the answers of one value are named first: question numbers, the most telling
     * first (every question with a sign, once).
     */
    ranking: readonly number[]
    /** Words of its lines held on one line. */
    phrases: readonly string[]
    /** What each answer that adds to the risk says, by question and by the answer's value. */
    lines: Readonly<Record<number, Readonly<Record<2 | 3, string>>>>
    /** Said when no answer weighed much (every answer the lowest). */
    none: string
    /** The answer to the priority question: the visitor's own priority, not a cause. */
    priority: {
      label: string
      /** What the priority question asked the visitor to rate. */
      what: string
      /** The label of the answer they gave. */
      rated: string
      /** All of it in words, the answer `option` last. */
      text: (option: string) => string
    }
    nextStep: ByTier<string>
    save: string
    answersHeading: string
  }
  /**
   * The printed record's own lines: whose it is (a line to write the name on), when it was taken,
   * how the score reads, who is behind it and where.
   */
  record: {
    heading: string
    name: string
    /** For the doctor who reads it: whose record this is, beyond a name. */
    dateOfBirth: string
    taken: (date: string, time: string) => string
    scoringKey: string
    contact: string
    site: string
  }
  scale: { name: string; labels: Record<RiskTier, string>; you: string }
  /** The summary the tier's symptom text is folded under. */
  symptomsSummary: string
  disclaimer: string
  pitch: {
    /** Low: a way to stay ahead; moderate: a way to turn signs around; high: a way back. */
    framing: ByTier<{ eyebrow: string; heading: string; text: string }>
    /** The hosts, pictured side by side as on the live session's screen. */
    hosts: readonly Person[]
    hostsLabel: string
    /** The session's format, on the hosts' card. */
    format: string
    credentials: readonly string[]
    /** What the hosts are to the brand (src/content/cast.ts). */
    connection: string
  }
  /** The six signs: to stay ahead of (low), to recognise (moderate), struggled with (high). */
  struggles: {
    framing: ByTier<TitledBlock>
    /** A low score's lede when its answers reported none of the six (every one the lightest). */
    lowNone: string
    items: readonly string[]
    /** Beside a sign the visitor's answers reported. */
    reported: string
    /** Heard after such a sign, for the tag, which is drawn only. */
    reportedSaid: string
  }
  /** The three figures: why a low score is worth keeping, or the danger behind a higher one. */
  hiddenDanger: { framing: ByTier<TitledBlock>; stats: readonly QuizFigure[] }
  discoveries: TitledBlock & { items: readonly string[] }
  registration: {
    /**
     * Its heading and the countdown's label follow the tier: calm for a low score (the start, no
     * 'closes'), 'closes soon' only for a high one, and only while it is true
     * (`registrationFraming`).
     */
    framing: ByTier<TitledBlock & { closesIn: string }>
    /** A high score's words while the set start is a day or more away: no 'soon'. */
    highLater: TitledBlock & { closesIn: string }
    registered: string
    remaining: string
    filledPercent: number
    /** The figures the block states, dated once under them when the brand dated them. */
    figures: readonly DatedFigureName[]
    /** Once a set start has passed: no 'closes soon', no seats left, the next session ahead. */
    passed: TitledBlock
  }
  /**
   * The primary button, its name and its two lines (what, then its value; once a set start has
   * passed, its value without 'today'); the secondary choice.
   */
  buttons: {
    reserve: string
    reserveLines: readonly [string, string]
    /**
     * The button's first line under the score, where it is the first way to the masterclass: a
     * name of its own (the spec's 'Reserve My FREE Seat Now…' is the closing card's; two links of
     * one name and target read as one repeated, rquiz20).
     */
    join: string
    reservePassedValue: string
    energy: string
  }
  /**
   * Heard at the end of each masterclass link's name, not shown: the links open a new tab, which
   * a name alone did not say (rquiz21).
   */
  newTabName: string
  reassurances: readonly string[]
}

const { masterclass } = quizFigures
const spotsRemaining = masterclass.seats - masterclass.registered
/** 'Over 47,000 people' (rounded down: 'Over 200' for 212, '47' for 47), never 'Over 0'. */
const registeredRounded = roundedDown(masterclass.registered)
const registeredWho = `${registeredRounded.over ? 'Over ' : ''}${registeredRounded.figure} ${
  masterclass.registered === 1 ? 'person has' : 'people have'
}`

/**
 * The score dial: '? / 24' on the intro, the visitor's score on the results. With the results'
 * words, in the results' chunk: the question screens draw no dial and the intro's is drawn at build
 * time only, so the chunks the quiz needs first do not carry them.
 */
export const quizDial = {
  // 'SCORE' never alone on the label's second line (WebKit at 375 left it so).
  title: 'METABOLIC HEALTH\u00a0SCORE',
  unknown: '?',
} as const

const hiddenDangerHeading = 'The hidden danger most doctors miss'
const hiddenDangerLede =
  'Standard blood panels look for disease that has already arrived. The damage starts years earlier, inside your cells.'

const reserveLines = [
  'Reserve My FREE Seat Now',
  `(Value: $${masterclass.valueDollars} - Yours Free Today)`,
] as const
const masterclassName = 'Free live masterclass'

export const quizResults = {
  /**
   * The page's title on the results, as a question's names the question: no tier or score, so
   * nothing private stays in the history or the tab (review 23).
   */
  pageTitle: `Your results · ${quizTitle}`,
  countdown: {
    /** 'FREE MASTERCLASS STARTS IN 8:28' */
    label: 'FREE MASTERCLASS STARTS IN',
    /** 'FREE MASTERCLASS Tue, Jan 15, 7:00 pm': a set start more than a day away, as a date. */
    dateLabel: 'FREE MASTERCLASS',
    /** In the countdown's place once a set start has passed (src/config/settings.ts). */
    scheduling: 'The next masterclass is being scheduled',
    registered: datedFact(
      'masterclassRegistered',
      `${registeredWho} already registered`,
      // The brand's exact count, as the closing card states it (round 9: 'Over 200' here, '212'
      // there: one figure at two precisions on one page).
      (day) =>
        `${groupThousands(masterclass.registered)} ${masterclass.registered === 1 ? 'person' : 'people'} registered by ${day.short}`,
    ),
  },
  start: {
    line: (when) => `Starts ${when}`,
    addToCalendar: 'Add to calendar',
    calendar: {
      fileName: 'cellwise-masterclass.ics',
      summary: `${masterclassName}: restore your energy at the cellular level`,
      description: `${masterclassName} with ${cast.doctor.name} and ${cast.cohost.name}. Join or register: `,
      uidPrefix: 'masterclass',
    },
  },
  /** 'High Risk Score: 17/24', in the high-risk style whatever the tier. */
  scoreBadge: (score: number) => `High Risk Score: ${score}/${maxScore}`,
  tiers: {
    low: {
      title: 'You May Be at Low Risk',
      subtitle: 'Your metabolism seems to be keeping up, for now.',
      symptoms:
        'You reported few of the classic warning signs, which is good news. But cellular stress rarely announces itself: tiredness, stubborn weight and cravings tend to creep in years before standard bloodwork changes.',
    },
    moderate: {
      title: 'You May Be at Moderate Risk',
      subtitle: 'Several early warning signs are showing up together.',
      symptoms:
        'Your answers match a pattern we often see when cells start to struggle. Each sign is easy to dismiss on its own; together they often mean inflammation is building quietly beneath “normal” test results.',
    },
    high: {
      title: `You May Be at High Risk for ${siteCopy.productName}`,
      subtitle: 'Your answers match the pattern of advanced metabolic strain.',
      symptoms:
        'Your score suggests that several of the signs most closely linked with metabolic dysfunction are already shaping your days. The good news: the earlier the root causes are found, the more you can do about them.',
    },
  },
  drivers: {
    heading: 'What drove your score',
    /**
     * Ties go to the answer that says the most about the visitor's cells, not to the question
     * asked first: 7, a diagnosis in the visitor or their family, is a fact on record, not a
     * feeling; 5, normal bloodwork while feeling unwell, is the very gap the test is for; 1,
     * tiredness that sleep does not mend, is the sign most tied to cells short of energy; 3,
     * weight at the middle, is an early sign of insulin resistance; 4, night cravings, goes with
     * blood-sugar swings; 2, brain fog, has many everyday causes; 6, caffeine, is as much a habit
     * as a sign.
     */
    ranking: [7, 5, 1, 3, 4, 2, 6],
    /**
     * Words of the lines below held on one line where they are shown: 'however / long you slept.'
     * (Chromium, 320) and 'type 2 / diabetes' read as two thoughts (round 15); 'however long' alone
     * left 'you slept.' a stub (WebKit, 375), or, balanced, broke 'wake up / tired' (rquiz21);
     * the last pair alone left '…normal while you / felt unwell.' (WebKit, 375, review 22), and
     * '…almost impossible / to lose.' at 1280 (Chromium, review 44).
     */
    phrases: [
      'however long you slept',
      'type 2 diabetes',
      'while you felt unwell',
      'impossible to lose',
    ],
    lines: {
      1: {
        2: 'Some days you wake up tired, however long you slept.',
        3: 'Almost every day you wake up tired, however long you slept.',
      },
      2: {
        2: 'Now and then a word or a name slips away mid-sentence.',
        3: 'Words and names often slip away mid-sentence.',
      },
      3: {
        2: 'Weight at your middle stays put, even with diet and exercise.',
        3: 'Weight at your middle feels almost impossible to lose.',
      },
      4: {
        2: 'Some evenings, carbs or sweets call to you.',
        3: 'Carbs and sweets call to you all the time, most of all at night.',
      },
      5: {
        2: 'Once, your bloodwork came back normal while you felt unwell.',
        3: 'Time and again, your bloodwork came back normal while you felt unwell.',
      },
      6: {
        2: 'Most days you reach for caffeine once or twice to keep going.',
        3: 'You run on caffeine or energy drinks all day long.',
      },
      7: {
        2: 'A close family member has type 2 diabetes, prediabetes or insulin resistance.',
        3: 'You have been diagnosed with type 2 diabetes, prediabetes or insulin resistance.',
      },
    },
    none: 'None of your answers weighed much: you reported none of the warning signs this assessment looks for.',
    priority: {
      label: 'Your priority',
      what: priorityWhat,
      rated: priorityRated,
      text: (option) => `${priorityWhat} ${priorityRated}: ${option}`,
    },
    nextStep: {
      low: 'Next step: keep it that way. The free masterclass shows the early signs to watch for.',
      moderate:
        'Next step: in the free masterclass, learn what these signs share and the simple changes that\u00a0help.',
      high: 'Next step: save your free seat, and take these answers to your\u00a0doctor.',
    },
    save: 'Save or print for your doctor',
    answersHeading: 'Your answers',
  },
  record: {
    heading: 'Metabolic risk self-assessment',
    name: 'Name:',
    dateOfBirth: 'Date of birth:',
    /** 'Taken on November 24, 2026 at 2:30 PM' */
    taken: (date, time) => `Taken on ${date} at ${time}`,
    scoringKey: `Scoring: each answer 1–3 points, ${minScore}–${maxScore} in all.`,
    contact: 'Questions about this assessment:',
    site: 'Online at',
  },
  scale: {
    name: 'Risk levels by score',
    labels: { low: 'Low', moderate: 'Moderate', high: 'High' },
    you: 'You',
  },
  symptomsSummary: 'What your score means',
  disclaimer:
    'This score is an educational self-assessment, not a diagnosis. Talk to your doctor about any symptoms that concern you.',
  pitch: {
    framing: {
      low: {
        eyebrow: 'Free live masterclass',
        heading: 'Keep your energy strong at the cellular level',
        text: 'Your score is low, and now is the easiest time to keep it that way. Join our hosts for a free live masterclass on the early cellular signs behind fatigue, weight gain and blood-sugar swings, and the simple habits that keep them at bay.',
      },
      moderate: {
        eyebrow: 'Free live masterclass',
        heading: 'Turn early warning signs around at the cellular level',
        text: 'Join our hosts for a free live masterclass on the hidden cellular causes behind signs like the ones you reported, and the simple steps that help turn them around before they settle in.',
      },
      high: {
        eyebrow: 'Free live masterclass',
        heading: 'Restore your energy at the cellular level',
        text: 'Join our hosts for a free live masterclass on the hidden cellular causes of fatigue, weight gain and blood-sugar swings, and the simple steps that help turn them around.',
      },
    },
    hosts: [cast.doctor, cast.cohost],
    hostsLabel: 'Your hosts',
    format: 'Free online session',
    credentials: [
      `${groupThousands(masterclass.practitionersTrained)}+ practitioners trained`,
      'Bestselling authors',
      'Cellular health\u00a0leaders',
    ],
    // 'Dr.' held to the name, never alone at a line's end (round 8).
    connection: castConnection.replace('Dr. ', 'Dr.\u00a0'),
  },
  struggles: {
    framing: {
      low: {
        heading: 'Six signs worth staying ahead of',
        lede: 'You reported few of them today. The masterclass shows how to notice each one early, long before it becomes part of your day.',
      },
      moderate: {
        heading: 'Do some of these sound familiar?',
        lede: 'The masterclass is for anyone who notices a few of these signs and wants to understand them before they add up.',
      },
      high: { heading: 'This masterclass is for you if you struggle with…' },
    },
    lowNone:
      'None of these showed up in your answers. The masterclass shows how to notice each one early, long before it becomes part of your day.',
    reported: 'You',
    reportedSaid: 'matches your answers',
    // Paired as two columns show them from lg (energy, mind and labs, weight and food): the one
    // sign of two lines, the labs', in the middle row, where its neighbour's rule runs as low;
    // last, it left the columns' ends a line apart at 1280 (review 23).
    items: [
      quizSigns.tired,
      quizSigns.caffeine,
      quizSigns.fog,
      quizSigns.normalLabs,
      quizSigns.belly,
      quizSigns.cravings,
    ],
  },
  hiddenDanger: {
    framing: {
      low: {
        heading: 'Why a low score is worth protecting',
        lede: 'Feeling fine is not the same as being in the clear: these figures are why it pays to keep an eye on the early signs, which start long before a standard panel shows them.',
      },
      moderate: { heading: hiddenDangerHeading, lede: hiddenDangerLede },
      high: { heading: hiddenDangerHeading, lede: hiddenDangerLede },
    },
    stats: [
      {
        value: `${quizFigures.hiddenDanger.silentStartPercent}%`,
        label:
          'of metabolic problems begin at the cellular level years before a standard panel flags them',
      },
      {
        value: `${quizFigures.hiddenDanger.neverTestedPercent}%`,
        label: 'of adults with constant fatigue are never tested for cellular inflammation',
      },
      {
        value: `${quizFigures.hiddenDanger.improvedPercent}%`,
        label: 'of people who address the root cause report more energy within weeks',
      },
    ],
  },
  discoveries: {
    heading: 'What you’ll discover',
    items: [
      'The hidden cellular trigger behind fatigue, cravings and stubborn weight, and why routine tests miss it',
      'The three everyday habits that quietly drain your cells’ energy, and the simple swaps that help',
      'How to read your body’s early warning signs before they turn into a diagnosis',
      // 'blood sugar' held: the held tail 'focus and health back' pushed the break into it at 375
      // ('…steady your blood / sugar and…', Chromium and Gecko, rquiz21).
      'A practical plan to steady your blood\u00a0sugar and get your energy, focus and health back',
    ],
  },
  registration: {
    framing: {
      low: { heading: 'Join the free masterclass', closesIn: 'The masterclass starts in' },
      moderate: { heading: 'Save your free seat', closesIn: 'Registration closes in' },
      high: { heading: 'Registration closes soon', closesIn: 'Registration closes in' },
    },
    highLater: { heading: 'Save your free seat', closesIn: 'Registration closes in' },
    registered: `${groupThousands(masterclass.registered)} people have already registered`,
    remaining: `${groupThousands(spotsRemaining)} spots remaining`,
    /** Share of seats taken, for the bar beside the figures. */
    filledPercent: Math.floor((masterclass.registered / masterclass.seats) * 100),
    figures: ['masterclassRegistered', 'masterclassSpotsLeft'],
    passed: {
      heading: 'Save your seat at the next session',
      lede: 'This session has started. The registration page will have the date of the next one.',
    },
  },
  buttons: {
    reserve: reserveLines.join(' '),
    reserveLines,
    join: 'Join the Free Masterclass',
    reservePassedValue: `(Value: $${masterclass.valueDollars} - Free)`,
    energy: 'Yes, I Want My Energy Back',
  },
  newTabName: '(opens in a new tab)',
  reassurances: [
    '100% Free',
    'No Credit Card',
    'Instant Access',
    'Your information is secure and never shared',
  ],
} as const satisfies QuizResultsCopy

/** Under this many seconds to the start, registration 'closes soon': a day. */
const soonSeconds = 24 * 60 * 60

/**
 * The registration block's heading and countdown label for `tier` with `secondsToStart` left:
 * the tier's own, but a high score's 'Registration closes soon' only while the start is under a
 * day away (the spec's 508 s countdown always is); a set start further off gets `highLater`.
 */
export function registrationFraming(tier: RiskTier, secondsToStart: number) {
  const { framing, highLater } = quizResults.registration
  return tier === 'high' && secondsToStart >= soonSeconds ? highLater : framing[tier]
}

/** The line for an answer of `value` to `question` that drove the score ('' for any other). */
/** The phrase of a driver's line held on one line (`drivers.phrases`), if it has one. */
export function driverPhrase(line: string): string | undefined {
  return quizResults.drivers.phrases.find((phrase) => line.includes(phrase))
}

export function driverLine(question: number, value: number): string {
  const lines = quizResults.drivers.lines[question as keyof typeof quizResults.drivers.lines]
  return value === 2 || value === 3 ? (lines?.[value] ?? '') : ''
}

/**
 * What the results say for `answers`, each part with the questions it comes from: the results
 * screen shows these, and the behaviour compare (ops/book-compare.ts) reads them for every answer set.
 */
export function resultsWords(answers: readonly number[]) {
  const tier = tierOf(scoreOf(answers))
  const { causes, priority } = driversOf(answers, quizResults.drivers.ranking)
  const given =
    priority &&
    quizQuestions[priority.question - 1]?.options.find(({ value }) => value === priority.value)
  return {
    title: quizResults.tiers[tier].title,
    badge: quizResults.scoreBadge(scoreOf(answers)),
    causes: causes.map(({ question, value }) => ({
      question,
      sign: questionSign(question) ?? '',
      line: driverLine(question, value),
    })),
    priority: priority && {
      question: priority.question,
      option: given?.label ?? '',
      text: quizResults.drivers.priority.text(given?.label ?? ''),
    },
    nextStep: quizResults.drivers.nextStep[tier],
  }
}
export type ResultsWords = ReturnType<typeof resultsWords>
