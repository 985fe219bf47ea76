/**
 * The figures the quiz states (the intro, the results, the claims), apart from the questions'
 * copy in src/content/quiz.ts: the question screens import that module, so whatever it holds
 * ships in their chunk, which the quiz needs first. These figures (with the brand's dated values)
 * are read by the intro, drawn at build time only, and by the results, whose chunk comes at low
 * priority in the same wave (src/inline/paint-first.ts): apart, they stay out of the questions'.
 */
import { urgency } from '../config/page-settings'
import { datedValue } from './as-of'
import { quizMinutes } from './quiz'

/** The figures the quiz states, each once. */
export const quizFigures = {
  /** Stated duration of the assessment. */
  minutes: quizMinutes,
  /** People who have taken this quiz (the brand's dated figure, src/config/settings.ts, when set). */
  assessmentsTaken: datedValue('assessmentsTaken', 47_000),
  /** People who started it today (the spec's '127 people started this assessment today'). */
  startedToday: datedValue('startedToday', 127),
  averageWaitYears: 4.3,
  worseningPercent: 67,
  newIssuesPercent: 84,
  annualCostDollars: 2_847,
  masterclass: {
    valueDollars: 497,
    /** Seats of the live session; registered + remaining. */
    seats: datedValue('masterclassRegistered', 47_832) + datedValue('masterclassSpotsLeft', 2_168),
    registered: datedValue('masterclassRegistered', 47_832),
    practitionersTrained: 10_000,
    /** Length of the decorative countdown on the results screen. */
    countdownSeconds: 508,
    /** The next session's start (ISO 8601 with offset) as the brand set it; null: none set. */
    startsAt: urgency.masterclassStartsAt,
    /** How long a session lasts, for the calendar file (the event's DURATION). */
    durationMinutes: 90,
  },
  hiddenDanger: { silentStartPercent: 94, neverTestedPercent: 87, improvedPercent: 91 },
} as const
