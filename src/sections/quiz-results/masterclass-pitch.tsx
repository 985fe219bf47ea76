import type { RiskTier } from '@machines/quiz/quiz.rules'
import { Icon } from '@/components/quiz/icons'
import { QuizSection } from '@/components/quiz/quiz-chrome'
import { Portrait } from '@/components/sales/portrait'
import { quizResults } from '@/content/quiz-results'
import { resultsIcons } from './icons'

const credentialIcons = [resultsIcons.users, resultsIcons.book, resultsIcons.award]

/** The hosts as the live session shows them: side by side, each with a name plate. */
function Hosts() {
  const { pitch } = quizResults
  return (
    <figure className="relative rounded-3xl lg:order-last bg-linear-to-br from-brand-700 to-brand-900 p-4 shadow-2xl ring-1 ring-white/10 sm:p-6">
      <figcaption className="flex items-center justify-between text-sm font-semibold text-brand-100">
        {pitch.hostsLabel}
        <span className="rounded-full px-3 py-1 text-xs font-semibold text-white ring-1 ring-white/25">
          {pitch.format}
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
      <p className="mt-3 text-sm leading-snug text-brand-100">{pitch.connection}</p>
    </figure>
  )
}

/** The masterclass, pitched as the tier calls for: to stay ahead, to turn signs around, to recover. */
export function MasterclassPitch({ tier }: { tier: RiskTier }) {
  const { pitch } = quizResults
  const framing = pitch.framing[tier]
  return (
    <QuizSection headingId="quiz-pitch-heading" className="bg-brand-950 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-2">
        <Hosts />
        <div>
          <p className="text-sm font-bold tracking-widest text-gold-400 uppercase">
            {framing.eyebrow}
          </p>
          <h2
            id="quiz-pitch-heading"
            className="mt-3 font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
          >
            {framing.heading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-brand-100">{framing.text}</p>
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
