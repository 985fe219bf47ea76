import type { RiskTier } from '@machines/quiz/quiz.rules'
import { maxScore, minScore, quizRules } from '@machines/quiz/quiz.rules'
import { type ComponentProps, useEffect, useRef } from 'react'
import { Portrait } from '@/components/sales/portrait'
import { buttonVariants } from '@/components/ui/button-variants'
import { OutboundLink } from '@/components/ui/outbound-link'
import { outboundLinks } from '@/config/links'
import { quizFigures, quizResults } from '@/content/quiz'
import { type CountdownActorRef, useCountdown } from '@/hooks/use-countdown'
import { cn } from '@/lib/cn'
import { CountdownClock } from './countdown-clock'
import { Icon, type IconName } from './icons'
import { QuizSection } from './quiz-chrome'
import { ScoreDial } from './score-dial'

/**
 * The banner across the top of the results, and the way to the masterclass from the first screen:
 * the whole banner is the registration link.
 */
function CountdownBanner({ countdown }: { countdown: CountdownActorRef }) {
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

const tierRanges: Record<RiskTier, readonly [number, number]> = {
  low: [minScore, quizRules.lowMaxScore],
  moderate: [quizRules.lowMaxScore + 1, quizRules.moderateMaxScore],
  high: [quizRules.moderateMaxScore + 1, maxScore],
}
const tierOrder = ['low', 'moderate', 'high'] as const satisfies readonly RiskTier[]
const tierColours: Record<RiskTier, string> = {
  low: 'bg-brand-600',
  moderate: 'bg-gold-400',
  high: 'bg-danger-600',
}

function ScoreSummary({ score, tier }: { score: number; tier: RiskTier }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus({ preventScroll: true })
  }, [])
  const copy = quizResults.tiers[tier]
  return (
    <section aria-labelledby="quiz-result-heading" className="px-4 pt-10 pb-12 sm:px-6 sm:pt-14">
      <div className="mx-auto max-w-3xl text-center">
        <p className="inline-flex items-center gap-2 rounded-full border border-transparent bg-danger-600 px-4 py-2 text-base font-bold text-white shadow-lg shadow-danger-600/25">
          <Icon name="alert" />
          {quizResults.scoreBadge(score)}
        </p>
        <h1
          ref={heading}
          id="quiz-result-heading"
          tabIndex={-1}
          className="mt-6 font-display text-3xl leading-tight font-semibold tracking-tight text-balance text-brand-950 focus:outline-none sm:text-5xl"
        >
          {copy.title}
        </h1>
        <p className="mt-4 text-xl font-semibold text-pretty text-brand-800">{copy.subtitle}</p>
        <ScoreDial score={score} className="mx-auto mt-8 w-full max-w-72 drop-shadow-lg" />
        <ol
          aria-label={quizResults.scale.name}
          className="mx-auto mt-4 grid max-w-xl grid-cols-3 gap-2 text-left"
        >
          {tierOrder.map((name) => {
            const [from, to] = tierRanges[name]
            const current = name === tier
            return (
              <li
                key={name}
                aria-current={current ? 'true' : undefined}
                className={cn(
                  'rounded-xl p-2 ring-1 ring-sand-200',
                  current && 'bg-white ring-2 ring-ink',
                )}
              >
                <span className={cn('block h-2 rounded-full', tierColours[name])} />
                <span className="mt-2 block text-sm font-semibold text-ink">
                  {quizResults.scale.labels[name]}
                </span>
                <span className="block text-xs text-muted">
                  {from}–{to}
                  {current ? ` · ${quizResults.scale.you}` : ''}
                </span>
              </li>
            )
          })}
        </ol>
        <p className="mt-8 text-left text-lg leading-relaxed text-ink sm:text-center">
          {copy.symptoms}
        </p>
        <p className="mt-4 text-sm text-muted">{quizResults.disclaimer}</p>
      </div>
    </section>
  )
}

const credentialIcons: readonly IconName[] = ['users', 'book', 'award']

/** The hosts as the live session shows them: side by side, each with a name plate. */
function Hosts() {
  const { pitch } = quizResults
  return (
    <figure className="relative rounded-3xl bg-linear-to-br from-brand-700 to-brand-900 p-4 shadow-2xl ring-1 ring-white/10 sm:p-6">
      <figcaption className="flex items-center justify-between text-sm font-semibold text-brand-100">
        {pitch.hostsLabel}
        <span className="inline-flex items-center gap-1.5 rounded-full bg-danger-600 px-3 py-1 text-xs font-bold tracking-widest text-white uppercase">
          <span aria-hidden="true" className="size-2 rounded-full bg-white" />
          {pitch.live}
        </span>
      </figcaption>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4">
        {pitch.hosts.map((host) => (
          <li
            key={host.name}
            className="flex flex-col items-center rounded-2xl bg-brand-50 px-2 pt-5 pb-3 text-center sm:px-4"
          >
            <Portrait person={host} className="size-24 ring-4 sm:size-32" />
            <span className="mt-3 w-full rounded-lg bg-brand-950 px-2 py-1.5 text-sm leading-tight font-semibold text-white">
              {host.name}
              <span className="mt-0.5 block text-xs font-medium text-brand-200">{host.role}</span>
            </span>
          </li>
        ))}
      </ul>
    </figure>
  )
}

