import { maxScore, minScore, quizRules } from '@machines/quiz/quiz.rules'
import { quizDial } from '@/content/quiz-results'
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
 * visitor's score on the results, with the needle on it. Its words are text over and under the
 * drawing, not in it, so that they keep their size however small the dial is drawn (the score
 * 24 px on a phone). Decoration beside the words that say the same (the score badge), so hidden
 * from assistive technology.
 */
export function ScoreDial({
  score,
  compact = false,
  className,
}: {
  score?: number
  /** Drawn small beside words that give the score (the intro's example): no title, no padding. */
  compact?: boolean
  className?: string
}) {
  const needle = pointAt(score ?? (minScore + maxScore) / 2, radius - 34)
  const first = minScore - 0.5
  const last = maxScore + 0.5
  return (
    <div
      aria-hidden="true"
      data-slot="score-dial"
      className={cn(
        'flex flex-col items-center rounded-3xl bg-white text-center',
        !compact && 'p-fit-3',
        className,
      )}
    >
      {compact ? null : (
        <span className="text-[0.6875rem] leading-tight font-semibold tracking-widest text-muted sm:text-xs">
          {quizDial.title}
        </span>
      )}
      <svg aria-hidden="true" viewBox="44 56 232 130" className="my-1.5 w-full">
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
      </svg>
      <span
        className={cn(
          'font-display leading-none font-semibold text-ink',
          compact ? 'text-xl' : 'text-2xl sm:text-3xl',
        )}
      >
        {score ?? quizDial.unknown} / {maxScore}
      </span>
    </div>
  )
}
