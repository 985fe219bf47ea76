import { cn } from '@/lib/cn'
import { alertIcon } from './drawings'
import { Icon } from './icons'

/**
 * The results' score badge: 'High Risk Score: N/24' (`quizResults.scoreBadge`) in the high-risk
 * red whatever the tier, as the spec has it. The results' head draws it
 * (src/sections/quiz-results/score-summary.tsx), and so does the intro's example of them
 * (src/sections/quiz-intro/results-preview.tsx, `compact`), so the example shows what the results
 * will.
 */
export function ScoreBadge({ text, compact = false }: { text: string; compact?: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border border-transparent bg-danger-600 font-bold text-white [print-color-adjust:exact]',
        compact
          ? 'gap-1.5 px-2.5 py-0.5 text-xs sm:py-1 sm:text-sm'
          : 'gap-2 px-fit-4 py-1.5 text-base shadow-lg shadow-danger-600/25 sm:py-2 print:py-1 print:shadow-none',
      )}
    >
      <Icon shapes={alertIcon} size={compact ? 'sm' : 'md'} />
      {text}
    </span>
  )
}
