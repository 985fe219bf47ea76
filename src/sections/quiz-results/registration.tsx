import { CountdownLine } from '@/components/quiz/countdown-clock'
import { Icon } from '@/components/quiz/icons'
import { QuizHeadedSection } from '@/components/quiz/quiz-chrome'
import { AsOf } from '@/components/ui/as-of'
import { quizResults } from '@/content/quiz-results'
import type { CountdownActorRef } from '@/hooks/use-countdown'
import { MasterclassLink, newTabNoteId, ReserveButton } from './reserve-button'

export function Registration({ countdown }: { countdown: CountdownActorRef }) {
  const { registration, buttons, reassurances } = quizResults
  return (
    <QuizHeadedSection headingId="quiz-register-heading" copy={registration} tone="sand">
      <div className="mt-8 max-w-2xl rounded-[2rem] bg-white px-3 py-6 text-center shadow-xl ring-1 shadow-brand-950/5 ring-sand-200 sm:p-10">
        <p className="flex flex-col items-center gap-1 rounded-2xl bg-danger-50 px-4 py-4 text-danger-700">
          <CountdownLine
            countdown={countdown}
            label={
              <span className="flex items-center gap-2 text-sm font-semibold tracking-wide uppercase">
                <Icon name="clock" size="sm" />
                {registration.closesIn}
              </span>
            }
            clockClassName="text-4xl font-bold"
          />
        </p>
        <svg
          viewBox="0 0 100 6"
          preserveAspectRatio="none"
          width="100"
          height="6"
          aria-hidden="true"
          focusable="false"
          className="mt-6 h-3 w-full overflow-hidden rounded-full"
        >
          <rect width="100" height="6" rx="3" className="fill-sand-200" />
          <rect width={registration.filledPercent} height="6" rx="3" className="fill-cta-600" />
        </svg>
        <div className="mt-3 flex flex-col gap-1 text-sm font-semibold sm:flex-row sm:justify-between">
          <p className="text-ink">
            {registration.registered}
            <AsOf figure="masterclassRegistered" />
          </p>
          <p className="text-danger-700">
            {registration.remaining}
            <AsOf figure="masterclassSpotsLeft" />
          </p>
        </div>
        <div className="mt-8 flex flex-col items-center gap-4">
          <ReserveButton />
          <MasterclassLink
            look={{ variant: 'outline', size: 'md' }}
            className="w-full max-sm:px-3 max-[22rem]:text-[0.9375rem] sm:w-auto"
          >
            {buttons.energy}
          </MasterclassLink>
        </div>
        <p id={newTabNoteId} className="sr-only">
          {quizResults.newTabNote}
        </p>
        <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-2 text-left text-sm font-medium text-muted sm:flex sm:flex-wrap sm:justify-center sm:gap-x-5">
          {reassurances.map((item) => (
            <li key={item} className="flex items-start gap-1.5 last:col-span-2">
              <Icon name="check" size="sm" className="mt-0.5 text-brand-600" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </QuizHeadedSection>
  )
}
