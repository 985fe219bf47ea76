import type { RiskTier } from '@machines/quiz/quiz.rules'
import { keptLast } from '@/components/ui/kept-words'
import { quizResults } from '@/content/quiz-results'
import { cn } from '@/lib/cn'
import { ResultsBlock } from './results-block'

/** Alarm red only where the score gives cause; a low score reads the figures calmly. */
const tones = {
  low: { section: 'sand', figure: 'text-brand-700' },
  moderate: { section: 'danger', figure: 'text-danger-700' },
  high: { section: 'danger', figure: 'text-danger-700' },
} as const satisfies Record<RiskTier, { section: 'sand' | 'danger'; figure: string }>

// Under 352 px a narrower figure and a size down for the words: at 320 the 94 %'s caption took
// four lines where its siblings take three (round 10). Under 16.5 rem (only at the visitor's
// large text, the list under 14 rem beside a classic scrollbar) each figure over its words. By
// media query, not the list's container query: the quiz's frame is `min-h-dvh`, and a page
// with both keeps a stale layout after a resize in WebKit (build/page-css.ts).
const statClasses = {
  item: 'grid grid-cols-[5.25rem_1fr] items-center gap-x-3 max-[22rem]:grid-cols-[4.5rem_1fr] max-[22rem]:gap-x-2.5 max-[16.5rem]:grid-cols-1 md:grid-cols-1 md:content-start',
  label:
    'col-start-2 row-start-1 max-[16.5rem]:col-start-1 max-[16.5rem]:row-start-2 text-sm leading-snug text-ink max-[22rem]:text-[0.8125rem] text-balance md:col-start-1 md:row-start-2 md:mt-1 md:text-base',
  value:
    'col-start-1 row-start-1 font-display text-4xl font-semibold max-[22rem]:text-[2rem] md:text-5xl',
}

/**
 * The spec's three figures (94%, 87%, 91%), framed by the tier: a figure beside its words on a
 * phone, its words balanced; three even columns from `md` up, each caption balanced across its
 * column, so that the three read as a set: `pretty` ran the 94 %'s '…at the cellular / level years
 * before a standard / panel flags them' at 1280, its middle line 100 px short (rquiz19).
 * Never one word alone on a last line ('within / weeks').
 */
export function HiddenDanger({ tier }: { tier: RiskTier }) {
  const { hiddenDanger } = quizResults
  const tone = tones[tier]
  return (
    <ResultsBlock
      headingId="quiz-danger-heading"
      copy={hiddenDanger.framing[tier]}
      tone={tone.section}
    >
      {/* A list, each figure before its words, so that it reads as it is drawn ('94% of
          metabolic problems…'): a description list read each caption first. */}
      {/* From lg the 94 %'s column a fifth wider than the others (11:9:9): its caption is the
          longest by a quarter, and in even columns it ran three lines beside two (1280, review 22);
          a third wider (4:3:3) left it 42 px of slack to its siblings' 10, the gap after it twice
          the other (review 35). At 1280 the three run two lines each, 44 and 43 px apart. */}
      <ul className="mt-4 grid gap-3 md:grid-cols-3 md:gap-6 lg:grid-cols-[11fr_9fr_9fr]">
        {hiddenDanger.stats.map((stat) => (
          <li key={stat.label} className={statClasses.item}>
            <span className={cn(statClasses.value, tone.figure)}>{stat.value}</span>{' '}
            <span className={statClasses.label}>{keptLast(stat.label)}</span>
          </li>
        ))}
      </ul>
    </ResultsBlock>
  )
}
