import * as v from 'valibot'

/**
 * The rules a build-time setting's value keeps (src/config/settings.ts declares which setting
 * keeps which). Each says in words what it expects, which every refusal and the docs table
 * repeat, and reads a set value with a Valibot schema: its form first, then, for some, its
 * meaning against the build's clock (a figure dated in the future is refused). An issue's message
 * follows the variable and its value: `VITE_X="value" is not …`.
 */
export interface SettingRule<T> {
  /** What the value must be, in words. */
  expected: string
  /** Reads a set (non-empty) value, at the build's clock. */
  schema: (now: Date) => v.GenericSchema<string, T>
}

/** A rule of form only: `parse` gives the value read, or undefined when the value is not `expected`. */
function formRule<T>(expected: string, parse: (value: string) => T | undefined): SettingRule<T> {
  const schema = v.pipe(
    v.string(),
    v.rawTransform<string, T>(({ dataset, addIssue, NEVER }) => {
      const value = parse(dataset.value)
      if (value !== undefined) return value
      addIssue({ message: `is not ${expected}` })
      return NEVER
    }),
  )
  return { expected, schema: () => schema }
}

/** Whether `hostname` is this machine: a test build loads its stand-in video host from there over plain http. */
export const isLoopback = (hostname: string): boolean =>
  /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(hostname)

/**
 * An absolute https: URL as written, with nothing a browser would rewrite or a page would break
 * on: no space, quote, backquote, `<>` or backslash (a stray quote would ship as `%22` in every
 * link), and no `user:password@` (a secret in every page, which browsers drop or refuse). Plain
 * http: only for this machine (the build refuses loopback for dist/, build/build-dirs.ts).
 */
