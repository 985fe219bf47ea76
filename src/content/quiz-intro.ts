/**
 * The quiz's intro, every word of it: drawn at build time only and kept as HTML
 * (src/sections/quiz-intro/), so none of it is in the page's JavaScript. A module apart from
 * src/content/quiz.ts, which the question screens import: a bundler keeps template literals of
 * unused copy (it cannot tell a `${}` has no side effects), and the intro names the cast, whose
 * module would then come with the questions.
 */
import { maxScore, quizRules } from '../../machines/quiz/quiz.rules'
import { groupThousands } from '../lib/format'
import { asOfDay, datedFact } from './as-of'
import { cast, castConnection } from './cast'
import type { QuizFigure, TitledBlock } from './quiz'
import { quizFigures } from './quiz-figures'
import type { Person } from './sales-types'

export interface QuizExpert {
  person: Person
  quote: string
}

/** An intro block: its id names its section (`headingId`, as the sales sections' do). */
type IntroBlock = TitledBlock & { id: string }

export interface QuizIntroCopy extends IntroBlock {
  eyebrow: string
  lede: string
  counters: readonly QuizFigure[]
  start: string
  startNote: string
  /** Said where the start buttons would be when JavaScript is off (the quiz needs it). */
  noScript: { title: string; text: string }
  experts: IntroBlock & { experts: readonly QuizExpert[]; connection: string }
  warningSigns: IntroBlock & {
    /** Each title in the phrases it may break between (`phrases`): whole where it fits a line. */
    cards: readonly { title: string; phrases: readonly string[]; text: string }[]
  }
  score: IntroBlock & {
    points: readonly string[]
    button: string
    buttonShort: string
  }
  urgency: IntroBlock & { stats: readonly QuizFigure[]; startedToday: string }
  trust: IntroBlock & { badges: readonly string[] }
  closing: IntroBlock & { button: string }
}

/**
 * A card's title from its phrases, which it breaks between where it must (balanced, 'Brain fog and /
 * night-time cravings' broke mid-phrase and 'Belly fat that / will not budge' ran two short lines
 * at 375, round 13).
 */
const titled = (...phrases: readonly string[]) => ({ title: phrases.join(' '), phrases })

/** No 'Minutes' alone on a badge's last line. */
const duration = `${quizFigures.minutes}\u00a0Minutes`

/** The people behind the assessment: the doctor and the co-presenter, who host the masterclass. */
export const quizExperts = [
  {
    person: cast.doctor,
    quote:
      'Most of my patients were told their labs were fine for years. The warning signs were there long before the numbers moved.',
  },
  {
    person: cast.cohost,
    quote:
      'My own checkups said “normal” for years while I felt worse. These are the questions I wish someone had asked me then.',
  },
] as const satisfies readonly QuizExpert[]

const startLabel = 'START NOW'
const assessmentLabel = 'Start Your Free Assessment Now'
const assessmentShortLabel = 'Get My Score'

/** The intro's blocks with a way into the quiz. */
const quizIntroActions = {
  id: 'quiz-intro',
  eyebrow: `Free ${quizFigures.minutes}-minute metabolic assessment`,
  heading: 'Is your metabolism quietly working against you?',
  lede: `Answer ${quizRules.questionCount} science-based questions and get your personal metabolic risk score instantly. No email required.`,
  counters: [
    {
      value: `${groupThousands(quizFigures.assessmentsTaken)}+`,
      label: 'assessments taken',
      figure: 'assessmentsTaken',
    },
    {
      value: String(quizFigures.startedToday),
      // Dated, the count of one day is a figure that holds ('started in one day', its day said by
      // the note under the counters with the others'), not news that reads stale a day later ('started on Nov 25').
      // Its last words kept together: 'started in one / day' left a word alone at 375.
      label: datedFact('startedToday', 'started today', () => 'started in one\u00a0day'),
      figure: 'startedToday',
      // Dated, a caption as long as 'assessments taken' and the row full: 6 px to the rules at 375.
      longest: asOfDay('startedToday') !== null,
    },
    { value: `${quizFigures.minutes} min`, label: 'to your score' },
  ],
  start: startLabel,
  startNote: 'Completely anonymous · Nothing leaves your\u00a0device',
  noScript: {
    title: 'This quiz needs JavaScript',
    text: 'Your answers are scored right here on your device and never sent anywhere, which takes JavaScript. Turn it on in your browser settings, then reload this page to start.',
  },
  score: {
    id: 'quiz-score',
    heading: 'Get Your Metabolic Health\u00a0Score',
    lede: `In ${quizFigures.minutes} minutes you will know whether your answers match the early pattern of metabolic dysfunction, and what to do about it.`,
    points: [
      `${quizRules.questionCount} questions, one at a time`,
      `A personal risk score out of ${maxScore}`,
      'Your risk level explained in plain language',
    ],
    button: assessmentLabel,
    buttonShort: assessmentShortLabel,
  },
  closing: {
    id: 'quiz-closing',
    heading: 'Find out where you stand in the next two minutes',
    button: 'Get My Metabolic Score',
  },
} as const satisfies Omit<QuizIntroCopy, 'experts' | 'warningSigns' | 'urgency' | 'trust'>

