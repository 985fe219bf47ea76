import type { ReactNode } from 'react'
import { headingId, SectionTitle } from '@/components/sales/sales-section'
import { outsideGutterWidth } from '@/components/ui/content-widths'
import { filledLines, keptLast } from '@/components/ui/kept-words'
import type { TitledBlock } from '@/content/quiz'
import { cn } from '@/lib/cn'

const tones = {
  white: 'bg-white',
  sand: 'bg-sand-100',
  deep: 'bg-brand-950 text-white',
} as const

/**
 * A block of the quiz's intro: its h2 and lede, then its children. Tighter on phones than the
 * results' blocks (src/components/quiz/quiz-chrome.tsx), so that the whole intro keeps to six
 * screens of a 375 x 667 phone (e2e/first-screen.spec.ts); `tone` is the background. Every
 * block's heading at the start, as the hero's (round 12).
 */
export function IntroSection({
  copy,
  tone = 'white',
  lede,
  ledeBalanced = false,
  className,
  children,
}: {
  copy: TitledBlock & { id: string }
  tone?: keyof typeof tones
  /** In the lede's place: the lede with more after it. */
  lede?: ReactNode
  /**
   * Its lede balanced, not filled: a long lede whose last line, filled, took two words under a
   * line two-thirds long ('…with its founder, / Daniel Brooks.' at 375, rquiz19); `pretty` left
   * the line over its held tail half empty ('…hosts / its masterclass with its / founder, Daniel
   * Brooks.' in Chromium and Gecko at 375, rquiz21).
   */
  ledeBalanced?: boolean
  className?: string
  children?: ReactNode
}) {
  const light = tone !== 'deep'
  return (
    <section
      data-slot="quiz-section"
      aria-labelledby={headingId(copy.id)}
      className={cn('px-fit-4 py-6 sm:px-8 sm:py-16 lg:py-20', tones[tone], className)}
    >
      <div className={`mx-auto ${outsideGutterWidth}`}>
        <SectionTitle
          copy={{ ...copy, lede: lede ?? (copy.lede && keptLast(copy.lede)) }}
          className={cn(
            'font-display text-fit-[1.625] leading-tight font-semibold tracking-tight sm:text-4xl',
            'max-w-2xl',
            light && 'text-brand-950',
          )}
          ledeClassName={cn(
            'mt-2 max-w-2xl text-[0.9375rem] leading-snug sm:mt-3 sm:text-lg',
            ledeBalanced ? 'text-balance' : filledLines,
            light ? 'text-muted' : 'text-brand-100',
          )}
        />
        {children}
      </div>
    </section>
  )
}
