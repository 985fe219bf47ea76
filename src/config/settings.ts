import { createEnv } from '@t3-oss/env-core'
import * as v from 'valibot'
import { rules, type SettingRule } from './setting-rules'

/**
 * Every build-time setting, declared once: its VITE_ variable, the group the pages read it in
 * (under its name in camelCase, less `VITE_` and the group's prefix: VITE_COMPANY_EMAIL is
 * `company.email`), whom it concerns, its rule (src/config/setting-rules.ts), its default or what
 * the pages do while it is unset, what it means, and for a claim where the pages state it. The
 * build reads the env with it and hands the values to the bundles (src/config/page-settings.ts);
 * `npm run settings-docs` prints the docs' tables from it.
 */
const groups = {
  outboundLinks: '',
  videoHost: 'VIDEO_',
  site: 'SITE_',
  company: 'COMPANY_',
  urgency: '',
  figures: '',
  proof: '',
} as const
type Group = keyof typeof groups
type Concern = 'marketing' | 'legal' | 'operations'
export interface Declaration {
  group: Group
  concerns: readonly Concern[]
  rule: SettingRule<unknown>
  default?: string
  unset?: string
  meaning: string
  shown?: string
}

const claim = ['marketing', 'legal'] as const
const figure = (meaning: string, shown: string, rule = rules.datedCount) =>
  ({
    group: 'figures',
    concerns: claim,
    rule,
    unset: 'the spec’s figure, undated',
    meaning,
    shown,
  }) as const
const lab = (
  rule: SettingRule<string>,
  meaning: string,
  shown: string,
  unset = 'no laboratory named',
) => ({ group: 'proof', concerns: claim, rule, unset, meaning, shown }) as const

