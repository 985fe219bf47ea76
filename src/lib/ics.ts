/**
 * An iCalendar file (RFC 5545) of one event, as text: made on the visitor's device for "Add to
 * calendar", never sent anywhere. Pure: the caller gives the time it is made (DTSTAMP).
 */
export interface CalendarEvent {
  /** Unique and stable for the event: the same session added twice is one event. */
  uid: string
  /** Start, ms since the epoch; written in UTC. */
  startsAt: number
  durationMinutes: number
  summary: string
  description?: string
  /** Where the event is joined or registered for. */
  url: string
  /** When the file is made, ms since the epoch (DTSTAMP). */
  now: number
}

const crlf = '\r\n'

/** 2030-01-16T00:00:00Z -> '20300116T000000Z' (a UTC DATE-TIME). */
function utcDateTime(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`
}

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545, 3.3.11). */
function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/**
 * A content line folded at 75 octets (RFC 5545, 3.1): each further line starts with a space, and
 * no UTF-8 character is split.
 */
function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let part = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    // The first line holds 75 octets; each further one a space and 74.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(part)
      part = ''
      octets = 0
    }
    part += char
    octets += size
  }
  parts.push(part)
  return parts.join(`${crlf} `)
}

/** The .ics text of one event: VCALENDAR with one VEVENT, CRLF line endings, lines folded. */
export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CellWise Health//Masterclass//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(event.now)}`,
    `DTSTART:${utcDateTime(event.startsAt)}`,
    `DURATION:PT${Math.round(event.durationMinutes)}M`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(crlf) + crlf
}

/** The file as a data: URL for an `<a download>`: nothing is fetched or sent to open it. */
export function calendarDataUrl(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`
}
