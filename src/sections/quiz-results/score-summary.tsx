import type { RiskTier } from '@machines/quiz/quiz.rules'
import { maxScore, minScore, quizRules } from '@machines/quiz/quiz.rules'
import { useEffect, useRef } from 'react'
import { ScoreBadge } from '@/components/quiz/score-badge'
import { ScoreDial } from '@/components/quiz/score-dial'
import { Fold } from '@/components/sales/fold'
import { outsideGutterWidth } from '@/components/ui/content-widths'
import { filledLines, keptLast, keptWord } from '@/components/ui/kept-words'
import { quizResults, type ResultsWords } from '@/content/quiz-results'
import { cn } from '@/lib/cn'
import { ReserveButton } from './reserve-button'
import { ScoreDrivers } from './score-drivers'

const tierRanges: Record<RiskTier, readonly [number, number]> = {
  low: [minScore, quizRules.lowMaxScore],
  moderate: [quizRules.lowMaxScore + 1, quizRules.moderateMaxScore],
  high: [quizRules.moderateMaxScore + 1, maxScore],
}
const tierOrder = ['low', 'moderate', 'high'] as const satisfies readonly RiskTier[]
/** The disclaimer to its 'self-assessment' and the punctuation after it, held whole. */
const disclaimerHead =
  /^.*?self-assessment\S*/s.exec(quizResults.disclaimer)?.[0] ?? quizResults.disclaimer
const tierColours: Record<RiskTier, string> = {
  low: 'bg-brand-600',
  moderate: 'bg-gold-400',
  high: 'bg-danger-600',
}
/**
 * The scale of tiers beside the dial (under it from `sm` up), read as a legend: each tier's colour,
 * name and scores, the visitor's own row marked in words and weight. Plain text, drawn unlike a
 * control: nothing here is to be tapped. On paper a few px in from the page's right edge, which
 * its widest row touched. On a phone at least as wide as the waiting screen's drawing of it
 * (src/components/quiz/results-pending-markup.tsx): as wide as its words in the engine's face, a
 * low tier's moved the dial 6 px in WebKit as the results landed.
 */
function TierLegend({ tier }: { tier: RiskTier }) {
  return (
    <ol
      aria-label={quizResults.scale.name}
      className="grid gap-2 text-left max-sm:min-w-[5.875rem] sm:mx-auto sm:mt-5 sm:flex sm:w-max sm:gap-6 lg:mt-4 print:mx-0 print:mt-0 print:grid print:gap-1 print:pr-2"
    >
      {tierOrder.map((name) => {
        const [from, to] = tierRanges[name]
        const current = name === tier
        return (
          <li
            key={name}
            aria-current={current ? 'true' : undefined}
            className="grid grid-cols-[0.75rem_auto] items-center gap-x-2 leading-tight"
          >
            <span
              className={cn('size-3 rounded-full [print-color-adjust:exact]', tierColours[name])}
            />
            <span className={cn('text-sm', current ? 'font-bold text-ink' : 'text-muted')}>
              {quizResults.scale.labels[name]}
            </span>
            <span className={cn('col-start-2 text-xs', current ? 'text-ink' : 'text-muted')}>
              {from}–{to}
              {current ? <strong className="font-bold"> · {quizResults.scale.you}</strong> : null}
            </span>
          </li>
        )
      })}
    </ol>
  )
}

/** Left column at desktop width and on paper; the dial and the scale take the right one. */
const left = 'lg:col-start-1 print:col-start-1'
/** Under both, the whole width. */
const across = 'lg:col-span-2 print:col-span-2'
/**
 * On a tablet's short window (768x667), after the button: the dial and what follows it. Under the
 * centred heading the dial put the button's top at 625-698 px, under the fold (review 46); the
 * badge says the score and the heading the tier, so the button comes first there.
 */
const afterButtonWhereShort = 'short-sm:order-1'
/**
 * At desktop width the head's rows: the badge, title, subtitle and button at their heights (rows
 * 2-5), centred against the dial beside them by a row above and below that take what the dial has
 * over (none, where they are the taller): a short title's rows did not stretch to the dial's height.
 * The dial keeps to the top (where the rows are the taller, they run a few px past it).
 */
export const headRows = 'lg:grid-rows-[1fr_auto_auto_auto_auto_1fr]'

/**
 * The score, and on the first screen at every size the badge, the tier's title, the whole dial
 * with the scale of tiers beside it (below it from `sm` up), the way to register and the heading
 * of what drove the score (on a tablet's short window the button before the dial); then the tier's
 * text (folded under its summary, in the HTML all the same) and the disclaimer. Prints as the visitor's
 * record (no button).
 */
