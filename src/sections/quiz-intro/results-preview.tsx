import { replay } from '@machines/quiz/quiz.persistence'
import { selectScore, selectScoreDrivers, selectTier } from '@machines/quiz/quiz.selectors'
import { ScoreBadge } from '@/components/quiz/score-badge'
import { ScoreDial } from '@/components/quiz/score-dial'
import { filledLines, keptLast, Line, Phrases } from '@/components/ui/kept-words'
import { quizResultsPreview } from '@/content/quiz-intro'
import { driverLine, driverPhrase, quizResults } from '@/content/quiz-results'
import { phrasesOf, questionSign } from '@/content/quiz-signs'
import { cn } from '@/lib/cn'

/** The quiz's machine after `answers`, each given as a visitor gives it: its results snapshot. */
function answeredQuiz(answers: readonly number[]) {
  const snapshot = replay(answers).at(-1)
  if (!snapshot) throw new Error('The quiz has no snapshot')
  return snapshot
}

/**
 * The intro's picture of what the visitor gets: a results card for the example answers in
 * content, marked as an example, with the score, the tier and what drove it as the quiz's own
 * selectors and the results' own words give them for those answers. Drawn at build time only (a
 * `Prerendered` slot, src/components/quiz/prerendered.tsx): none of it is in the page's JavaScript.
 */
export function ResultsPreview({ className }: { className?: string }) {
  const snapshot = answeredQuiz(quizResultsPreview.answers)
  const score = selectScore(snapshot)
  const tier = selectTier(snapshot)
  const { causes } = selectScoreDrivers(snapshot, quizResults.drivers.ranking)
  return (
    <figure
      data-slot="results-preview"
      className={cn(
        'rounded-3xl bg-white p-fit-3.5 text-left text-ink shadow-xl ring-1 shadow-brand-950/10 ring-sand-200 sm:p-5',
        className,
      )}
    >
      <figcaption className="flex flex-wrap items-baseline gap-x-2 border-b border-dashed border-sand-200 pb-2 text-sm text-muted">
        <span className="shrink-0 font-bold tracking-[0.14em] text-cta-700 uppercase">
          {quizResultsPreview.label}
        </span>{' '}
        <span>{quizResultsPreview.caption}</span>
      </figcaption>
      {/* The results' own badge for these answers, first as the results head has it, on a line
          of its own: beside the dial it wrapped in two or three at 320-375 (round 15). */}
      <p className="mt-1.5 sm:mt-2">
        <ScoreBadge text={quizResults.scoreBadge(score)} compact />
      </p>
      {/* The dial a little smaller on phones, for the badge's line (the intro at 375x667 stays
          within 6 screens, e2e/first-screen.spec.ts). From lg no larger than from sm: at 144 px it
          left the tier's title no room to spare (249 px of 249 in Chromium at 1280), and WebKit's
          face broke it ('You May Be at / Moderate Risk', review 33). */}
      <div className="mt-1 flex flex-wrap items-center gap-3 sm:mt-2">
        <ScoreDial score={score} compact className="w-[min(5rem,100%)] shrink-0 sm:w-32" />
        <div className="min-w-[min(100%,8em)] grow basis-0">
          <p className="font-display text-lg leading-snug font-semibold text-balance text-brand-950">
            {quizResults.tiers[tier].title}
          </p>
        </div>
      </div>
      <p className="mt-2 text-sm font-semibold text-ink sm:mt-3">{quizResults.drivers.heading}</p>
      <ul className={cn('mt-1 divide-y divide-sand-200 text-sm leading-snug', filledLines)}>
        {causes.map(({ question, value }) => {
          return (
            // The line always under its sign, as the results show it (run into the sign's line
            // it wrapped differently in each engine), its last words together: Gecko, which
            // ignores `pretty`, left 'slept.' alone; balanced, the lines ran half the card
            // ('Almost every day you wake up / tired, …', round 10). The sign balanced, as the
            // results' are: filled, its held tail broke it early in WebKit (round 12); or in its
            // phrases, where they are known (round 13: 'Belly fat that will not / move, …'). The
            // line filled, its last phrase held (the card's own, in content): with the results'
            // phrase alone, 'you slept.' stood alone at 1280 (round 18). In one measure of 17rem
            // (the card's width at 320), so each runs two lines of about one length: balanced in
            // the card's width, two of them stopped 170 px short at 1280 beside the one between,
            // which ran the width on one line (review 23). Not `pretty`: the quiz's first screen
            // is at its byte budget, and at 17rem WebKit's narrower face needs none.
            <li key={question} className="py-[0.1875rem] sm:py-1">
              <SignTitle sign={questionSign(question) ?? ''} />{' '}
              <span className="block max-w-[17rem] text-muted">
                <DriverLine line={driverLine(question, value)} />
              </span>
            </li>
          )
        })}
      </ul>
    </figure>
  )
}

/**
 * A driver's line as the results set it (src/sections/quiz-results/score-drivers.tsx), or with
 * its last phrase held where the card holds one.
 */
function DriverLine({ line }: { line: string }) {
  const phrase = quizResultsPreview.heldPhrases.find((each) => line.includes(each))
  return <Line text={line} phrase={phrase ?? driverPhrase(line)} />
}

/** A sign as a title, balanced: in its phrases where they are known, else its tail held. */
function SignTitle({ sign }: { sign: string }) {
  const phrases = phrasesOf(sign)
  return (
    <span className="block font-semibold text-balance">
      {phrases ? <Phrases phrases={phrases} /> : keptLast(sign)}
    </span>
  )
}
