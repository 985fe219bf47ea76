import { useId } from 'react'
import { filledLines, keptLast, Line } from '@/components/ui/kept-words'
import type { SampleReportCopy } from '@/content/sales-types'

/**
 * A sample report of findings as a card of real text, readable on a phone (nothing under 12 px),
 * stamped a sample. Each finding's place on its scale is drawn in SVG (its position an attribute,
 * so no inline style for the CSP to refuse); the words beside it say the same.
 */
export function SampleReport({ report }: { report: SampleReportCopy }) {
  const gradient = useId()
  return (
    <div
      data-slot="sample-report-card"
      className="relative rounded-xl bg-white p-fit-3.5 print:break-inside-avoid text-[0.8125rem] leading-snug text-ink shadow-lg shadow-brand-950/10 ring-1 ring-sand-200 sm:p-5 sm:text-sm"
    >
      <p className="absolute top-3 right-3 rotate-6 border-2 border-danger-700 bg-white px-2 text-xs font-extrabold tracking-[0.2em] text-danger-700 uppercase">
        {report.label}
      </p>
      <div className="border-b-2 border-brand-700 pb-2">
        <p className="pr-24 text-xs font-bold tracking-[0.12em] text-brand-700 uppercase large-text:pt-7 large-text:pr-0">
          {report.issuer}
        </p>
        <p className="font-display text-lg leading-tight font-semibold text-brand-950">
          {report.title}
        </p>
        <p className="text-xs text-muted">{report.member}</p>
      </div>
      <svg aria-hidden="true" className="absolute size-0">
        <defs>
          <linearGradient id={gradient}>
            <stop offset="0" stopColor="#ddf3ef" />
            <stop offset="1" stopColor="#136069" />
          </linearGradient>
        </defs>
      </svg>
      <dl className="mt-2 space-y-2">
        {report.findings.map((finding) => (
          <div key={finding.title}>
            <dt className="font-bold text-brand-950">{finding.title}</dt>
            <dd>
              <span
                className="mt-0.5 flex items-center gap-2 text-xs text-muted"
                aria-hidden="true"
              >
                {report.scale.lower}
                <svg aria-hidden="true" className="h-4 w-full min-w-0 flex-1 overflow-visible">
                  <rect y="5" width="100%" height="6" rx="3" fill={`url(#${gradient})`} />
                  <circle
                    cx={`${finding.position * 100}%`}
                    cy="8"
                    r="6.5"
                    className="fill-brand-950 stroke-white"
                    strokeWidth="2.5"
                  />
                </svg>
                {report.scale.higher}
              </span>
              {/* Its last words kept (Gecko: 'watching.', 'there.' alone, round 14). */}
              <p className={`mt-0.5 ${filledLines}`}>{keptLast(finding.text)}</p>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 font-bold text-brand-950">{report.nextSteps.title}</p>
      <ul className="mt-0.5 list-disc pl-4.5 marker:text-brand-500">
        {report.nextSteps.items.map((item) => (
          // Its last pair held: Gecko, which ignores `text-wrap: pretty`, left 'order' alone on
          // the last line at 375 ('…to start with, in / order', round 13).
          <li key={item}>
            <Line text={item} />
          </li>
        ))}
      </ul>
    </div>
  )
}