export function ScoreSummary({
  score,
  tier,
  words,
  passed,
}: {
  score: number
  tier: RiskTier
  /** What the results say for the visitor's answers (`resultsWords`). */
  words: ResultsWords
  /** A set masterclass start has passed: the button's value says no 'today'. */
  passed: boolean
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  // The view's, not the chart's: the heading it has just drawn takes the focus.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true })
  }, [])
  const copy = quizResults.tiers[tier]
  return (
    <section
      aria-labelledby="quiz-result-heading"
      className="px-fit-4 pt-4 pb-6 sm:px-8 sm:pt-10 sm:pb-12 lg:pt-12 print:px-6 print:pt-1 print:pb-2"
    >
      <div
        className={`mx-auto grid ${outsideGutterWidth} grid-cols-[minmax(0,1fr)] text-center lg:grid-flow-dense lg:grid-cols-[minmax(0,1fr)_22rem] ${headRows} lg:gap-x-16 lg:text-left print:grid-flow-dense print:grid-cols-[minmax(0,1fr)_auto] print:gap-x-8 print:text-left`}
      >
        <p id="quiz-result-score" className={cn(left, 'lg:row-start-2')}>
          <ScoreBadge text={words.badge} />
        </p>
        {/* Described by the badge, before it: the heading takes the focus, and the score is heard
            with it (the dial is drawn only). */}
        <h1
          ref={heading}
          id="quiz-result-heading"
          aria-describedby="quiz-result-score"
          tabIndex={-1}
          // Balanced, its last words held, a notch tighter under 352 px: WebKit's face set the high
          // tier's in three lines at 320, 'Dysfunction' alone on the last (review 33).
          className={cn(
            left,
            'lg:row-start-3',
            'mt-2 font-display text-2xl leading-tight font-semibold tracking-tight text-balance text-brand-950 focus:outline-none max-[22rem]:tracking-tighter sm:mt-5 sm:text-4xl lg:text-5xl print:mt-1 print:text-2xl',
          )}
        >
          {keptLast(words.title)}
        </h1>
        {/* On paper 14 px, one line beside the dial: at 16 px the longest (the high tier's) took
            two, broken early ('advanced / metabolic strain.') with a 150 px band beside them. */}
        <p
          className={cn(
            left,
            'lg:row-start-4',
            // Balanced: filled, WebKit left 'up together.' alone on a second line at 375 (round 13).
            // Set tight at 320, where the high tier's took three lines, its middle one short.
            // 18 px from lg: at 20 px the high tier's took two lines in Gecko at 1280 ('…the
            // pattern / of advanced metabolic strain.', 200 px to spare, rquiz17b).
            'mt-1 text-base font-semibold text-balance text-brand-800 max-[22rem]:tracking-tight sm:mt-3 sm:text-xl lg:text-lg print:mt-1 print:text-sm',
          )}
        >
          {keptLast(copy.subtitle)}
        </p>
        {/* From lg at the head's top, not centred on its rows: the waiting screen's card
            (src/components/quiz/results-pending-markup.tsx) stays where it is whatever its
            message's lines (rquiz39: 35 px down at 1280 when a one-line title's wait turned slow),
            and the results land on it. */}
        <div
          className={cn(
            'mx-auto mt-2 flex w-full max-w-xl flex-wrap items-center justify-center gap-4 sm:mt-6 sm:block lg:col-start-2 lg:row-span-6 lg:row-start-1 lg:mt-0 lg:self-start',
            afterButtonWhereShort,
            // On paper beside the head, as at desktop width: no empty band either side of it.
            'print:col-start-2 print:row-span-3 print:row-start-1 print:mt-0 print:flex print:gap-4 print:self-center',
          )}
        >
          <ScoreDial
            score={score}
            className="w-[min(100%,max(min(10rem,50%),9rem))] shrink-0 shadow-lg [print-color-adjust:exact] sm:mx-auto sm:w-72 lg:w-full print:mx-0 print:w-24 print:p-2 print:shadow-none print:ring-1 print:ring-sand-200 print:[&>span:first-child]:hidden print:[&>span:last-child]:text-lg"
          />
          <TierLegend tier={tier} />
        </div>
        <ReserveButton
          first
          passed={passed}
          className={cn(left, 'mx-auto mt-3 max-w-xl sm:mt-6 lg:row-start-5 lg:mx-0')}
        />
        <ScoreDrivers
          words={words}
          className={cn(
            across,
            afterButtonWhereShort,
            // On paper at the record's one left edge, as its head and 'Your answers' are.
            'mx-auto mt-5 w-full max-w-2xl text-left sm:mt-10 lg:mx-0 lg:max-w-none print:mx-0 print:mt-2 print:max-w-none',
          )}
        />
        <div
          className={cn(
            across,
            afterButtonWhereShort,
            // Across the row from lg, as what drove the score is above it: at 42rem its
            // disclaimer left the right 40% of the row empty at 1280 (rquiz17b).
            'mx-auto mt-1 max-w-2xl text-left lg:mx-0 lg:max-w-none print:mx-0 print:mt-1 print:max-w-none',
          )}
        >
          <Fold summary={quizResults.symptomsSummary} className="print:hidden">
            {/* At a reading measure when the row is wide (the fold spans it from lg). */}
            <p className={cn('max-w-2xl leading-relaxed text-ink sm:text-lg', filledLines)}>
              {keptLast(copy.symptoms)}
            </p>
          </Fold>
          {/* Filled, its last pair held: `pretty` balanced it in WebKit, each line a fifth short
              of the column at 375 (round 12). */}
          <p className={cn('mt-2 text-sm text-muted print:mt-1', filledLines)}>
            {keptWord(disclaimerHead, 'self-assessment')}
            {keptLast(quizResults.disclaimer.slice(disclaimerHead.length))}
          </p>
        </div>
      </div>
    </section>
  )
}
