import { createEnv } from '@t3-oss/env-core'
import * as v from 'valibot'
import { datedFigureVariables } from '@/config/dated-figures'
import { type DatedFigure, rules, type SettingRule } from './setting-rules'

/**
 * Every build-time setting, declared once: its VITE_ variable, what it sets, whom it concerns,
 * its default and the rule its value keeps (src/config/setting-rules.ts). The build reads the
 * environment with this schema before it builds anything and hands the values to the bundles
 * (build/settings.ts); the pages read those values (src/config/links.ts, company.ts, urgency.ts);
 * the docs' tables are printed from it (`npm run settings-docs`). A VITE_ variable it does not
 * declare, or a value its rule refuses, stops the build with every problem named at once.
 */

/** Who signs off on a setting's value. */
type Concern = 'marketing' | 'legal' | 'operations'

interface SettingDeclaration<T> {
  /** What it sets (for a claim, what the pages claim), in the docs' words. */
  meaning: string
  concerns: readonly Concern[]
  rule: SettingRule<T>
  /** The value when unset or empty, written as the variable would hold it; none when absent. */
  default?: string
  /** With no default: what the pages do while it is unset. */
  unset?: string
  /** For a claim the pages make: where they state it (docs/urgency-claims.md). */
  shown?: string
}

const url = rules.url
const figure = rules.datedCount
const claim = ['marketing', 'legal'] as const

