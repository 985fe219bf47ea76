import { useEffect, useState } from 'react'
import { outsideGutterWidth } from '@/components/ui/content-widths'
import { DottedLine } from '@/components/ui/dotted-line'
import { company, site } from '@/config/page-settings'
import { postalAddress } from '@/content/contact'
import { quizResults } from '@/content/quiz-results'

const { record } = quizResults

/** 'November 24, 2026': the day the results showed, in the copy's language. */
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' })
/**
 * '2:30 PM GMT+1' or '14:30 CET': the time of day as the visitor's own browser writes it, with its
 * zone, so that a doctor reading the paper elsewhere knows when it was.
 */
const timeFormat = new Intl.DateTimeFormat(undefined, {
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
})

/**
 * The printed record's head: what it is, lines for the visitor to write their name and date of
 * birth on (the doctor's first check of whose record it is), the day
 * and time it was taken and how the score is counted. On paper only; the screen says all of it
 * already. The moment is the quiz's (`reachedAt`, kept with it in the tab): when the results were
 * reached, not when the page was reloaded.
 */
export function RecordHead({ reachedAt }: { reachedAt: number | undefined }) {
  const at = reachedAt === undefined ? undefined : new Date(reachedAt)
  const taken = at ? record.taken(dateFormat.format(at), timeFormat.format(at)) : undefined
  return (
    <div className="hidden px-fit-4 pt-2 sm:px-6 print:block">
      <div className={`mx-auto ${outsideGutterWidth} border-b border-sand-200 pb-2 text-sm`}>
        {/* Wraps on a narrow sheet, never squeezing a word or a label. */}
        <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
          <p className="font-semibold text-ink">{record.heading}</p>
          {/* Left blank, to be written in by hand. */}
          <p className="flex min-w-40 grow items-end gap-2 text-ink sm:max-w-80">
            {record.name}
            <span className="grow border-b border-ink" />
          </p>
          <p className="flex w-48 shrink-0 items-end gap-2 text-ink">
            {record.dateOfBirth}
            <span className="grow border-b border-ink" />
          </p>
        </div>
        <p className="mt-1 text-muted">
          {taken ? `${taken} · ` : ''}
          {record.scoringKey}
        </p>
      </div>
    </div>
  )
}

/**
 * The printed record's foot: who is behind the assessment, how to reach them, and where the site
 * is: its public address when the build was given one (VITE_SITE_URL), else the address the page
 * was opened at, read in the browser.
 */
export function RecordFoot() {
  const [address, setAddress] = useState(site.url)
  // Reads the outside world (the address the page was opened at), which the prerender lacks.
  useEffect(() => {
    if (!site.url) setAddress(window.location.origin)
  }, [])
  // The postal address an item of its own, so it wraps whole to a line of its own: run on after
  // the name, its last words wrapped alone ('United States' on A4, review 23).
  const parts = [
    `${record.contact} ${company.name}`,
    postalAddress.join(', '),
    company.email,
    company.phone,
    address && `${record.site} ${address}`,
  ].filter((part): part is string => Boolean(part))
  // Its parts as the quiz joins them, no line beginning or ending on a dot (round 9: a second
  // line began '· support@…').
  return (
    <div className="hidden px-fit-4 sm:px-6 print:block">
      <address
        className={`mx-auto ${outsideGutterWidth} border-t border-sand-200 pt-2 text-xs not-italic text-muted`}
      >
        <DottedLine items={parts} />
      </address>
    </div>
  )
}
