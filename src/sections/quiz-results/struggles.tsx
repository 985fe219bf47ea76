import type { RiskTier } from '@machines/quiz/quiz.rules'
import { filledLines, keptLast } from '@/components/ui/kept-words'
import { quizResults } from '@/content/quiz-results'
import { questionSign } from '@/content/quiz-signs'
import { cn } from '@/lib/cn'
import { ResultsBlock } from './results-block'

/**
 * The six signs the masterclass is about, framed by the tier (a low score reads them as signs to
 * stay ahead of, never as its diagnosis): a plain list, drawn unlike the quiz's answer buttons.
 * The signs the visitor reported (any answer above the lightest to its question) are marked in
 * words and weight, as the gauge's legend marks the visitor's tier, in a tag. Two columns from
 * `lg`, read row by row, so the six do not run down half the row.
 */
export function Struggles({ tier, answers }: { tier: RiskTier; answers: readonly number[] }) {
  const { struggles } = quizResults
  const reported = new Set(
    answers.flatMap((value, index) => (value > 1 ? [questionSign(index + 1)] : [])),
  )
  const framing = struggles.framing[tier]
  // 'Few of them' said to a visitor who reported none read as a misreading of their answers.
  const none = tier === 'low' && !struggles.items.some((item) => reported.has(item))
  return (
    <ResultsBlock
      headingId="quiz-struggles-heading"
      copy={none ? { ...framing, lede: struggles.lowNone } : framing}
      compact
    >
      <ul
        className={cn(
          'mt-1 text-[0.9375rem] sm:mt-4 sm:text-base lg:grid lg:grid-cols-2 lg:gap-x-12',
          filledLines,
        )}
      >
        {struggles.items.map((item) => (
          <li
            key={item}
            className="flex items-start gap-2.5 border-b border-sand-200 py-1.5 leading-snug text-ink last:border-b-0 lg:nth-last-2:border-b-0"
          >
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-cta-600" />
            {/* Balanced in the two columns: filled, 'Being told your labs are “normal” when you know
                something is wrong' left 'something is wrong' alone on a wide line at 1280 (review 25). */}
            <span className="grow lg:text-balance">
              {/* The mark a tag at the first line's end, apart from the sign's words: run on,
                  ' · You' ended a line as a word of the sentence ('…is wrong · You', issue 72).
                  Drawn, not read; read, not drawn, after the words, as '… – matches your answers'
                  (a bare 'You' read as a word of the sign). 16 px from the words: at 8 'Brain fog,
                  forgetfulness and trouble focusing' all but touched it in WebKit at 375
                  (rquiz21). Its word is text, so a translated page translates it too. At the visitor's large text a line of its own
                  above the words: beside them, it broke 'Afternoon' at 320. */}
              {reported.has(item) ? (
                <span
                  aria-hidden="true"
                  className="float-right ml-4 rounded-full bg-cta-100 px-2 text-xs leading-5 font-bold text-cta-700 large-text:float-none large-text:ml-0 large-text:block large-text:w-fit"
                >
                  {struggles.reported}
                </span>
              ) : null}
              {keptLast(item)}
              {reported.has(item) ? (
                <strong className="sr-only"> – {struggles.reportedSaid}</strong>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </ResultsBlock>
  )
}