export const settingsSchema = {
  VITE_VSL_STORE_URL: {
    meaning: 'the order buttons on the VSL pages: the store’s product page',
    concerns: ['marketing'],
    rule: url,
    default: 'https://store.cellwisehealth.com/products/cellular-health-test-kit',
  },
  VITE_ADVERTORIAL_STORE_URL: {
    meaning: 'the order buttons on `/advertorial-v2`: the store’s product page with the seminar',
    concerns: ['marketing'],
    rule: url,
    default: 'https://store.cellwisehealth.com/products/cellular-health-test-kit-seminar',
  },
  VITE_MASTERCLASS_URL: {
    meaning: 'the masterclass buttons on the quiz results: its registration page',
    concerns: ['marketing'],
    rule: url,
    default: 'https://masterclass.cellwisehealth.com/register',
  },
  VITE_VIDEO_SCRIPT_URL: {
    meaning:
      'the video player’s loader script (its origin is the only third party in the CSP and on `/privacy`)',
    concerns: ['operations'],
    rule: url,
    default: 'https://scripts.converteai.net/cellwise/players/vsl-main/player.js',
  },
  VITE_VIDEO_PLAYER_GLOBAL: {
    meaning: 'the global that means the player is already on the page',
    concerns: ['operations'],
    rule: rules.identifier,
    default: 'smartplayer',
  },
  VITE_VIDEO_EMBED_ID: {
    meaning: 'the id of the element the player mounts into',
    concerns: ['operations'],
    rule: rules.id,
    default: 'vid_vsl_main',
  },
  VITE_SITE_URL: {
    meaning:
      'the public origin: when set, canonical and `og:url` links, an absolute `og:image`, `sitemap.xml` and its line in `robots.txt`',
    concerns: ['operations'],
    unset: 'relative links, no sitemap',
    rule: rules.siteUrl,
  },
  VITE_COMPANY_NAME: {
    meaning: 'the legal entity in every footer and on `/terms`',
    concerns: ['legal'],
    rule: rules.name,
    default: 'CellWise Health, Inc.',
  },
  VITE_COMPANY_ADDRESS: {
    meaning: 'its postal address, in every footer and on `/terms`',
    concerns: ['legal'],
    rule: rules.address,
    default: '2150 Mission Street, Suite 400; San Francisco, CA 94110; United States',
  },
  VITE_COMPANY_EMAIL: {
    meaning: 'the contact in every footer, and where refunds under the guarantee are asked for',
    concerns: ['legal', 'operations'],
    rule: rules.email,
    default: 'support@cellwisehealth.com',
  },
  VITE_COMPANY_PHONE: {
    meaning: 'a phone number to call, beside the email',
    concerns: ['legal', 'operations'],
    unset: 'no phone shown',
    rule: rules.phone,
  },
  VITE_CLAIMS_STRICT: {
    meaning: 'refuse to build while any claim in the claims register lacks its evidence',
    concerns: ['legal'],
    rule: rules.boolean,
    default: 'false',
  },
  VITE_MASTERCLASS_STARTS_AT: {
    meaning:
      'when the free masterclass starts ("FREE MASTERCLASS STARTS IN m:ss", "Registration closes in", for a low score "The masterclass starts in")',
    shown: 'the quiz results: the banner and the registration block',
    concerns: claim,
    unset: 'the spec’s 508 s from each view',
    rule: rules.dateTime,
  },
  VITE_KITS_LEFT_THIS_MONTH: {
    meaning: 'kits left this month ("N kits remaining")',
    shown: 'the sticky header of the VSL pages',
    concerns: claim,
    unset: 'the spec’s figure, undated',
    rule: figure,
  },
  VITE_KITS_LEFT_AT_PRICE: {
    meaning: 'kits left at this price ("Only N kits left at this price")',
    shown: 'the final offer of the VSL pages and the advertorial',
    concerns: claim,
    unset: 'the spec’s figure, undated',
    rule: figure,
  },
  VITE_CLAIMED_PERCENT: {
    meaning: 'share claimed recently ("N% claimed in the last 48 hours")',
    shown: 'the final offer of the VSL pages and the advertorial',
    concerns: claim,
    unset: 'the spec’s figure, undated',
    rule: rules.datedPercent,
  },
  VITE_OFFER_EXPIRES_IN_HOURS: {
    meaning: 'when the offer ends ("Offer expires in N hours"): dated, N hours after that day',
    shown: 'the final offer of the VSL pages and the advertorial',
    concerns: claim,
    unset: 'the spec’s figure, undated',
    rule: figure,
  },
  VITE_PEOPLE_TESTED: {
    meaning: 'people who have used the kit ("N+ people have tested with the CellWise kit")',
    shown: 'the hero and testimonials of the VSL pages, the testimonials of the advertorial',
    concerns: claim,
    unset: 'the spec’s figure, undated',
    rule: figure,
  },
  VITE_STORIES_SHARED: {
    meaning: 'of them, people who shared their story ("N+ have shared their stories")',
    shown: 'the testimonials of the VSL pages',
    concerns: claim,
    unset: 'the spec’s figure, undated',
    rule: figure,
  },
  VITE_ASSESSMENTS_TAKEN: {
    meaning: 'people who have taken the quiz ("N+ assessments taken")',
    shown: 'the quiz intro',
    concerns: claim,
    unset: 'the spec’s figure, undated',
    rule: figure,
  },
  VITE_STARTED_TODAY: {
    meaning: 'people who started the quiz that day ("N people started this assessment today")',
    shown: 'the quiz intro, twice',
    concerns: claim,
    unset: 'the spec’s figure, undated',
    rule: figure,
  },
  VITE_MASTERCLASS_REGISTERED: {
    meaning: 'people registered for the masterclass ("N people have already registered", "Over N")',
    shown: 'the quiz results: the banner and the registration block',
    concerns: claim,
    unset: 'the spec’s figure, undated',
    rule: figure,
  },
  VITE_MASTERCLASS_SPOTS_LEFT: {
    meaning: 'seats left in the masterclass ("N spots remaining"); with the registered, the seats',
    shown: 'the quiz results: the registration block',
    concerns: claim,
    unset: 'the spec’s figure, undated',
    rule: figure,
  },
  VITE_LAB_NAME: {
    meaning:
      'the laboratory that tests the samples ("Your sample is tested by N, a CLIA-certified laboratory (CLIA No. …)"); with its accreditation and number, all three or none',
    shown:
      'the hero’s checks, the kit section and beside the price on the VSL pages; the kit details and the price box of the advertorial; the quiz results’ next step; `/terms` and `/privacy`',
    concerns: claim,
    unset: 'no laboratory named (“our partner lab”)',
    rule: rules.name,
  },
  VITE_LAB_ACCREDITATION: {
    meaning:
      'the laboratory’s accreditation ("CLIA-certified"; another accreditor’s: "CAP-accredited")',
    shown: 'beside the laboratory’s name',
    concerns: claim,
    unset: 'no laboratory named',
    rule: rules.accreditation,
  },
  VITE_LAB_ACCREDITATION_ID: {
    meaning:
      'the laboratory’s number with its accreditor ("CLIA No. 05D1234567"; CLIA’s: 2 digits, D, 7 digits)',
    shown: 'beside the laboratory’s name',
    concerns: claim,
    unset: 'no laboratory named',
    rule: rules.accreditationId,
  },
  VITE_REVIEWS: {
    meaning:
      'a review platform’s score for the kit, its number of reviews and the day they were read ("Rated 4.7 out of 5 on Trustpilot, from 1,234 reviews")',
    shown:
      'the hero’s star row and the slim order bar of the VSL pages; above the testimonials of the VSL pages and the advertorial',
    concerns: claim,
    unset: 'no review score',
    rule: rules.reviewScore,
  },
  VITE_REVIEWS_URL: {
    meaning:
      'the review platform’s page for the kit, which the score links to (only with VITE_REVIEWS)',
    shown: 'the score’s link, wherever the score is shown',
    concerns: claim,
    unset: 'the score unlinked',
    rule: url,
  },
} as const satisfies Record<`VITE_${string}`, SettingDeclaration<unknown>>