// biome-ignore format: a table, a few lines to a setting
export const settingsSchema = {
  VITE_VSL_STORE_URL: { group: 'outboundLinks', concerns: ['marketing'], rule: rules.url,
    default: 'https://store.cellwisehealth.com/products/cellular-health-test-kit',
    meaning: 'the order buttons on the VSL pages: the store’s product page' },
  VITE_ADVERTORIAL_STORE_URL: { group: 'outboundLinks', concerns: ['marketing'], rule: rules.url,
    default: 'https://store.cellwisehealth.com/products/cellular-health-test-kit-seminar',
    meaning: 'the order buttons on `/advertorial-v2`: the store’s product page with the seminar' },
  VITE_MASTERCLASS_URL: { group: 'outboundLinks', concerns: ['marketing'], rule: rules.url,
    default: 'https://masterclass.cellwisehealth.com/register',
    meaning: 'the masterclass buttons on the quiz results: its registration page' },
  VITE_VIDEO_SCRIPT_URL: { group: 'videoHost', concerns: ['operations'], rule: rules.url,
    default: 'https://scripts.converteai.net/cellwise/players/vsl-main/player.js',
    meaning: 'the video player’s loader script (its origin is the only third party in the CSP and on `/privacy`)' },
  VITE_VIDEO_PLAYER_GLOBAL: { group: 'videoHost', concerns: ['operations'], rule: rules.identifier,
    default: 'smartplayer', meaning: 'the global that means the player is already on the page' },
  VITE_VIDEO_EMBED_ID: { group: 'videoHost', concerns: ['operations'], rule: rules.id,
    default: 'vid_vsl_main', meaning: 'the id of the element the player mounts into' },
  VITE_SITE_URL: { group: 'site', concerns: ['operations'], rule: rules.siteUrl, unset: 'relative links, no sitemap',
    meaning: 'the public origin: when set, canonical and `og:url` links, an absolute `og:image` and each link’s `ping`, `sitemap.xml` and its line in `robots.txt`, the address atop a printed sales page, and the full address after each of the 404’s ways on paper' },
  VITE_COMPANY_NAME: { group: 'company', concerns: ['legal'], rule: rules.name,
    default: 'CellWise Health, Inc.', meaning: 'the legal entity in every footer and on `/terms`' },
  VITE_COMPANY_ADDRESS: { group: 'company', concerns: ['legal'], rule: rules.address,
    default: '2150 Mission Street, Suite 400; San Francisco, CA 94110; United States',
    meaning: 'its postal address, in every footer and on `/terms`' },
  VITE_COMPANY_EMAIL: { group: 'company', concerns: ['legal', 'operations'], rule: rules.email, default: 'support@cellwisehealth.com',
    meaning: 'the contact in every footer, and where refunds under the guarantee are asked for' },
  VITE_COMPANY_PHONE: { group: 'company', concerns: ['legal', 'operations'], rule: rules.phone, unset: 'no phone shown',
    meaning: 'a phone number to call, beside the email' },
  VITE_CLAIMS_STRICT: { group: 'site', concerns: ['legal'], rule: rules.boolean, default: 'false',
    meaning: 'refuse to build while any claim is pending counsel’s approval, changed since it, unregistered or without evidence' },
  VITE_MASTERCLASS_STARTS_AT: { group: 'urgency', concerns: claim, rule: rules.dateTime, unset: 'the spec’s 508 s from each view',
    meaning: 'when the free masterclass starts ("FREE MASTERCLASS STARTS IN m:ss", "Registration closes in", for a low score "The masterclass starts in")',
    shown: 'the quiz results: the banner and the registration block' },
  VITE_KITS_LEFT_THIS_MONTH: figure('kits left this month ("N kits remaining this month"): dated, its day short after it ("· Nov 24")', 'the sticky header of the VSL pages'),
  VITE_KITS_LEFT_AT_PRICE: figure('kits left at this price ("Only N of this month’s kits left at <price>", a part of the kits remaining this month): dated by its offer’s one "Counts and score as of …" line, not beside it too',
    'the final offer of the VSL pages and the advertorial'),
  VITE_CLAIMED_PERCENT: figure('share claimed recently ("N% claimed in the last 48 hours"): dated, the days those hours lie within, up to that day ("N% claimed Nov 22–24")',
    'the final offer of the VSL pages and the advertorial', rules.datedPercent),
  VITE_OFFER_EXPIRES_IN_HOURS: figure('when the offer ends ("Offer expires in N hours"): dated, N hours after that day',
    'the final offer of the VSL pages and the advertorial'),
  VITE_PEOPLE_TESTED: figure('people who have used the kit ("N+ people have tested with the CellWise kit"); with VITE_STORIES_SHARED, both or neither',
    'the hero and testimonials of the VSL pages, the testimonials of the advertorial'),
  VITE_STORIES_SHARED: figure('of them, people who shared their story ("N+ have shared their stories"); with VITE_PEOPLE_TESTED, no more than it',
    'the testimonials of the VSL pages'),
  VITE_ASSESSMENTS_TAKEN: figure('people who have taken the quiz ("N+ assessments taken")', 'the quiz intro'),
  VITE_STARTED_TODAY: figure('people who started the quiz that day ("N people started this assessment today")',
    'the quiz intro, twice'),
  VITE_MASTERCLASS_REGISTERED: figure('people registered for the masterclass ("N people have already registered", "Over N")',
    'the quiz results: the banner and the registration block'),
  VITE_MASTERCLASS_SPOTS_LEFT: figure('seats left in the masterclass ("N spots remaining"); with the registered, the seats',
    'the quiz results: the registration block'),
  VITE_LAB_NAME: lab(rules.name,
    'the laboratory that tests the samples ("Your sample is tested by N, a CLIA-certified laboratory (CLIA No. …)"); with its accreditation and number, all three or none',
    'the hero (under its stars), the kit section and beside the price on the VSL pages; under the byline, the kit details and the price box of the advertorial; `/terms` and `/privacy`',
    'no laboratory named (“our partner lab”)'),
  VITE_LAB_ACCREDITATION: lab(rules.accreditation,
    'the laboratory’s accreditor, by its short name: "CLIA" shows as "CLIA-certified", another accreditor as accredited ("CAP": "CAP-accredited"); the pages’ words themselves ("CLIA-certified") are refused', 'beside the laboratory’s name'),
  VITE_LAB_ACCREDITATION_ID: lab(rules.accreditationId,
    'the laboratory’s number with its accreditor ("CLIA No. 05D1234567"; CLIA’s: 2 digits, D, 7 digits)', 'beside the laboratory’s name'),
  VITE_REVIEWS: { group: 'proof', concerns: claim, rule: rules.reviewScore, unset: 'no review score',
    meaning: 'a review platform’s score for the kit, its number of reviews and the day they were read ("Rated 4.7 out of 5 on Trustpilot, from 1,234 reviews")',
    shown: 'the hero’s star row of the VSL pages; under the advertorial’s byline; above the testimonials of the VSL pages and the advertorial' },
  VITE_REVIEWS_URL: { group: 'proof', concerns: claim, rule: rules.url, unset: 'the review score is shown without a link',
    meaning: 'the review platform’s page for the kit, linked from the review score in the sales pages’ heroes (the advertorial’s byline), once a page (plain words elsewhere: the price boxes, the last offers, the stories, the quiz); each link says to a screen reader that it opens a new tab; only with VITE_REVIEWS' },
} as const satisfies Record<`VITE_${string}`, Declaration>

