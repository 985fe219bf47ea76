import { outboundLinks } from '@/config/page-settings'
import { asOfCopy } from '@/content/as-of'
import { quizResults } from '@/content/quiz-results'
import { useMounted } from '@/hooks/use-mounted'
import { cn } from '@/lib/cn'
import { calendarDataUrl, calendarFile } from '@/lib/ics'
import { localDateTimeWords, utcDateTimeWords } from '@/lib/local-time'

/** The .ics text for the session starting at `startsAt`, made now, on the device. */
function masterclassCalendar(startsAt: number, durationMinutes: number, now: number) {
  const { calendar } = quizResults.start
  const url = outboundLinks.masterclassUrl
  return calendarFile({
    uid: `${calendar.uidPrefix}-${new Date(startsAt).toISOString().replace(/[-:.]/g, '')}@${new URL(url).hostname}`,
    startsAt,
    durationMinutes,
    summary: calendar.summary,
    description: `${calendar.description}${url}`,
    url,
    now,
  })
}

/**
 * The set start in words in the visitor's own zone ('Starts Wednesday, January 15, 7:00 pm (your
 * time)'), and "Add to calendar": an .ics file made on the device as a data: URL, nothing sent.
 * Both need the browser (its zone, its clock), so they render once mounted; before, the same
 * line in UTC holds their place, unseen, so nothing moves.
 */
export function MasterclassStart({
  startsAt,
  durationMinutes,
  className,
}: {
  startsAt: number
  durationMinutes: number
  className?: string
}) {
  const mounted = useMounted()
  const { start } = quizResults
  const when = mounted
    ? `${localDateTimeWords(startsAt, { start: true })} ${asOfCopy.yourTime}`
    : utcDateTimeWords(startsAt)
  return (
    <div
      data-slot="masterclass-start"
      className={cn('flex flex-col items-center gap-1 text-sm', !mounted && 'invisible', className)}
    >
      {/* In ink whatever the panel's tone: a date is information, not an alarm. */}
      <p className="font-semibold text-ink">{start.line(when)}</p>
      <a
        href={
          mounted
            ? calendarDataUrl(masterclassCalendar(startsAt, durationMinutes, Date.now()))
            : undefined
        }
        download={start.calendar.fileName}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
      >
        {start.addToCalendar}
      </a>
    </div>
  )
}