type Schema = typeof settingsSchema
export type SettingName = keyof Schema

/** A setting's value as read: its rule's reading, or undefined when unset with no default. */
type ValueOf<D> = D extends { rule: SettingRule<infer T> }
  ? D extends { default: string }
    ? T
    : T | undefined
  : never
type SettingValues = { [K in SettingName]: ValueOf<Schema[K]> }
/** The settings that hold a dated figure. */
type DatedName = {
  [K in SettingName]: SettingValues[K] extends DatedFigure | undefined ? K : never
}[SettingName]

/**
 * Variables with the prefix that are Vite's own switches, not settings: Vite sets
 * VITE_USER_NODE_ENV itself when a `.env` file holds NODE_ENV, and reads the others from the
 * shell (`vite --filter`, deprecation traces, the config-compat notice).
 * tests/settings.test.ts holds this list to what the installed Vite reads.
 */
export const viteSwitches: readonly string[] = [
  'VITE_CONFIG_NATIVE_IGNORE_WARNING',
  'VITE_DEBUG_FILTER',
  'VITE_DEPRECATION_TRACE',
  'VITE_USER_NODE_ENV',
]

/** The VITE_ variables of a build: `import.meta.env` in dev and tests, `loadEnv` in the build. */
export type BuildEnv = Partial<Record<string, string | boolean | undefined>>

/** Edit distance (Levenshtein): the fewest insertions, deletions and substitutions from a to b. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
    }
    previous = current
  }
  return previous[b.length] ?? 0
}

/** The declared setting nearest to `name` by edit distance (the first declared on a tie). */
function nearestSetting(name: string): SettingName {
  const names = Object.keys(settingsSchema) as SettingName[]
  return names.reduce((best, candidate) =>
    editDistance(name, candidate) < editDistance(name, best) ? candidate : best,
  )
}

/** One line per VITE_ variable of `env` that is neither a setting nor Vite's own. */
function unknownVariables(env: BuildEnv): string[] {
  return Object.keys(env)
    .filter((name) => name.startsWith('VITE_') && !(name in settingsSchema))
    .filter((name) => !viteSwitches.includes(name))
    .map((name) => `${name} is not a setting; did you mean ${nearestSetting(name)}?`)
}

/** Why the settings of an environment cannot be built with: one line per problem. */
export class SettingsError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'))
    this.name = 'SettingsError'
  }
}

/** The raw value a variable holds, as the build saw it: unset when empty. */
const rawOf = (env: BuildEnv, name: string) => {
  const raw = env[name]
  return raw === undefined || raw === '' ? undefined : String(raw)
}

