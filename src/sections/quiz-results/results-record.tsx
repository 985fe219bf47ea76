import { useState } from 'react'
import { company } from '@/config/company'
import { quizResults } from '@/content/quiz-results'

const { record } = quizResults

/** 'November 24, 2026': the day the results showed, in the copy's language. */
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' })

/**
 * The printed record's head: what it is, the day it was taken and how the score is counted.
 * On paper only; the screen says all of it already. The day is read once, when the results
 * first show (they only ever render in the browser, after the last answer).
 */
export function RecordHead() {
  const [taken] = useState(() => dateFormat.format(new Date()))
  return (
    <div className="hidden px-4 pt-2 sm:px-6 print:block">
      <div className="mx-auto max-w-6xl border-b border-sand-200 pb-2 text-sm">
        <p className="font-semibold text-ink">{record.heading}</p>
        <p className="text-muted">
          {record.date(taken)} · {record.scoringKey}
        </p>
      </div>
    </div>
  )
}

/** The printed record's foot: who is behind the assessment and how to reach them. */
export function RecordFoot() {
  return (
    <div className="hidden px-4 sm:px-6 print:block">
      <address className="mx-auto max-w-6xl border-t border-sand-200 pt-2 text-xs not-italic text-muted">
        {record.contact} {company.legalName}, {company.address.join(', ')} · {company.email}
        {company.phone ? ` · ${company.phone}` : ''}
      </address>
    </div>
  )
}
