import { CountdownClock } from '@/components/quiz/countdown-clock'
import { Icon } from '@/components/quiz/icons'
import { OutboundLink } from '@/components/ui/outbound-link'
import { outboundLinks } from '@/config/links'
import { quizResults } from '@/content/quiz'
import type { CountdownActorRef } from '@/hooks/use-countdown'

/**
 * The banner across the top of the results, and the way to the masterclass from the first screen:
 * the whole banner is the registration link.
 */
export function CountdownBanner({ countdown }: { countdown: CountdownActorRef }) {
  const copy = quizResults.countdown
  return (
    <OutboundLink
      href={outboundLinks.masterclass}
      aria-describedby="quiz-new-tab-note"
      data-slot="countdown-banner"
      className="group flex flex-wrap items-center justify-center gap-x-4 gap-y-2 border border-transparent bg-danger-700 px-4 py-3 text-center text-white hover:bg-danger-600 focus-visible:outline-white sm:py-3.5"
    >
      <span className="flex items-center justify-center gap-x-2 text-xs font-bold sm:text-base sm:tracking-wide">
        <Icon name="video" className="hidden sm:block" />
        <span>{copy.label}</span>
        <CountdownClock
          countdown={countdown}
          className="rounded-md bg-white/15 px-2 py-0.5 text-base text-white sm:text-lg"
        />
      </span>
      <span className="text-sm text-white max-sm:basis-full">{copy.registered}</span>
      <span className="inline-flex min-h-10 items-center gap-1.5 rounded-full border border-transparent bg-white px-4 text-sm font-bold text-danger-700 shadow-sm group-hover:bg-danger-50">
        {copy.action}
        <Icon name="arrowRight" size="sm" />
      </span>
    </OutboundLink>
  )
}
