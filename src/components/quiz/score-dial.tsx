import { maxScore, minScore, quizRules } from '@machines/quiz/quiz.rules'
import { quizDial } from '@/content/quiz'
import { cn } from '@/lib/cn'

const centre = { x: 160, y: 172 }
const radius = 104

/** Where a score sits on the half circle, left (lowest) to right (highest), rounded to 0.1 px. */
function pointAt(score: number, distance = radius) {
  const angle = Math.PI * (1 - (score - minScore) / (maxScore - minScore))
  const round = (value: number) => Math.round(value * 10) / 10
  return {
    x: round(centre.x + distance * Math.cos(angle)),
    y: round(centre.y - distance * Math.sin(angle)),
  }
}

function arc(from: number, to: number): string {
  const start = pointAt(from)
  const end = pointAt(to)
  return `M${start.x} ${start.y}A${radius} ${radius} 0 0 1 ${end.x} ${end.y}`
}

/** The tiers' zones on the dial, each from its first score to its last; gaps fall between. */
const gap = 0.15
const zones = [
  { from: minScore - 0.5, to: quizRules.lowMaxScore + 0.5, colour: 'stroke-brand-500' },
  {
    from: quizRules.lowMaxScore + 0.5,
    to: quizRules.moderateMaxScore + 0.5,
    colour: 'stroke-gold-400',
  },
  { from: quizRules.moderateMaxScore + 0.5, to: maxScore + 0.5, colour: 'stroke-danger-600' },
] as const

/**
 * The metabolic score as a dial with the three tiers' zones: '? / 24' before the quiz, the
 * visitor's score on the results, with the needle on it. Decoration beside the words that say
 * the same (the score badge), so hidden from assistive technology.
 */
export function ScoreDial({ score, className }: { score?: number; className?: string }) {
  const needle = pointAt(score ?? (minScore + maxScore) / 2, radius - 34)
  const first = minScore - 0.5
  const last = maxScore + 0.5
  return (
    <svg
      viewBox="0 0 320 240"
      width="320"
      height="240"
      aria-hidden="true"
      focusable="false"
      data-slot="score-dial"
      className={cn('h-auto', className)}
    >
      <rect x="8" y="8" width="304" height="224" rx="28" className="fill-white" />
      {zones.map((zone) => (
        <path
          key={zone.colour}
          d={arc(Math.max(zone.from + gap, first), Math.min(zone.to - gap, last))}
          className={cn('fill-none', zone.colour)}
          strokeWidth="22"
        />
      ))}
      <path
        d={`M${centre.x} ${centre.y} ${needle.x} ${needle.y}`}
        className="stroke-ink"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <circle cx={centre.x} cy={centre.y} r="12" className="fill-ink" />
      <text
        x="160"
        y="46"
        textAnchor="middle"
        className="fill-muted font-sans text-[13px] font-semibold tracking-[0.14em]"
      >
        {quizDial.title}
      </text>
      <text
        x="160"
        y="218"
        textAnchor="middle"
        className="fill-ink font-display text-[28px] font-semibold"
      >
        {score ?? quizDial.unknown} / {maxScore}
      </text>
    </svg>
  )
}
