import type { RiskTier } from '@machines/quiz/quiz.rules'
import { CountdownLine } from '@/components/quiz/countdown-clock'
import { Icon } from '@/components/quiz/icons'
import { AsOf } from '@/components/ui/as-of'
import { quizResults } from '@/content/quiz-results'
import type { CountdownActorRef } from '@/hooks/use-countdown'
import { cn } from '@/lib/cn'

/** The banner's tone follows the tier: calm for a low score, alarm only for a high one. */
const tones: Record<RiskTier, string> = {
  low: 'border-b border-brand-100 bg-brand-50 text-brand-900',
  moderate: 'bg-brand-900 text-white',
  high: 'bg-danger-700 text-white',
}

/** A slim line across the top of the results: when the masterclass starts, and who has registered. */
export function CountdownBanner({
  countdown,
  tier,
}: {
  countdown: CountdownActorRef
  tier: RiskTier
}) {
  const copy = quizResults.countdown
  return (
    <p
      data-slot="countdown-banner"
      className={cn(
        'flex flex-wrap items-center justify-center gap-x-3 px-4 py-1.5 text-center text-xs leading-tight sm:py-2 sm:text-sm print:hidden',
        tones[tier],
      )}
    >
      <span className="inline-flex items-center gap-x-2 font-bold sm:tracking-wide">
        <Icon name="video" size="sm" className="max-sm:hidden" />
        <CountdownLine
          countdown={countdown}
          label={copy.label}
          clockClassName="rounded-md bg-white/15 px-1.5 py-0.5 text-sm"
        />
      </span>
      <span>
        {copy.registered}
        <AsOf figure="masterclassRegistered" />
      </span>
    </p>
  )
}