type Schema = typeof settingsSchema
export type SettingName = keyof Schema
type Camel<S> = S extends `${infer H}_${infer T}`
  ? `${Lowercase<H>}${Capitalize<Camel<T>>}`
  : Lowercase<S & string>
type KeyOf<N, P extends string> = N extends `VITE_${P}${infer R}`
  ? Camel<R>
  : N extends `VITE_${infer R}`
    ? Camel<R>
    : never
type ValueOf<D> = D extends { rule: SettingRule<infer T> }
  ? T | (D extends { default: string } ? never : null)
  : never
type Values = { [N in SettingName]: ValueOf<Schema[N]> }
/** The settings as the pages read them, by group. */
export type Settings = {
  [G in Group]: {
    [N in SettingName as Schema[N]['group'] extends G
      ? KeyOf<N, (typeof groups)[G]>
      : never]: Values[N]
  }
}
const names = Object.keys(settingsSchema) as SettingName[]
const keyOf = (name: string, group: Group) =>
  name
    .replace(new RegExp(`^VITE_(${groups[group]})?`), '')
    .toLowerCase()
    .replace(/_(.)/g, (_, c: string) => c.toUpperCase())

/** VITE_ variables that are Vite's own switches, not settings (tests/settings.test.ts holds the list to Vite's). */
export const viteSwitches: readonly string[] = [
  'VITE_CONFIG_NATIVE_IGNORE_WARNING',
  'VITE_DEBUG_FILTER',
  'VITE_DEPRECATION_TRACE',
  'VITE_USER_NODE_ENV',
]

export type BuildEnv = Partial<Record<string, string | boolean | undefined>>

/** Levenshtein distance: the fewest insertions, deletions and substitutions from a to b. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution)
    }
    previous = current
  }
  return previous[b.length] ?? 0
}

/** Why an environment cannot be built with: one line per problem. */
export class SettingsError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'))
  }
}

/** What settings say only together: the laboratory in full or not at all, a CLIA number in CLIA's form, a link with its score, the stories shared with the people tested (and no more of them). */
function togetherProblems(values: Values): string[] {
  const lab = ['VITE_LAB_NAME', 'VITE_LAB_ACCREDITATION', 'VITE_LAB_ACCREDITATION_ID'] as const
  const [set, unset] = [
    lab.filter((name) => values[name] !== null),
    lab.filter((name) => values[name] === null),
  ]
  const { VITE_LAB_ACCREDITATION: accreditation, VITE_LAB_ACCREDITATION_ID: id } = values
  const { VITE_PEOPLE_TESTED: tested, VITE_STORIES_SHARED: stories } = values
  return [
    set.length > 0 &&
      unset.length > 0 &&
      `${set.join(' and ')} ${set.length === 1 ? 'is' : 'are'} set without ${unset.join(' and ')}: the laboratory is named with its accreditation and number, all three or none`,
    accreditation?.toUpperCase() === 'CLIA' &&
      id &&
      !/^\d{2}D\d{7}$/.test(id) &&
      `VITE_LAB_ACCREDITATION_ID=${JSON.stringify(id)} is not a CLIA number (2 digits, D, 7 digits: 05D1234567)`,
    values.VITE_REVIEWS_URL !== null &&
      values.VITE_REVIEWS === null &&
      'VITE_REVIEWS_URL is set without VITE_REVIEWS: the link is to the review score it sources',
    // The stories are 'of them', the people tested: one set beside the other's spec figure read
    // '12,400+ people have tested …, and 13,000+ have shared their stories' (round 16b).
    (tested === null) !== (stories === null) &&
      `${tested ? 'VITE_PEOPLE_TESTED' : 'VITE_STORIES_SHARED'} is set without ${tested ? 'VITE_STORIES_SHARED' : 'VITE_PEOPLE_TESTED'}: the stories shared are of the people tested, so the two are set together`,
    tested &&
      stories &&
      stories.value > tested.value &&
      `VITE_STORIES_SHARED=${stories.value} is more than VITE_PEOPLE_TESTED=${tested.value}: the stories shared are of the people tested`,
  ].filter((problem) => typeof problem === 'string')
}