function absoluteUrl(value: string): URL | undefined {
  if (!/^https?:\/\/[^\s"'`<>\\]+$/i.test(value)) return undefined
  try {
    const url = new URL(value)
    if (url.username || url.password || /^https?:\/\/[^/?#]*@/i.test(value)) return undefined
    return url.protocol === 'https:' || isLoopback(url.hostname) ? url : undefined
  } catch {
    return undefined
  }
}

/** A domain name's label: letters, digits and inner hyphens, at most 63 characters. */
const label = '[a-z\\d](?:[a-z\\d-]{0,61}[a-z\\d])?'
/**
 * An address as a brand's support mailbox is written: a local part of letters, digits and
 * `. _ + -` (no dot at either end, none doubled), `@`, a domain of two or more labels ending in a
 * top-level domain of letters. Narrower than RFC 5322 on purpose: no quotes, no `<>`, nothing that
 * means something in a `mailto:` URL (`? # %`), so it is safe in any page or link as it is.
 */
const emailPattern = new RegExp(`^[\\w+-]+(?:\\.[\\w+-]+)*@(?:${label}\\.)+[a-z]{2,63}$`, 'i')

/** RFC 5321's limits: 64 characters before the `@`, 254 in all. */
function emailAddress(value: string): string | undefined {
  const local = value.slice(0, value.lastIndexOf('@'))
  return value.length <= 254 && local.length <= 64 && emailPattern.test(value) ? value : undefined
}

/** One line of plain text, no longer than `max`, with no space at either end. */
const lineOf = (value: string, max: number) =>
  value.length <= max && value === value.trim() && !/\p{Cc}/u.test(value) ? value : undefined

/** A figure and the day it was true: a scarcity or social-proof claim the brand has checked. */
export interface DatedFigure {
  value: number
  /** The day it was true, YYYY-MM-DD. */
  asOf: string
}

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether year, month and day name a day of the calendar (not 2026-02-30). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

/** `YYYY-MM-DD` of a real day. */
function calendarDay(value: string): string | undefined {
  const [, year, month, day] = isoDay.exec(value) ?? []
  return isCalendarDay(Number(year), Number(month), Number(day)) ? value : undefined
}

/** 'N@YYYY-MM-DD' (N digits, with or without thousands commas) of at most `max`. */
function datedFigure(value: string, max: number): DatedFigure | undefined {
  const [, figure = '', day = ''] = /^(\d{1,3}(?:,\d{3})+|\d+)@(.+)$/.exec(value) ?? []
  const number = Number(figure.replaceAll(',', ''))
  const asOf = calendarDay(day)
  return figure && asOf && Number.isSafeInteger(number) && number <= max
    ? { value: number, asOf }
    : undefined
}

/** The earliest time zone's offset: a day has begun somewhere once it is 14 hours short of it in UTC. */
const earliestOffsetMs = 14 * 3_600_000

/**
 * A dated rule: its form, then its day, which must have begun somewhere on Earth by the build's
 * clock. A count or score true "as of" a day still to come is a forecast, not a record.
 */
function datedRuleOf<T extends { asOf: string }>(
  expected: string,
  parse: (value: string) => T | undefined,
): SettingRule<T> {
  const form = formRule(expected, parse)
  return {
    expected,
    schema: (now) =>
      v.pipe(
        form.schema(now),
        v.check(
          ({ asOf }) => Date.parse(`${asOf}T00:00:00Z`) - earliestOffsetMs <= now.getTime(),
          (issue) =>
            `is dated ${(issue.input as T).asOf}, a day that has not begun yet (the build's clock reads ${now.toISOString()}): a figure is true as of a day that has come`,
        ),
      ),
  }
}

const datedRule = (expected: string, max: number) =>
  datedRuleOf(expected, (value) => datedFigure(value, max))

/** A review platform's score as the brand read it on the platform, and the day it read it. */
export interface ReviewScore {
  /** The platform: 'Trustpilot'. */
  source: string
  /** The score, on the platform's scale: 4.7. */
  score: number
  /** The platform's best score: 5 (the default), 10 or 100. */
  scale: number
  /** How many reviews the score is of. */
  count: number
  /** The day it was true, YYYY-MM-DD. */
  asOf: string
}

/** The scales review platforms score on. */
const reviewScales = [5, 10, 100] as const

/** 'Trustpilot|4.7|1,234@2026-11-20', or with its scale: 'Feefo|9.1/10|87@2026-11-20'. */
function reviewScore(value: string): ReviewScore | undefined {
  const [, source = '', score = '', scale = '5', count = '', day = ''] =
    /^([^|]+)\|(\d{1,3}(?:\.\d{1,2})?)(?:\/(\d{1,3}))?\|(\d{1,3}(?:,\d{3})+|\d+)@(.+)$/.exec(
      value,
    ) ?? []
  const parsed = {
    source: lineOf(source, 40),
    score: Number(score),
    scale: Number(scale),
    count: Number(count.replaceAll(',', '')),
    asOf: calendarDay(day),
  }
  const { source: name, asOf } = parsed
  const onScale =
    (reviewScales as readonly number[]).includes(parsed.scale) && parsed.score <= parsed.scale
  return name && asOf && score && onScale && Number.isSafeInteger(parsed.count)
    ? { ...parsed, source: name, asOf }
    : undefined
}

/**
 * ISO 8601 date and time with its UTC offset (`Z` or `±hh:mm`), so that every visitor's clock
 * counts to the same instant: `2026-12-03T19:00:00-05:00`. Kept as written; read with Date.parse.
 */
function offsetDateTime(value: string): string | undefined {
  const parts =
    /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2}))$/.exec(
      value,
    )
  if (!parts) return undefined
  const [
    ,
    year,
    month,
    day,
    hours,
    minutes,
    seconds = '0',
    offsetHours = '0',
    offsetMinutes = '0',
  ] = parts
  const inRange =
    isCalendarDay(Number(year), Number(month), Number(day)) &&
    Number(hours) < 24 &&
    Number(minutes) < 60 &&
    Number(seconds) < 60 &&
    Number(offsetHours) <= 14 &&
    Number(offsetMinutes) < 60
  return inRange && Number.isFinite(Date.parse(value)) ? value : undefined
}

/** The rules the settings keep. */
export const rules = {
  /** A page a visitor is sent to, or a script the page loads (http only on this machine). */
  url: formRule(
    'an absolute https:// URL with no space, quote, <> or user:password@',
    (value) => absoluteUrl(value)?.href,
  ),
  /** The site's public address: an origin, perhaps a path, with no trailing slash. */
  siteUrl: formRule(
    'an absolute https:// URL with no space, quote, <>, user:password@, query or fragment',
    (value) => {
      const url = absoluteUrl(value)
      if (!url || url.search || url.hash) return undefined
      return url.origin + url.pathname.replace(/\/+$/, '')
    },
  ),
  /** A global variable's name. */
  identifier: formRule(
    'a JavaScript identifier (letters, digits, _ and $, not starting with a digit)',
    (value) => (/^[A-Za-z_$][\w$]*$/.test(value) ? value : undefined),
  ),
  /** An element's id. */
  id: formRule('an HTML id (letters, digits, - and _, starting with a letter)', (value) =>
    /^[A-Za-z][\w-]*$/.test(value) ? value : undefined,
  ),
  name: formRule('one line of text of at most 100 characters', (value) => lineOf(value, 100)),
  /** A postal address, its lines separated by ';'. */
  address: formRule('a postal address of 2 to 5 lines separated by ";"', (value) => {
    const lines = value.split(';').map((line) => lineOf(line.trim(), 80))
    const whole = lines.filter((line): line is string => !!line)
    return whole.length === lines.length && whole.length >= 2 && whole.length <= 5
      ? whole
      : undefined
  }),
  email: formRule(
    'an email address (name@example.com: letters, digits and . _ + - before the @, at most 64 characters there and 254 in all)',
    emailAddress,
  ),
  /** As a visitor dials it: 7 to 15 digits (E.164's most), with spaces, ( ) - between, + first. */
  phone: formRule(
    'a phone number (7 to 15 digits; spaces and ( ) - between them, + only first)',
    (value) =>
      /^\+?[\d ()-]+$/.test(value) && /^(\D*\d){7,15}\D*$/.test(value) ? value : undefined,
  ),
  /** An instant every visitor counts to alike: the masterclass's next start. */
  dateTime: formRule(
    'an ISO 8601 date and time with its UTC offset (2026-12-03T19:00:00-05:00)',
    offsetDateTime,
  ),
  /** A count and the day it was true: '212@2026-11-24'. */
  datedCount: datedRule(
    'a whole number (0 or more), @ and the day it was true, not after today (212@2026-11-24; commas between thousands allowed)',
    Number.MAX_SAFE_INTEGER,
  ),
  /** A percentage and the day it was true: '73@2026-11-24'. */
  datedPercent: datedRule(
    'a whole percentage from 0 to 100, @ and the day it was true, not after today (73@2026-11-24)',
    100,
  ),
  /**
   * A review platform's score, its count and the day the brand read them: the platform's name,
   * the score within its scale (5 unless written /10 or /100), the count, and the day.
   */
  reviewScore: datedRuleOf(
    'a platform, its score within its scale, the number of reviews (0 or more) and the day, not after today, separated by | and @ (Trustpilot|4.7|1,234@2026-11-20; a scale other than 5 as 9.1/10)',
    reviewScore,
  ),
  /** An accreditation's short name: 'CLIA', 'CAP', 'ISO 15189'. */
  accreditation: formRule(
    'an accreditation’s short name (CLIA, CAP, ISO 15189): letters, digits, spaces, / and -, at most 40 characters',
    (value) => (/^[A-Za-z][A-Za-z\d /-]{1,39}$/.test(value) ? lineOf(value, 40) : undefined),
  ),
  /** The number the accreditor gave the lab: CLIA's is 10 characters, 05D1234567. */
  accreditationId: formRule(
    'an accreditation number: letters and digits, - or / between them, 3 to 30 characters (CLIA’s: 05D1234567)',
    (value) => (/^[A-Za-z\d][A-Za-z\d/-]{1,28}[A-Za-z\d]$/.test(value) ? value : undefined),
  ),
  /** A switch. */
  boolean: formRule('"true" or "false"', (value) =>
    value === 'true' ? true : value === 'false' ? false : undefined,
  ),
} as const satisfies Record<string, SettingRule<unknown>>
