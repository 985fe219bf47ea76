import * as v from 'valibot'
import { accredited } from '../lib/format'

/**
 * The rules a setting's value keeps (src/config/settings.ts says which setting keeps which). Each
 * says in words what it expects, which every refusal and the docs table repeat, and reads a set
 * value with a Valibot schema at the build's clock. A refusal reads `VITE_X="value" is not …`.
 */
export interface SettingRule<T> {
  expected: string
  schema: (now: Date) => v.GenericSchema<string, T>
}

/**
 * A rule: `parse` gives the value read, or undefined when it is not `expected`; `mistaken`, for a
 * value of the expected form that is a known mistake, says what to set instead. A value with a day
 * (`asOf`) is a record of that day, which must have begun somewhere on Earth (UTC+14) by the
 * build's clock: a count true "as of" a day still to come is a forecast.
 */
function rule<T>(
  expected: string,
  parse: (value: string) => T | undefined,
  mistaken: (value: string) => string | undefined = () => undefined,
): SettingRule<T> {
  return {
    expected,
    schema: (now) =>
      v.pipe(
        v.string(),
        v.rawTransform<string, T>(({ dataset, addIssue, NEVER }) => {
          const mistake = mistaken(dataset.value)
          const value = mistake ? undefined : parse(dataset.value)
          const { asOf } = (value ?? {}) as { asOf?: string }
          if (mistake) addIssue({ message: mistake })
          else if (value === undefined) addIssue({ message: `is not ${expected}` })
          else if (asOf && Date.parse(`${asOf}T00:00:00Z`) - 14 * 3_600_000 > now.getTime())
            addIssue({
              message: `is dated ${asOf}, a day that has not begun yet (the build's clock reads ${now.toISOString()}): a figure is true as of a day that has come`,
            })
          else return value
          return NEVER
        }),
      ),
  }
}

/** Whether `hostname` is this machine: a test build loads its stand-in video host from there over plain http. */
export const isLoopback = (hostname: string): boolean =>
  /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(hostname)

/**
 * An absolute https: URL with nothing a browser would rewrite (a stray quote ships as `%22`) and
 * no `user:password@` (a secret in every page). Plain http: only for this machine.
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

const label = '[a-z\\d](?:[a-z\\d-]{0,61}[a-z\\d])?'
/** Narrower than RFC 5322 on purpose: nothing that means something in a page or a `mailto:`. */
const emailPattern = new RegExp(`^[\\w+-]+(?:\\.[\\w+-]+)*@(?:${label}\\.)+[a-z]{2,63}$`, 'i')

/** One line of plain text, no longer than `max`, with no space at either end. */
const lineOf = (value: string, max: number) =>
  value.length <= max && value === value.trim() && !/\p{Cc}/u.test(value) ? value : undefined

/**
 * The pages' words set in place of the short name ('CLIA-certified'): the pages would say 'a
 * CLIA-certified-accredited laboratory' and the CLIA number would go unchecked.
 */
function accreditationMistaken(value: string): string | undefined {
  const short = /^(.+?)[ -](?:certified|accredited)$/i.exec(value)?.[1]
  return short
    ? `is the accreditation as the pages say it: set the accreditor’s short name alone, ${JSON.stringify(short)} (the pages show it as "${accredited(short)}")`
    : undefined
}

/** A figure and the day it was true: a scarcity or social-proof claim the brand has checked. */
export interface DatedFigure {
  value: number
  /** YYYY-MM-DD */
  asOf: string
}

/** Whether year, month and day name a day of the calendar (not 2026-02-30). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

function calendarDay(value: string): string | undefined {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) ?? []
  return isCalendarDay(Number(year), Number(month), Number(day)) ? value : undefined
}

/** Digits, with or without thousands commas. */
const count = '(\\d{1,3}(?:,\\d{3})+|\\d+)'

/** 'N@YYYY-MM-DD' of at most `max`. */
function datedFigure(value: string, max: number): DatedFigure | undefined {
  const [, figure = '', day = ''] = new RegExp(`^${count}@(.+)$`).exec(value) ?? []
  const number = Number(figure.replaceAll(',', ''))
  const asOf = calendarDay(day)
  return figure && asOf && Number.isSafeInteger(number) && number <= max
    ? { value: number, asOf }
    : undefined
}

/** A review platform's score as the brand read it there, and the day it read it. */
export interface ReviewScore {
  source: string
  score: number
  /** The platform's best score: 5 (the default), 10 or 100. */
  scale: number
  count: number
  asOf: string
}

