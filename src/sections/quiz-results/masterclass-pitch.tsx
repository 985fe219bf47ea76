import type { RiskTier } from '@machines/quiz/quiz.rules'
import { Portrait } from '@/components/sales/portrait'
import { outsideGutterWidth } from '@/components/ui/content-widths'
import { DottedLine } from '@/components/ui/dotted-line'
import { filledLines, keptLast } from '@/components/ui/kept-words'
import { quizResults } from '@/content/quiz-results'
import { cn } from '@/lib/cn'

/**
 * The hosts as the live session shows them: side by side, each with their name and role beside
 * their portrait, or under it at `lg`, where the card has half the row and a name beside a
 * portrait would wrap ("Dr. Rachel Morgan, / MD").
 */
function Hosts() {
  const { pitch } = quizResults
  return (
    <figure className="rounded-2xl bg-white/5 p-fit-3 ring-1 ring-white/10 sm:p-5">
      <figcaption className="flex flex-wrap items-center justify-between gap-x-3 text-xs font-semibold text-brand-100">
        {pitch.hostsLabel}
        <span className="font-medium text-brand-200">{pitch.format}</span>
      </figcaption>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2 sm:gap-4">
        {pitch.hosts.map((host) => (
          <li
            key={host.name}
            className="flex flex-wrap items-center gap-3 text-left lg:flex-col lg:text-center"
          >
            <Portrait person={host} className="size-11 shrink-0 ring-2 sm:size-20 sm:ring-4" />
            <span className="min-w-[min(100%,8em)] grow basis-0 text-sm leading-tight font-semibold text-white lg:basis-auto">
              {host.name}
              <span className="block text-xs font-medium text-brand-200">{host.role}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className={cn('mt-2 text-xs leading-snug text-brand-100 sm:text-sm', filledLines)}>
        {keptLast(pitch.connection)}
      </p>
    </figure>
  )
}

/**
 * The masterclass, pitched as the tier calls for: to stay ahead, to turn signs around, to recover.
 * The hosts' credentials are a line of text, not a row of boxes: nothing in it is to be tapped.
 */
export function MasterclassPitch({ tier }: { tier: RiskTier }) {
  const { pitch } = quizResults
  const framing = pitch.framing[tier]
  return (
    <section
      aria-labelledby="quiz-pitch-heading"
      className="bg-brand-950 px-fit-4 py-6 text-white sm:px-8 sm:py-14"
    >
      <div
        className={`mx-auto grid ${outsideGutterWidth} items-center gap-5 lg:grid-cols-2 lg:gap-12`}
      >
        <div>
          <p className="text-xs font-bold tracking-widest text-gold-400 uppercase sm:text-sm">
            {framing.eyebrow}
          </p>
          <h2
            id="quiz-pitch-heading"
            className="mt-1.5 font-display text-2xl leading-tight font-semibold tracking-tight sm:text-4xl"
          >
            {framing.heading}
          </h2>
          {/* Balanced from lg: filled, its last line ran short ('…keep / them at bay.' at
              1280, round 14). */}
          <p
            className={cn(
              'mt-2 leading-relaxed text-brand-100 sm:text-lg',
              filledLines,
              'lg:[text-wrap-style:balance]',
            )}
          >
            {keptLast(framing.text)}
          </p>
          {/* One under another at every width: run on at 1280 the third, 'Cellular health
              leaders', stood alone on a second line (round 10). */}
          <DottedLine
            data-slot="credentials"
            items={pitch.credentials}
            className="mt-3 text-sm font-semibold text-gold-400 [&>span]:flex-col"
          />
        </div>
        {/* After the eyebrow, heading and lede: on a phone 'Your hosts' first met a visitor with no
            word of what they host. Beside them at `lg`. */}
        <Hosts />
      </div>
    </section>
  )
}