function MasterclassPitch() {
  const { pitch } = quizResults
  return (
    <QuizSection headingId="quiz-pitch-heading" className="bg-brand-950 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-2">
        <Hosts />
        <div>
          <p className="text-sm font-bold tracking-widest text-gold-400 uppercase">
            {pitch.eyebrow}
          </p>
          <h2
            id="quiz-pitch-heading"
            className="mt-3 font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
          >
            {pitch.heading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-brand-100">{pitch.text}</p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-3">
            {pitch.credentials.map((credential, index) => (
              <li
                key={credential}
                className="flex items-center gap-2.5 rounded-2xl bg-white/5 px-4 py-3 text-sm font-semibold ring-1 ring-white/10"
              >
                <Icon name={credentialIcons[index] ?? 'check'} className="text-gold-400" />
                {credential}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </QuizSection>
  )
}

function Struggles() {
  const { struggles } = quizResults
  return (
    <QuizSection headingId="quiz-struggles-heading" className="bg-white">
      <div className="mx-auto max-w-3xl">
        <h2
          id="quiz-struggles-heading"
          className="font-display text-3xl font-semibold tracking-tight text-brand-950 sm:text-4xl"
        >
          {struggles.heading}
        </h2>
        <ul className="mt-8 grid gap-3 sm:grid-cols-2">
          {struggles.items.map((item) => (
            <li
              key={item}
              className="flex items-start gap-3 rounded-2xl bg-sand-50 p-4 text-ink ring-1 ring-sand-200"
            >
              <Icon name="checkCircle" className="mt-0.5 text-cta-600" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </QuizSection>
  )
}

function HiddenDanger() {
  const { hiddenDanger } = quizResults
  return (
    <QuizSection headingId="quiz-danger-heading" className="bg-danger-50">
      <div className="mx-auto max-w-6xl">
        <h2
          id="quiz-danger-heading"
          className="max-w-2xl font-display text-3xl font-semibold tracking-tight text-brand-950 sm:text-4xl"
        >
          {hiddenDanger.heading}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-muted">{hiddenDanger.lede}</p>
        <dl className="mt-10 grid gap-4 md:grid-cols-3">
          {hiddenDanger.stats.map((stat) => (
            <div
              key={stat.value}
              className="flex flex-col-reverse justify-end rounded-3xl bg-white p-6 shadow-sm ring-1 ring-danger-600/15"
            >
              <dt className="mt-2 leading-relaxed text-ink">{stat.label}</dt>
              <dd className="font-display text-5xl font-semibold text-danger-700">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </QuizSection>
  )
}

function Discoveries() {
  const { discoveries } = quizResults
  return (
    <QuizSection headingId="quiz-discover-heading" className="bg-white">
      <div className="mx-auto max-w-3xl">
        <h2
          id="quiz-discover-heading"
          className="font-display text-3xl font-semibold tracking-tight text-brand-950 sm:text-4xl"
        >
          {discoveries.heading}
        </h2>
        <ol className="mt-8 space-y-4">
          {discoveries.items.map((item, index) => (
            <li key={item} className="flex items-start gap-4">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-800 font-display text-lg font-semibold text-white"
              >
                {index + 1}
              </span>
              <span className="pt-1.5 text-lg leading-relaxed text-ink">{item}</span>
            </li>
          ))}
        </ol>
      </div>
    </QuizSection>
  )
}

function Registration({ countdown }: { countdown: CountdownActorRef }) {
  const { registration, buttons, reassurances } = quizResults
  return (
    <QuizSection headingId="quiz-register-heading" className="bg-sand-100">
      <div className="mx-auto max-w-2xl rounded-[2rem] bg-white p-6 text-center shadow-xl ring-1 shadow-brand-950/5 ring-sand-200 sm:p-10">
        <h2
          id="quiz-register-heading"
          className="font-display text-3xl font-semibold tracking-tight text-brand-950 sm:text-4xl"
        >
          {registration.heading}
        </h2>
        <p className="mt-5 flex flex-col items-center gap-1 rounded-2xl bg-danger-50 px-4 py-4 text-danger-700">
          <span className="flex items-center gap-2 text-sm font-semibold tracking-wide uppercase">
            <Icon name="clock" size="sm" />
            {registration.closesIn}
          </span>
          <CountdownClock countdown={countdown} className="text-4xl font-bold" />
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
          <p className="text-ink">{registration.registered}</p>
          <p className="text-danger-700">{registration.remaining}</p>
        </div>
        <div className="mt-8 flex flex-col items-center gap-4">
          <OutboundLink
            href={outboundLinks.masterclass}
            aria-describedby="quiz-new-tab-note"
            className={cn(
              buttonVariants({ variant: 'cta', size: 'xl' }),
              'flex-col py-3 leading-snug',
            )}
          >
            <span className="inline-flex items-center gap-2">
              {buttons.reserveLines[0]}
              <Icon name="arrowRight" />
            </span>{' '}
            <span className="text-sm font-medium text-cta-100 sm:text-base">
              {buttons.reserveLines[1]}
            </span>
          </OutboundLink>
          <OutboundLink
            href={outboundLinks.masterclass}
            aria-describedby="quiz-new-tab-note"
            className={cn(buttonVariants({ variant: 'outline', size: 'md' }), 'w-full sm:w-auto')}
          >
            {buttons.energy}
          </OutboundLink>
        </div>
        <p id="quiz-new-tab-note" className="sr-only">
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
    </QuizSection>
  )
}

/**
 * The results screen, its parts in the product's order. Its countdown starts at 508 s each
 * time the screen shows and stops when it goes.
 */
export function QuizResults({
  score,
  tier,
  className,
  ...props
}: ComponentProps<'div'> & { score: number; tier: RiskTier }) {
  const countdown = useCountdown(quizFigures.masterclass.countdownSeconds)
  return (
    <div data-slot="quiz-results" className={cn('bg-sand-50', className)} {...props}>
      <CountdownBanner countdown={countdown} />
      <ScoreSummary score={score} tier={tier} />
      <MasterclassPitch />
      <Struggles />
      <HiddenDanger />
      <Discoveries />
      <Registration countdown={countdown} />
    </div>
  )
}