/** Every word of the intro, in the order of its blocks. */
export const quizIntro = {
  ...quizIntroActions,
  experts: {
    id: 'quiz-experts',
    heading: 'The people behind this assessment',
    // 'Dr.' held to the name: it ended a line at 375 ('Dr. / Morgan', round 8).
    lede: `The questions follow the early warning signs ${cast.doctor.shortName.replace(' ', '\u00a0')} sees in her patients every week, years before their bloodwork changes.`,
    experts: quizExperts,
    // Read right after the lede, which names her: two sentences in a row began 'Dr. Morgan'
    // (rquiz18). 'Dr.' still held to the name ('Daniel Brooks' follows), never alone at a line's
    // end (round 8). 'founder,' held to his name: 'Daniel Brooks.' stood alone on the last line
    // at 320 (quiz26); `keptLast` then holds 'founder, Daniel Brooks.' whole, in a balanced lede
    // (src/sections/quiz-intro/intro-section.tsx `ledeBalanced`).
    connection: castConnection
      .replace(`${cast.doctor.shortName} is `, 'She is ')
      .replace('Dr. ', 'Dr.\u00a0')
      .replace(`founder, ${cast.cohost.name}`, `founder,\u00a0${cast.cohost.name}`),
  },
  warningSigns: {
    id: 'quiz-warning',
    heading: 'Three warning signs your cells are struggling',
    cards: [
      {
        ...titled('Tired after', 'a full night’s sleep'),
        text: 'When your cells cannot turn food into energy efficiently, no amount of rest feels like enough.',
      },
      {
        ...titled('Belly fat', 'that will not budge'),
        text: 'Weight that settles around the middle is one of the earliest signs of insulin resistance.',
      },
      {
        // A word joiner after the hyphen: at 1280 the title broke at it, 'night- / time'. (Not a
        // non-breaking hyphen: the heading face's subset has no glyph for one.)
        ...titled('Brain fog', 'and night-\u2060time cravings'),
        text: 'Blood-sugar swings starve your brain, then send you looking for a quick hit of sugar.',
      },
    ],
  },
  urgency: {
    id: 'quiz-urgency',
    heading: 'Why waiting costs more than you think',
    lede: 'Early metabolic problems rarely show up on routine bloodwork, so most people wait, and the wait is expensive.',
    stats: [
      {
        value: `${quizFigures.averageWaitYears} years`,
        label: 'the average person waits before finding the real cause',
      },
      {
        value: `${quizFigures.worseningPercent}%`,
        label: 'see their symptoms worsen while they wait',
      },
      {
        value: `${quizFigures.newIssuesPercent}%`,
        label: 'develop new health issues in that time',
      },
      {
        // Pure: unused, the bundler drops it with the rest of this block (the page's JS has none).
        value: `$${/* @__PURE__ */ groupThousands(quizFigures.annualCostDollars)}`,
        label: 'average annual cost of care after year 3',
      },
    ],
    startedToday: /* @__PURE__ */ datedFact(
      'startedToday',
      `${quizFigures.startedToday} people started this assessment today`,
      (day) =>
        `${quizFigures.startedToday} people started this assessment in a single day (${day.long})`,
    ),
  },
  trust: {
    id: 'quiz-trust',
    heading: 'Why people trust this assessment',
    badges: [
      'Research-Backed Questions',
      'Completely Anonymous',
      `Takes Exactly ${duration}`,
      'Free Forever',
      'No Email Required',
      'Instant Results',
    ],
  },
} as const satisfies QuizIntroCopy

/**
 * The intro's picture of the prize: a results card for an example set of answers, marked as an
 * example. Its score, tier and drivers are the quiz's own for these answers, worked out at build
 * time (src/sections/quiz-intro/results-preview.tsx); the page's JavaScript carries none of it.
 */
export const quizResultsPreview = {
  label: 'Example',
  caption: 'How your results look',
  // Almost every day, Never, Almost impossible, Not really, Yes once, Rarely, No, Extremely urgent.
  answers: [3, 1, 3, 1, 2, 1, 1, 3],
  /**
   * The last phrases of its lines held whole, in the card's narrow column: with only the results'
   * phrase held, a line's last two words stood alone ('…tired, however long / you slept.',
   * '…normal while you / felt unwell.' at 1280, Chromium and Gecko).
   */
  heldPhrases: ['however long you slept', 'while you felt unwell'],
} as const satisfies {
  label: string
  caption: string
  /** One answer per question, each 1-3, in the spec's order. */
  answers: readonly (1 | 2 | 3)[]
  heldPhrases: readonly string[]
}
