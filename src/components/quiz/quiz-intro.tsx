import { Portrait } from '@/components/sales/portrait'
import { buttonVariants } from '@/components/ui/button-variants'
import { quizIntro } from '@/content/quiz'
import { cn } from '@/lib/cn'
import { Icon, type IconName } from './icons'
import { QuizSection } from './quiz-chrome'
import { ScoreDial } from './score-dial'

interface IntroProps {
  onStart: () => void
}

function IntroHero({ onStart }: IntroProps) {
  return (
    <section
      aria-labelledby="quiz-intro-heading"
      className="relative overflow-hidden bg-brand-950 px-4 pt-6 pb-14 text-white sm:px-6 sm:pt-16 sm:pb-20"
    >
      <HeroBackdrop />
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-[1.15fr_0.85fr]">
        <div>
          <p className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-brand-100 ring-1 ring-white/15 sm:gap-2 sm:px-3.5 sm:py-1.5 sm:text-sm">
            <Icon name="clock" size="sm" className="text-gold-400" />
            {quizIntro.eyebrow}
          </p>
          <h1
            id="quiz-intro-heading"
            className="mt-4 font-display text-[2rem] leading-[1.08] font-semibold tracking-tight text-balance sm:mt-5 sm:text-5xl lg:text-6xl"
          >
            {quizIntro.heading}
          </h1>
          <p className="mt-3 max-w-xl text-base leading-normal text-brand-100 sm:mt-5 sm:text-xl sm:leading-relaxed">
            {quizIntro.lede}
          </p>
          <dl className="mt-5 grid max-w-xl grid-cols-3 divide-x divide-white/15 rounded-2xl bg-white/5 py-3 ring-1 ring-white/10 sm:mt-8 sm:py-4">
            {quizIntro.counters.map((counter) => (
              <div
                key={counter.label}
                className="flex flex-col-reverse justify-end px-2 text-center sm:px-4"
              >
                <dt className="mt-1 text-xs leading-snug text-brand-200 sm:text-sm">
                  {counter.label}
                </dt>
                <dd className="font-display text-xl font-semibold text-white min-[22rem]:text-2xl sm:text-3xl">
                  {counter.value}
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-5 flex flex-col items-stretch gap-3 sm:mt-8 sm:flex-row sm:items-center sm:gap-5">
            <button
              type="button"
              onClick={onStart}
              className={cn(
                buttonVariants({ size: 'xl' }),
                'shrink-0 tracking-wide whitespace-nowrap noscript:hidden sm:w-auto sm:px-10',
              )}
            >
              {quizIntro.start}
              <Icon name="arrowRight" />
            </button>
            <NoScriptNote tone="dark" />
            <p className="flex items-center justify-center gap-2 text-sm text-brand-200">
              <Icon name="lock" size="sm" />
              {quizIntro.startNote}
            </p>
          </div>
        </div>
        <ScoreDial className="mx-auto hidden w-full max-w-sm drop-shadow-2xl lg:block" />
      </div>
    </section>
  )
}

function HeroBackdrop() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 400 400"
      width="400"
      height="400"
      className="pointer-events-none absolute -top-24 -right-32 size-[28rem] opacity-25 sm:size-[40rem]"
    >
      <circle cx="200" cy="200" r="190" className="fill-none stroke-brand-500" strokeWidth="1" />
      <circle cx="200" cy="200" r="140" className="fill-none stroke-brand-500" strokeWidth="1" />
      <circle cx="200" cy="200" r="90" className="fill-brand-800" />
      <circle cx="230" cy="180" r="34" className="fill-brand-600" />
      <circle cx="120" cy="120" r="10" className="fill-brand-600" />
      <circle cx="300" cy="290" r="14" className="fill-brand-700" />
    </svg>
  )
}

function ExpertProfiles() {
  const { experts } = quizIntro
  return (
    <QuizSection headingId="quiz-experts-heading" className="bg-sand-100">
      <div className="mx-auto max-w-6xl">
        <h2
          id="quiz-experts-heading"
          className="max-w-2xl font-display text-3xl font-semibold tracking-tight text-brand-950 sm:text-4xl"
        >
          {experts.heading}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-muted">{experts.lede}</p>
        <ul className="mt-10 grid gap-5 md:grid-cols-2">
          {experts.experts.map(({ person, quote }) => (
            <li
              key={person.name}
              className="flex flex-col gap-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:flex-row sm:p-8"
            >
              <Portrait person={person} className="size-24 shrink-0 ring-4 sm:size-28" />
              <div>
                <h3 className="text-xl font-semibold text-ink">{person.name}</h3>
                <p className="mt-0.5 font-medium text-brand-700">{person.role}</p>
                <p className="mt-1 text-sm text-muted">{person.credentials}</p>
                <blockquote className="mt-4 border-l-4 border-brand-200 pl-4 font-display text-lg leading-relaxed text-ink">
                  “{quote}”
                </blockquote>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </QuizSection>
  )
}

const warningIcons: readonly IconName[] = ['battery', 'target', 'cloud']

function WarningSigns() {
  const { warningSigns } = quizIntro
  return (
    <QuizSection headingId="quiz-warning-heading" className="bg-white">
      <div className="mx-auto max-w-6xl">
        <h2
          id="quiz-warning-heading"
          className="max-w-2xl font-display text-3xl font-semibold tracking-tight text-brand-950 sm:text-4xl"
        >
          {warningSigns.heading}
        </h2>
        <ol className="mt-10 grid gap-5 md:grid-cols-3">
          {warningSigns.cards.map((card, index) => (
            <li
              key={card.title}
              className="relative rounded-3xl border border-sand-200 bg-sand-50 p-6 sm:p-7"
            >
              <span className="flex size-12 items-center justify-center rounded-2xl bg-cta-100 text-cta-700">
                <Icon name={warningIcons[index] ?? 'alert'} size="lg" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-ink">{card.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{card.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </QuizSection>
  )
}

function ScoreBlock({ onStart }: IntroProps) {
  const { score } = quizIntro
  return (
    <QuizSection headingId="quiz-score-heading" className="bg-sand-100">
      <div className="mx-auto grid max-w-5xl items-center gap-8 rounded-[2rem] bg-white p-6 shadow-xl ring-1 shadow-brand-950/5 ring-sand-200 sm:p-10 md:grid-cols-[1fr_auto] md:gap-12 lg:p-14">
        <div>
          <h2
            id="quiz-score-heading"
            className="font-display text-3xl font-semibold tracking-tight text-brand-950 sm:text-4xl"
          >
            {score.heading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted">{score.text}</p>
          <ul className="mt-6 space-y-3">
            {score.points.map((point) => (
              <li key={point} className="flex items-start gap-3 text-ink">
                <Icon name="checkCircle" className="mt-0.5 text-brand-600" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-3xl bg-brand-50 p-5 text-center ring-1 ring-brand-100 sm:p-6 md:w-96">
          <ScoreDial className="mx-auto w-full max-w-64" />
          <button
            type="button"
            onClick={onStart}
            aria-label={score.buttonName}
            className={cn(buttonVariants({ size: 'xl' }), 'mt-5 noscript:hidden md:text-lg')}
          >
            <span className="sm:hidden">{score.buttonShort}</span>
            <span className="hidden sm:inline">{score.button}</span>
            <Icon name="arrowRight" />
          </button>
          <NoScriptNote tone="light" className="mt-5" />
          <p className="mt-3 text-sm text-muted">{quizIntro.startNote}</p>
        </div>
      </div>
    </QuizSection>
  )
}

const urgencyIcons: readonly IconName[] = ['hourglass', 'trendingDown', 'alert', 'dollar']

function Urgency() {
  const { urgency } = quizIntro
  return (
    <QuizSection headingId="quiz-urgency-heading" className="bg-brand-950 text-white">
      <div className="mx-auto max-w-6xl">
        <h2
          id="quiz-urgency-heading"
          className="max-w-2xl font-display text-3xl font-semibold tracking-tight sm:text-4xl"
        >
          {urgency.heading}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-brand-100">{urgency.lede}</p>
        <dl className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {urgency.stats.map((stat, index) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse justify-end rounded-3xl bg-white/5 p-5 ring-1 ring-white/10 sm:p-6"
            >
              <dt className="mt-2 text-sm leading-snug text-brand-100 sm:text-base">
                {stat.label}
              </dt>
              {/* The icon goes inside the dd: a div of a dl holds only dt and dd. */}
              <dd className="font-display text-3xl font-semibold text-gold-400 sm:text-4xl">
                <Icon
                  name={urgencyIcons[index] ?? 'alert'}
                  size="lg"
                  className="mb-3 block text-brand-300"
                />
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-8 inline-flex items-center gap-3 rounded-full bg-white/10 px-4 py-2 text-sm font-medium text-white">
          <span className="relative flex size-2.5" aria-hidden="true">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-gold-400 opacity-75 motion-reduce:hidden" />
            <span className="relative inline-flex size-2.5 rounded-full bg-gold-400" />
          </span>
          {urgency.startedToday}
        </p>
      </div>
    </QuizSection>
  )
}

const badgeIcons: readonly IconName[] = ['flask', 'shield', 'clock', 'gift', 'mailOff', 'zap']

function TrustBadges() {
  const { trust } = quizIntro
  return (
    <QuizSection headingId="quiz-trust-heading" className="bg-white">
      <div className="mx-auto max-w-6xl">
        <h2
          id="quiz-trust-heading"
          className="text-center font-display text-3xl font-semibold tracking-tight text-brand-950 sm:text-4xl"
        >
          {trust.heading}
        </h2>
        <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
          {trust.badges.map((badge, index) => (
            <li
              key={badge}
              className="flex flex-col items-center gap-3 rounded-2xl border border-brand-100 bg-brand-50 px-3 py-5 text-center text-sm font-semibold text-brand-900 sm:flex-row sm:px-5 sm:text-left sm:text-base"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-brand-100">
                <Icon name={badgeIcons[index] ?? 'check'} />
              </span>
              {badge}
            </li>
          ))}
        </ul>
      </div>
    </QuizSection>
  )
}

function ClosingCta({ onStart }: IntroProps) {
  const { closing } = quizIntro
  return (
    <QuizSection headingId="quiz-closing-heading" className="bg-sand-100 text-center">
      <div className="mx-auto max-w-2xl">
        <h2
          id="quiz-closing-heading"
          className="font-display text-3xl font-semibold tracking-tight text-balance text-brand-950 sm:text-4xl"
        >
          {closing.heading}
        </h2>
        <button
          type="button"
          onClick={onStart}
          className={cn(
            buttonVariants({ size: 'xl' }),
            'mt-8 tracking-wide uppercase noscript:hidden sm:w-auto sm:px-10',
          )}
        >
          {closing.button}
          <Icon name="arrowRight" />
        </button>
        <NoScriptNote tone="light" className="mt-8" />
      </div>
    </QuizSection>
  )
}

const noScriptTones = {
  dark: {
    note: 'bg-white/10 text-brand-100 ring-white/20',
    title: 'text-white',
    icon: 'text-gold-400',
  },
  light: {
    note: 'bg-white text-muted ring-sand-200',
    title: 'text-brand-950',
    icon: 'text-cta-600',
  },
} as const

/**
 * With JavaScript off the start buttons could do nothing, so they are hidden (`noscript:`, the
 * `scripting: none` media query) and this says why in their place. It is a `<noscript>`, so every
 * browser shows it only then; React leaves its contents alone when it hydrates.
 */
function NoScriptNote({
  tone,
  className,
}: {
  tone: keyof typeof noScriptTones
  className?: string
}) {
  return (
    <noscript>
      <p
        className={cn(
          'flex items-start gap-3 rounded-2xl p-4 text-left text-sm leading-relaxed ring-1 sm:text-base',
          noScriptTones[tone].note,
          className,
        )}
      >
        <Icon name="alert" className={cn('mt-0.5 shrink-0', noScriptTones[tone].icon)} />
        <span>
          <strong className={cn('block font-semibold', noScriptTones[tone].title)}>
            {quizIntro.noScript.title}
          </strong>
          {quizIntro.noScript.text}
        </span>
      </p>
    </noscript>
  )
}

/** The landing screen: what prerenders as /quiz. */
export function QuizIntro({ onStart }: IntroProps) {
  return (
    <>
      <IntroHero onStart={onStart} />
      <ExpertProfiles />
      <WarningSigns />
      <ScoreBlock onStart={onStart} />
      <Urgency />
      <TrustBadges />
      <ClosingCta onStart={onStart} />
    </>
  )
}