/** 'Trustpilot|4.7|1,234@2026-11-20', or with its scale: 'Feefo|9.1/10|87@2026-11-20'. */
function reviewScore(value: string): ReviewScore | undefined {
  const [, source = '', score = '', scale = '5', reviews = '', day = ''] =
    new RegExp(`^([^|]+)\\|(\\d{1,3}(?:\\.\\d{1,2})?)(?:/(\\d{1,3}))?\\|${count}@(.+)$`).exec(
      value,
    ) ?? []
  const read = {
    score: Number(score),
    scale: Number(scale),
    count: Number(reviews.replaceAll(',', '')),
  }
  const name = lineOf(source, 40)
  const asOf = calendarDay(day)
  const onScale = [5, 10, 100].includes(read.scale) && read.score <= read.scale
  return name && asOf && score && onScale && Number.isSafeInteger(read.count)
    ? { source: name, ...read, asOf }
    : undefined
}

/** ISO 8601 date and time with its UTC offset, so every visitor counts to the same instant. */
function offsetDateTime(value: string): string | undefined {
  const match =
    /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2}))$/.exec(
      value,
    )
  const [
    year = 0,
    month = 0,
    day = 0,
    hours = 0,
    minutes = 0,
    seconds = 0,
    offset = 0,
    offsetMinutes = 0,
  ] = match?.slice(1).map((part) => Number(part ?? 0)) ?? []
  const inRange = hours < 24 && minutes < 60 && seconds < 60 && offset <= 14 && offsetMinutes < 60
  return match && inRange && isCalendarDay(year, month, day) && Number.isFinite(Date.parse(value))
    ? value
    : undefined
}

const dated = 'the day it was true, not after today'

export const rules = {
  url: rule(
    'an absolute https:// URL with no space, quote, <> or user:password@',
    (value) => absoluteUrl(value)?.href,
  ),
  /** An origin, perhaps a path, kept with no trailing slash. */
  siteUrl: rule(
    'an absolute https:// URL with no space, quote, <>, user:password@, query or fragment',
    (value) => {
      const url = absoluteUrl(value)
      if (!url || url.search || url.hash) return undefined
      return url.origin + url.pathname.replace(/\/+$/, '')
    },
  ),
  identifier: rule(
    'a JavaScript identifier (letters, digits, _ and $, not starting with a digit)',
    (value) => (/^[A-Za-z_$][\w$]*$/.test(value) ? value : undefined),
  ),
  id: rule('an HTML id (letters, digits, - and _, starting with a letter)', (value) =>
    /^[A-Za-z][\w-]*$/.test(value) ? value : undefined,
  ),
  name: rule('one line of text of at most 100 characters', (value) => lineOf(value, 100)),
  address: rule('a postal address of 2 to 5 lines separated by ";"', (value) => {
    const lines = value.split(';').map((line) => lineOf(line.trim(), 80))
    const whole = lines.filter((line): line is string => !!line)
    return whole.length === lines.length && whole.length >= 2 && whole.length <= 5
      ? whole
      : undefined
  }),
  /** RFC 5321's limits: 64 characters before the `@`, 254 in all. */
  email: rule(
    'an email address (name@example.com: letters, digits and . _ + - before the @, at most 64 characters there and 254 in all)',
    (value) =>
      value.length <= 254 && value.lastIndexOf('@') <= 64 && emailPattern.test(value)
        ? value
        : undefined,
  ),
  /** As a visitor dials it: 7 to 15 digits (E.164's most). */
  phone: rule(
    'a phone number (7 to 15 digits; spaces and ( ) - between them, + only first)',
    (value) =>
      /^\+?[\d ()-]+$/.test(value) && /^(\D*\d){7,15}\D*$/.test(value) ? value : undefined,
  ),
  dateTime: rule(
    'an ISO 8601 date and time with its UTC offset (2026-12-03T19:00:00-05:00)',
    offsetDateTime,
  ),
  datedCount: rule(
    `a whole number (0 or more), @ and ${dated} (212@2026-11-24; commas between thousands allowed)`,
    (value) => datedFigure(value, Number.MAX_SAFE_INTEGER),
  ),
  datedPercent: rule(`a whole percentage from 0 to 100, @ and ${dated} (73@2026-11-24)`, (value) =>
    datedFigure(value, 100),
  ),
  reviewScore: rule(
    'a platform, its score within its scale, the number of reviews (0 or more) and the day, not after today, separated by | and @ (Trustpilot|4.7|1,234@2026-11-20; a scale other than 5 as 9.1/10)',
    reviewScore,
  ),
  accreditation: rule(
    'an accreditation’s short name (CLIA, CAP, ISO 15189): letters, digits, spaces, / and -, at most 40 characters',
    (value) => (/^[A-Za-z][A-Za-z\d /-]{1,39}$/.test(value) ? lineOf(value, 40) : undefined),
    accreditationMistaken,
  ),
  accreditationId: rule(
    'an accreditation number: letters and digits, - or / between them, 3 to 30 characters (CLIA’s: 05D1234567)',
    (value) => (/^[A-Za-z\d][A-Za-z\d/-]{1,28}[A-Za-z\d]$/.test(value) ? value : undefined),
  ),
  boolean: rule('"true" or "false"', (value) =>
    value === 'true' ? true : value === 'false' ? false : undefined,
  ),
} as const satisfies Record<string, SettingRule<unknown>>