/** Every setting read with its rule at `now`; throws one SettingsError naming every problem. */
function valuesOf(env: BuildEnv, now: Date): SettingValues {
  const problems = unknownVariables(env)
  const client = Object.fromEntries(
    Object.entries(settingsSchema).map(([name, declaration]) => {
      const schema: v.GenericSchema<string, unknown> = declaration.rule.schema(now)
      return [
        name,
        'default' in declaration ? v.optional(schema, declaration.default) : v.optional(schema),
      ]
    }),
  ) as unknown as { [K in SettingName]: v.GenericSchema<string | undefined, SettingValues[K]> }
  // The settings' own variables, copied: createEnv deletes the empty ones from what it is given.
  const runtimeEnv = Object.fromEntries(
    Object.keys(settingsSchema).map((name) => [name, env[name] && String(env[name])]),
  )
  const values = createEnv({
    clientPrefix: 'VITE_',
    client,
    runtimeEnv,
    emptyStringAsUndefined: true,
    isServer: true,
    onValidationError: (issues) => {
      const named = new Set<string>()
      for (const issue of issues) {
        const [segment] = issue.path ?? []
        const name = String(typeof segment === 'object' ? segment.key : segment)
        // One line per variable: the first thing its value fails.
        if (named.has(name)) continue
        named.add(name)
        problems.push(`${name}=${JSON.stringify(runtimeEnv[name])} ${issue.message}`)
      }
      throw new SettingsError(problems)
    },
  })
  problems.push(...labProblems(values as SettingValues))
  if (values.VITE_REVIEWS_URL && !values.VITE_REVIEWS) {
    problems.push(
      'VITE_REVIEWS_URL is set without VITE_REVIEWS: it links the review score, which is unset',
    )
  }
  if (problems.length > 0) throw new SettingsError(problems)
  return { ...values } as SettingValues
}

/** The laboratory's three settings, which name it only together. */
const labSettings = [
  'VITE_LAB_NAME',
  'VITE_LAB_ACCREDITATION',
  'VITE_LAB_ACCREDITATION_ID',
] as const

/** A CLIA number: two digits, D, seven digits (the CMS's form). */
const cliaNumber = /^\d{2}D\d{7}$/

/**
 * What the laboratory's settings say only together: all three or none (a name with no
 * accreditation claims nothing a reader can check), and a CLIA number in CLIA's form.
 */
function labProblems(values: SettingValues): string[] {
  const set = labSettings.filter((name) => values[name] !== undefined)
  if (set.length > 0 && set.length < labSettings.length) {
    const unset = labSettings.filter((name) => !set.includes(name))
    return [
      `${set.join(' and ')} ${set.length === 1 ? 'is' : 'are'} set without ${unset.join(' and ')}: the laboratory is named with its accreditation and number, all three or none`,
    ]
  }
  const { VITE_LAB_ACCREDITATION: accreditation, VITE_LAB_ACCREDITATION_ID: id } = values
  if (accreditation?.toUpperCase() === 'CLIA' && id && !cliaNumber.test(id)) {
    return [
      `VITE_LAB_ACCREDITATION_ID=${JSON.stringify(id)} is not a CLIA number (2 digits, D, 7 digits: 05D1234567)`,
    ]
  }
  return []
}

