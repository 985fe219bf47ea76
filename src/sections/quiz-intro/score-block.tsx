import { checkCircleIcon } from '@/components/quiz/drawings'
import { Icon } from '@/components/quiz/icons'
import { NoScriptNote } from '@/components/quiz/no-script-note'
import { StartButton } from '@/components/quiz/start-button'
import { headingId, SectionTitle } from '@/components/sales/sales-section'
import { outsideGutterWidth } from '@/components/ui/content-widths'
import { DottedLine } from '@/components/ui/dotted-line'
import { filledLines, keptLast, keptWord } from '@/components/ui/kept-words'
import { quizIntro } from '@/content/quiz-intro'
import { cn } from '@/lib/cn'

/**
 * What the visitor gets, and the way to it: the promise, beside a panel of what the score gives
 * and the button (the hero shows the example of the results card, under its START).
 */
export function ScoreBlock() {
  const { score } = quizIntro
  return (
    <section
      data-slot="quiz-section"
      aria-labelledby={headingId(score.id)}
      className="bg-sand-100 px-fit-4 py-6 sm:px-8 sm:py-16 lg:py-20"
    >
      {/* The page's content width, so that the card's edges are the column's (round 11: inset 32 px
          each side at 1280 in a 5xl box). */}
      <div
        className={`mx-auto grid ${outsideGutterWidth} items-center gap-2.5 sm:gap-5 sm:rounded-[2rem] sm:bg-white sm:p-10 sm:shadow-xl sm:ring-1 sm:shadow-brand-950/5 sm:ring-sand-200 md:grid-cols-[1fr_auto] md:gap-12 lg:p-14`}
      >
        <div>
          <SectionTitle
            // 'do about it.' held: 'and what to do about it.' whole left 'metabolic dysfunction,' a
            // short line above it at 375 (issue 72), 'to do about it.' alone broke 'and what / to
            // do' (round 15), and 'what to do about it.' left '…dysfunction, and' a short line over
            // it (rquiz19).
            copy={{ ...score, lede: keptWord(score.lede, 'do about it.') }}
            className="font-display text-fit-[1.625] leading-tight font-semibold tracking-tight text-brand-950 sm:text-4xl"
            ledeClassName={cn(
              'mt-2 text-[0.9375rem] leading-snug text-muted sm:mt-4 sm:text-lg sm:leading-relaxed',
              // On a phone filled: four lines at 320 and 375, the first three full; balanced,
              // Chromium broke its first three lines 120 px short of the column at 375, with
              // 'dysfunction, and what to do about it.' the longest, last (rquiz21). Balanced from
              // sm: filled, its last line was a quarter of the column at 1280.
              '[text-wrap-style:auto] sm:text-balance',
              // Its held words free from md to lg, where it is 12rem wide beside the panel: held,
              // with WCAG text spacing it ran 19 px out of the page at 768.
              'md:max-lg:[&>span]:whitespace-normal',
            )}
          />
        </div>
        {/* What the score gives, then the way to it, in one panel: no button afloat beside the text. */}
        <div className="sm:rounded-3xl sm:bg-brand-50 sm:p-6 sm:ring-1 sm:ring-brand-100 md:w-96 lg:w-[28rem]">
          <ul className={cn('space-y-1 text-sm sm:space-y-3 sm:text-base', filledLines)}>
            {score.points.map((point) => (
              <li key={point} className="flex items-start gap-2 text-ink sm:gap-3">
                <Icon shapes={checkCircleIcon} className="text-brand-600" />
                <span>{keptLast(point)}</span>
              </li>
            ))}
          </ul>
          <div className="mt-4 text-center sm:mt-6">
            {/* Named by the label it shows (WCAG 2.5.3 Label in Name): the other is not drawn, so
                not read; one name of both read 'Start Your Free Assessment Now: Get My Score'. */}
            <StartButton className="max-sm:px-fit-4 max-sm:text-base md:px-4 md:text-lg">
              <span className="sm:hidden">{score.buttonShort}</span>
              <span className="hidden sm:inline">{score.button}</span>
            </StartButton>
            <NoScriptNote tone="light" />
            {/* Under 400 px one part over the other, the pair centred as wide as the longer: the
                line needs 342 px, and wrapped it took the row's width and sat to its left (round
                13); at 375 in one line it ran the column's width, edge to edge. */}
            <DottedLine
              items={quizIntro.startNote.split(' · ')}
              className="mx-auto mt-2 w-fit text-left text-[0.8125rem] text-muted max-[25rem]:*:flex-col sm:mt-3 sm:text-sm"
            />
          </div>
        </div>
      </div>
    </section>
  )
}
