/**
 * Build-time settings: a VITE_ variable, the rule its value keeps and the default it takes when
 * unset. The build reads every setting before it builds anything (build/build.ts) and the page
 * reads the same ones from its bundle, both through `readSettings`: a malformed value stops the
 * build with a message naming the variable, the value and what was expected, rather than
 * shipping a link that goes nowhere or silently keeping the old one.
 */

/** The VITE_ variables of a build: Vite's `import.meta.env` in the page, `loadEnv` in the build. */
export type BuildEnv = Partial<Record<`VITE_${string}`, string | undefined>>

/** What a setting's value must be: its reading (undefined when malformed) and, in words, what is expected. */
interface SettingRule<T> {
  expected: string
  parse: (value: string) => T | undefined
}

/** Reads one setting: the variable's value as its rule reads it, or `fallback` when unset or empty. */
export type ReadSetting = <T>(name: `VITE_${string}`, rule: SettingRule<T>, fallback: T) => T

/** Called with each setting read: its variable, its value and whether that is the default. */
export type SettingSeen = (name: string, value: unknown, isDefault: boolean) => void

/**
 * Runs `read` over `env`; throws one error listing every malformed setting, one per line, e.g.
 * `VITE_VSL_STORE_URL="shop.example.com/kit" is not an absolute https:// URL`.
 */
export function readSettings<T>(
  env: BuildEnv,
  read: (setting: ReadSetting) => T,
  seen?: SettingSeen,
): T {
  const problems: string[] = []
  const settings = read((name, rule, fallback) => {
    const raw = env[name]
    const value = raw ? rule.parse(raw) : fallback
    if (value === undefined && raw) {
      problems.push(`${name}=${JSON.stringify(raw)} is not ${rule.expected}`)
    }
    seen?.(name, value ?? fallback, !raw)
    return value ?? fallback
  })
  if (problems.length > 0) throw new Error(problems.join('\n'))
  return settings
}

/** Whether `hostname` is this machine: a test build loads its stand-in video host from there over plain http. */
export const isLoopback = (hostname: string): boolean =>
  /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(hostname)

/**
 * An absolute https: URL with no `user:password@` (which would ship a secret in every page and
 * which browsers drop or refuse); plain http: only for this machine (the build refuses loopback
 * for dist/, build/build-dirs.ts).
 */
function absoluteUrl(value: string): URL | undefined {
  if (!/^https?:\/\/\S+$/i.test(value)) return undefined
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
  url: {
    expected: 'an absolute https:// URL with no user:password@',
    parse: (value) => absoluteUrl(value)?.href,
  },
  /** The site's public address: an origin, perhaps a path, with no trailing slash. */
  siteUrl: {
    expected: 'an absolute https:// URL with no user:password@, query or fragment',
    parse: (value) => {
      const url = absoluteUrl(value)
      if (!url || url.search || url.hash) return undefined
      return url.origin + url.pathname.replace(/\/+$/, '')
    },
  },
  /** A global variable's name. */
  identifier: {
    expected: 'a JavaScript identifier (letters, digits, _ and $, not starting with a digit)',
    parse: (value) => (/^[A-Za-z_$][\w$]*$/.test(value) ? value : undefined),
  },
  /** An element's id. */
  id: {
    expected: 'an HTML id (letters, digits, - and _, starting with a letter)',
    parse: (value) => (/^[A-Za-z][\w-]*$/.test(value) ? value : undefined),
  },
  name: {
    expected: 'one line of text of at most 100 characters',
    parse: (value) => lineOf(value, 100),
  },
  /** A postal address, its lines separated by ';'. */
  address: {
    expected: 'a postal address of 2 to 5 lines separated by ";"',
    parse: (value) => {
      const lines = value.split(';').map((line) => lineOf(line.trim(), 80))
      const whole = lines.filter((line): line is string => !!line)
      return whole.length === lines.length && whole.length >= 2 && whole.length <= 5
        ? whole
        : undefined
    },
  },
  email: {
    expected:
      'an email address (name@example.com: letters, digits and . _ + - before the @, at most 64 characters there and 254 in all)',
    parse: emailAddress,
  },
  /** As a visitor dials it: 7 to 15 digits (E.164's most), with spaces, ( ) - between, + first. */
  phone: {
    expected: 'a phone number (7 to 15 digits; spaces and ( ) - between them, + only first)',
    parse: (value) =>
      /^\+?[\d ()-]+$/.test(value) && /^(\D*\d){7,15}\D*$/.test(value) ? value : undefined,
  },
  /** An instant every visitor counts to alike: the masterclass's next start. */
  dateTime: {
    expected: 'an ISO 8601 date and time with its UTC offset (2026-12-03T19:00:00-05:00)',
    parse: offsetDateTime,
  },
  /** A count and the day it was true: '212@2026-11-24'. */
  datedCount: {
    expected:
      'a whole number, @ and the day it was true (212@2026-11-24; commas between thousands allowed)',
    parse: (value) => datedFigure(value, Number.MAX_SAFE_INTEGER),
  },
  /** A percentage and the day it was true: '73@2026-11-24'. */
  datedPercent: {
    expected: 'a whole percentage from 0 to 100, @ and the day it was true (73@2026-11-24)',
    parse: (value) => datedFigure(value, 100),
  },
} as const satisfies Record<string, SettingRule<unknown>>