/** The settings as the code uses them, grouped by who reads them. */
function settingsOf(values: SettingValues) {
  const dated = (name: DatedName) => values[name] ?? null
  return {
    outboundLinks: {
      /** Store product page for the order buttons of the VSL pages (every VSL variant). */
      vslStore: values.VITE_VSL_STORE_URL,
      /** Store product page for the order buttons of the advertorial. */
      advertorialStore: values.VITE_ADVERTORIAL_STORE_URL,
      /** Free masterclass registration page, from the quiz results. */
      masterclass: values.VITE_MASTERCLASS_URL,
    },
    /** The video host adapter: where the player comes from and how the page knows it is there. */
    videoHost: {
      /** Loader script of the player. */
      scriptUrl: values.VITE_VIDEO_SCRIPT_URL,
      /** Global that means 'the player is already on the page'. */
      playerGlobal: values.VITE_VIDEO_PLAYER_GLOBAL,
      /** id of the container the player mounts into. */
      embedId: values.VITE_VIDEO_EMBED_ID,
    },
    /** The company behind the pages, as every footer and the terms state it. */
    company: {
      /** The legal entity that runs the site and sells the kit. */
      legalName: values.VITE_COMPANY_NAME,
      /** Its postal address, line by line. */
      address: values.VITE_COMPANY_ADDRESS,
      /** Where visitors write to it; refunds under the guarantee are asked for here too. */
      email: values.VITE_COMPANY_EMAIL,
      /** A phone number to call it on, shown only when set. */
      phone: values.VITE_COMPANY_PHONE ?? '',
    },
    /**
     * The claims a build makes true (docs/urgency-claims.md). Unset, each keeps the spec's
     * figure with no date and the countdown its 508 s from each view.
     */
    urgency: {
      /** The masterclass's next start (ISO 8601 with offset), or null: the 508 s countdown. */
      masterclassStartsAt: values.VITE_MASTERCLASS_STARTS_AT ?? null,
      /** Each figure the brand dated, or null: the spec's figure, undated. */
      figures: {
        kitsLeftThisMonth: dated(datedFigureVariables.kitsLeftThisMonth),
        kitsLeftAtPrice: dated(datedFigureVariables.kitsLeftAtPrice),
        claimedPercent: dated(datedFigureVariables.claimedPercent),
        offerExpiresInHours: dated(datedFigureVariables.offerExpiresInHours),
        peopleTested: dated(datedFigureVariables.peopleTested),
        storiesShared: dated(datedFigureVariables.storiesShared),
        assessmentsTaken: dated(datedFigureVariables.assessmentsTaken),
        startedToday: dated(datedFigureVariables.startedToday),
        masterclassRegistered: dated(datedFigureVariables.masterclassRegistered),
        masterclassSpotsLeft: dated(datedFigureVariables.masterclassSpotsLeft),
      },
    },
    /**
     * The brand's own proof, shown only when set (src/config/proof.ts): the laboratory that tests
     * the samples with its accreditation, and a review platform's score.
     */
    proof: {
      lab:
        values.VITE_LAB_NAME && values.VITE_LAB_ACCREDITATION && values.VITE_LAB_ACCREDITATION_ID
          ? {
              name: values.VITE_LAB_NAME,
              accreditation: values.VITE_LAB_ACCREDITATION,
              accreditationId: values.VITE_LAB_ACCREDITATION_ID,
            }
          : null,
      reviews: values.VITE_REVIEWS ?? null,
      /** The platform's page the score links to, or null: the score unlinked. */
      reviewsUrl: values.VITE_REVIEWS_URL ?? null,
    },
    /** The public origin, when set: canonical and Open Graph URLs absolute, a sitemap. */
    siteUrl: values.VITE_SITE_URL ?? null,
    /** Whether the build refuses while any claim lacks its evidence (the claims register). */
    claimsStrict: values.VITE_CLAIMS_STRICT,
  } as const
}

export type Settings = ReturnType<typeof settingsOf>

/** A line of the table the build prints: the variable, its value as read, and whether it was unset. */
export type SettingRow = readonly [name: SettingName, value: unknown, isDefault: boolean]

const year = 366 * 24 * 3_600_000

/** What a build should say but not refuse: a masterclass start that has passed or is far off. */
function warningsOf(values: SettingValues, now: Date): string[] {
  const startsAt = values.VITE_MASTERCLASS_STARTS_AT
  if (!startsAt) return []
  const left = Date.parse(startsAt) - now.getTime()
  const setting = `VITE_MASTERCLASS_STARTS_AT=${startsAt}`
  const clock = `the build's clock reads ${now.toISOString()}`
  if (left <= 0) {
    return [
      `${setting} has passed (${clock}): the results say the next session is being scheduled until a build sets the next start.`,
    ]
  }
  if (left > year) {
    return [
      `${setting} is more than a year away (${clock}): is the year right? The results count down to it.`,
    ]
  }
  return []
}

/**
 * Reads every setting of `env` at `now` (the build's clock; a test gives its own): the values
 * grouped as the code reads them, a row per setting for the build's table, and the warnings the
 * build prints at its end. Throws a SettingsError naming every unknown VITE_ variable (with the
 * nearest setting) and every refused value (with what is expected), all at once.
 */
export function readSettings(env: BuildEnv, now: Date = new Date()) {
  const values = valuesOf(env, now)
  const rows: SettingRow[] = (Object.keys(settingsSchema) as SettingName[]).map((name) => [
    name,
    values[name],
    rawOf(env, name) === undefined,
  ])
  return { settings: settingsOf(values), rows, warnings: warningsOf(values, now) }
}
