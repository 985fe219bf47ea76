import {
  type BuildEnv,
  type DatedFigure,
  type ReadSetting,
  readSettings,
  rules,
} from '@/config/settings'

/** A claim: the variable that makes it true, its rule, and for the legal review what and where it is. */
interface UrgencyClaim {
  variable: `VITE_${string}`
  rule: keyof typeof rules
  /** What it claims, in the copy's words. */
  claim: string
  /** Where the pages state it. */
  shown: string
}

/**
 * The urgency, scarcity and social-proof claims a brand can make true at build time, in one
 * table (docs/urgency-claims.md is written for a legal review from it, and
 * tests/urgency.test.tsx holds the doc to it). Unset, each keeps the spec's figure with no date
 * and the countdown its 508 s from each view: the spec's strings, as the brand's lawyers will
 * want to know. A claim names its rule (src/config/settings.ts) rather than hold it, so that the
 * page's bundle, which carries the build's values, carries none of this table.
 */
export const urgencyClaims = {
  masterclassStartsAt: {
    variable: 'VITE_MASTERCLASS_STARTS_AT',
    rule: 'dateTime',
    claim:
      'when the free masterclass starts ("FREE MASTERCLASS STARTS IN m:ss", "Registration closes in")',
    shown: 'the quiz results: the banner and the registration block',
  },
  kitsLeftThisMonth: {
    variable: 'VITE_KITS_LEFT_THIS_MONTH',
    rule: 'datedCount',
    claim: 'kits left this month ("N kits remaining")',
    shown: 'the sticky header of `/` and `/google`',
  },
  kitsLeftAtPrice: {
    variable: 'VITE_KITS_LEFT_AT_PRICE',
    rule: 'datedCount',
    claim: 'kits left at this price ("Only N kits left at this price")',
    shown: 'the final offer of `/`, `/google` and `/advertorial-v2`',
  },
  claimedPercent: {
    variable: 'VITE_CLAIMED_PERCENT',
    rule: 'datedPercent',
    claim: 'share claimed recently ("N% claimed in the last 48 hours")',
    shown: 'the final offer of `/`, `/google` and `/advertorial-v2`',
  },
  offerExpiresInHours: {
    variable: 'VITE_OFFER_EXPIRES_IN_HOURS',
    rule: 'datedCount',
    claim: 'when the offer ends ("Offer expires in N hours"): dated, N hours after that day',
    shown: 'the final offer of `/`, `/google` and `/advertorial-v2`',
  },
  peopleTested: {
    variable: 'VITE_PEOPLE_TESTED',
    rule: 'datedCount',
    claim: 'people who have used the kit ("N+ people have tested with the CellWise kit")',
    shown: 'the hero and testimonials of `/` and `/google`, the testimonials of `/advertorial-v2`',
  },
  storiesShared: {
    variable: 'VITE_STORIES_SHARED',
    rule: 'datedCount',
    claim: 'of them, people who shared their story ("N+ have shared their stories")',
    shown: 'the testimonials of `/` and `/google`',
  },
  assessmentsTaken: {
    variable: 'VITE_ASSESSMENTS_TAKEN',
    rule: 'datedCount',
    claim: 'people who have taken the quiz ("N+ assessments taken")',
    shown: 'the quiz intro',
  },
  startedToday: {
    variable: 'VITE_STARTED_TODAY',
    rule: 'datedCount',
    claim: 'people who started the quiz that day ("N people started this assessment today")',
    shown: 'the quiz intro, twice',
  },
  masterclassRegistered: {
    variable: 'VITE_MASTERCLASS_REGISTERED',
    rule: 'datedCount',
    claim: 'people registered for the masterclass ("N people have already registered", "Over N")',
    shown: 'the quiz results: the banner and the registration block',
  },
  masterclassSpotsLeft: {
    variable: 'VITE_MASTERCLASS_SPOTS_LEFT',
    rule: 'datedCount',
    claim: 'seats left in the masterclass ("N spots remaining"); with the registered, the seats',
    shown: 'the quiz results: the registration block',
  },
} as const satisfies Record<string, UrgencyClaim>

type Claims = typeof urgencyClaims

/** The claims a build makes true: the masterclass's start as set, each figure with its day. */
export function urgencyOf(setting: ReadSetting) {
  const { masterclassStartsAt, ...figures } = urgencyClaims
  const dated = <K extends keyof typeof figures>(key: K) =>
    setting<DatedFigure | null>(figures[key].variable, rules[figures[key].rule], null)
  return {
    /** The masterclass's next start (ISO 8601 with offset), or null: the 508 s countdown. */
    masterclassStartsAt: setting<string | null>(
      masterclassStartsAt.variable,
      rules[masterclassStartsAt.rule],
      null,
    ),
    /** Each figure the brand dated, or null: the spec's figure, undated. */
    figures: {
      kitsLeftThisMonth: dated('kitsLeftThisMonth'),
      kitsLeftAtPrice: dated('kitsLeftAtPrice'),
      claimedPercent: dated('claimedPercent'),
      offerExpiresInHours: dated('offerExpiresInHours'),
      peopleTested: dated('peopleTested'),
      storiesShared: dated('storiesShared'),
      assessmentsTaken: dated('assessmentsTaken'),
      startedToday: dated('startedToday'),
      masterclassRegistered: dated('masterclassRegistered'),
      masterclassSpotsLeft: dated('masterclassSpotsLeft'),
    } satisfies Record<Exclude<keyof Claims, 'masterclassStartsAt'>, DatedFigure | null>,
  } as const
}

type Urgency = ReturnType<typeof urgencyOf>

const urgencyFrom = (env: BuildEnv) => readSettings(env, urgencyOf)

/** The claims build/build.ts read and checked, given to its bundles as they are (Vite's `define`). */
declare const __BUILT_URGENCY__: Urgency | undefined

// As src/config/links.ts: a bundle carries the build's values; elsewhere the env is read.
export const urgency =
  typeof __BUILT_URGENCY__ === 'object' ? __BUILT_URGENCY__ : urgencyFrom(import.meta.env ?? {})