/** What a build says but does not refuse: a masterclass start that has passed or is over a year away. */
function warningsOf(startsAt: string | null, now: Date): string[] {
  const left = startsAt ? Date.parse(startsAt) - now.getTime() : Number.NaN
  const said = (what: string) =>
    `VITE_MASTERCLASS_STARTS_AT=${startsAt} ${what} (the build's clock reads ${now.toISOString()})`
  if (left <= 0)
    return [
      `${said('has passed')}: the results say the next session is being scheduled until a build sets the next start.`,
    ]
  if (left > 366 * 24 * 3_600_000)
    return [`${said('is more than a year away')}: is the year right? The results count down to it.`]
  return []
}

/**
 * Reads every setting of `env` at `now` (the build's clock): the values by group, a row per
 * setting for the build's table (name, value, whether unset) and the warnings. Throws one
 * SettingsError naming every unknown VITE_ variable (with the nearest setting) and refused value.
 */
export function readSettings(env: BuildEnv, now = new Date()) {
  const problems = Object.keys(env)
    .filter(
      (name) =>
        name.startsWith('VITE_') && !(name in settingsSchema) && !viteSwitches.includes(name),
    )
    .map((name) => {
      const nearest = names.reduce((best, next) =>
        editDistance(name, next) < editDistance(name, best) ? next : best,
      )
      return `${name} is not a setting; did you mean ${nearest}?`
    })
  // The settings' own variables, copied: createEnv deletes the empty ones from what it is given.
  const runtimeEnv = Object.fromEntries(names.map((name) => [name, env[name] && String(env[name])]))
  const client = Object.fromEntries(
    Object.entries(settingsSchema).map(([name, setting]) => {
      const schema = setting.rule.schema(now)
      return [name, 'default' in setting ? v.optional(schema, setting.default) : v.optional(schema)]
    }),
  ) as Record<`VITE_${string}`, v.GenericSchema<string | undefined, unknown>>
  const read: Record<string, unknown> = createEnv({
    clientPrefix: 'VITE_',
    client,
    runtimeEnv,
    emptyStringAsUndefined: true,
    isServer: true,
    onValidationError: (issues) => {
      for (const issue of issues) {
        const [segment] = issue.path ?? []
        const name = String(typeof segment === 'object' ? segment.key : segment)
        // One line per variable: the first thing its value fails.
        if (!problems.some((line) => line.startsWith(`${name}=`)))
          problems.push(`${name}=${JSON.stringify(runtimeEnv[name])} ${issue.message}`)
      }
      throw new SettingsError(problems)
    },
  })
  const values = Object.fromEntries(names.map((name) => [name, read[name] ?? null])) as Values
  problems.push(...togetherProblems(values))
  if (problems.length > 0) throw new SettingsError(problems)
  const settings = Object.fromEntries(Object.keys(groups).map((group) => [group, {}])) as Record<
    Group,
    Record<string, unknown>
  >
  for (const name of names) {
    const { group } = settingsSchema[name]
    settings[group][keyOf(name, group)] = values[name]
  }
  return {
    settings: settings as Settings,
    rows: names.map((name) => [name, values[name], !runtimeEnv[name]] as const),
    warnings: warningsOf(values.VITE_MASTERCLASS_STARTS_AT, now),
  }
}
