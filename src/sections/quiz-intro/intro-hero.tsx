import { clockIcon } from '@/components/quiz/drawings'
import { Icon, lockIcon } from '@/components/quiz/icons'
import { NoScriptNote } from '@/components/quiz/no-script-note'
import { StartButton } from '@/components/quiz/start-button'
import { ReviewScore } from '@/components/sales/review-score'
import { headingId, SectionTitle } from '@/components/sales/sales-section'
import { StatTiles } from '@/components/sales/stat-grid'
import { AsOfNote } from '@/components/ui/as-of-note'
import { outsideGutterWidth } from '@/components/ui/content-widths'
import { DottedLine } from '@/components/ui/dotted-line'
import { filledLines, keptLast } from '@/components/ui/kept-words'
import { reviewLine } from '@/content/proof'
import type { QuizFigure } from '@/content/quiz'
import { quizIntro } from '@/content/quiz-intro'
import { cn } from '@/lib/cn'
import { ResultsPreview } from './results-preview'

/** The hero's counters that the brand may date (its dated figures, src/config/settings.ts). */
const datedCounters = quizIntro.counters.flatMap((counter: QuizFigure) =>
  counter.figure ? [counter.figure] : [],
)

/**
 * Under 374 px (not at 200 % text, where they stack) a row each, the figure beside its words: at 320
 * the three captions need 304 px of a 288 px box, and in columns two of them wrapped ('assessments /
 * taken', 'started in / one day', round 13). From 374 px a column each, as wide as its words,
 * 4 px inside each side to sm (6 px wrapped both in Gecko at 375, 1 px short).
 */
const counterClasses = {
  item: 'flex flex-col-reverse justify-end px-1 text-center sm:px-4 min-[12rem]:max-[23.375rem]:col-span-2 min-[12rem]:max-[23.375rem]:grid min-[12rem]:max-[23.375rem]:grid-cols-subgrid min-[12rem]:max-[23.375rem]:items-baseline min-[12rem]:max-[23.375rem]:gap-x-3 min-[12rem]:max-[23.375rem]:px-4 min-[12rem]:max-[23.375rem]:py-1.5 min-[12rem]:max-[23.375rem]:text-left',
  label:
    'mt-1 text-xs leading-snug text-brand-200 sm:text-sm min-[12rem]:max-[23.375rem]:mt-0 min-[12rem]:max-[23.375rem]:text-[0.8125rem]',
  value:
    'font-display text-xl font-semibold text-white min-[22rem]:text-2xl sm:text-3xl min-[12rem]:max-[23.375rem]:order-first min-[12rem]:max-[23.375rem]:leading-snug',
}

/**
 * A caption marked `longest` (the dated 'started in one day') set a little tighter from 374 px to
 * 416 px, on one line as its siblings are: in two balanced lines ('started in / one day') beside
 * one-line siblings the row read uneven (review 35), and all three in two lines would make the
 * proof intro, over 6 screens at 375x667, taller. Tighter, it keeps off the rules (on one line at
 * its own spacing it came 6 px from them at 375, rquiz31).
 */
const counterLabelClass = (index: number) =>
  (quizIntro.counters as readonly QuizFigure[])[index]?.longest
    ? 'min-[23.375rem]:max-[26rem]:tracking-tight'
    : undefined

export function IntroHero() {
  return (
    <section
      aria-labelledby={headingId(quizIntro.id)}
      className="relative overflow-hidden bg-brand-950 px-fit-4 print:bg-transparent pt-6 pb-8 text-white sm:px-8 sm:pt-16 sm:pb-20 lg:pt-6 lg:pb-8"
    >
      <HeroBackdrop />
      {/* From `lg` two columns: the opening, the brand's score and the day of both, beside the
          example card, centred beside them. Spaced so that a 1366x768 laptop (1280x650 of page)
          shows the counters, the score and their day under them (round 9: below the fold at
          y 666). Its foot from lg as on a phone: at 1280x800 the sm foot left 80 px of dark
          under the day, then an empty strip at the fold; now the next heading is on screen
          (review 36). */}
      <div
        className={`relative mx-auto grid ${outsideGutterWidth} grid-cols-[minmax(0,1fr)] items-center lg:grid-cols-[1.15fr_0.85fr] lg:gap-x-10`}
      >
        {/* On paper (the quiz has no print sheet of its own) its words in ink on white, no fill, as
            the sales pages print: light on the dark ground, they printed grey and faint (rquiz31).
            The example card keeps its own colours (its badge white on its red, kept on paper). */}
        <div className="print:**:text-ink">
          <p className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-fit-3 py-1 text-xs font-semibold text-brand-100 ring-1 ring-white/15 sm:gap-2 sm:px-3.5 sm:py-1.5 sm:text-sm print:bg-transparent">
            {/* Below 352 px the words alone, so that they keep to one line at 320. */}
            <Icon shapes={clockIcon} size="sm" className="text-gold-400 max-[22rem]:hidden" />
            {quizIntro.eyebrow}
          </p>
          <SectionTitle
            as="h1"
            copy={{ ...quizIntro, lede: keptLast(quizIntro.lede) }}
            className="mt-4 font-display text-fit-[2] leading-[1.08] font-semibold tracking-tight sm:mt-5 sm:text-5xl lg:mt-4 lg:text-6xl"
            ledeClassName={cn(
              'mt-3 max-w-xl text-base leading-normal text-brand-100 sm:mt-5 sm:text-xl sm:leading-relaxed lg:mt-3',
              filledLines,
            )}
          />
          {/* The way in right under the lede, before the figures: on a 1366x768 laptop it sat under
              the fold below the counters and the score (issue 72), and it is the first Tab stop. */}
          <div className="mt-5 flex flex-col items-stretch gap-3 sm:mt-8 sm:flex-row sm:items-center sm:gap-5 lg:mt-4">
            <StartButton className="shrink-0 tracking-wide sm:w-auto sm:px-10 print:bg-transparent print:shadow-none">
              {quizIntro.start}
            </StartButton>
            <NoScriptNote tone="dark" />
            {/* Its parts beside the lock, a part that wraps under the first, never a dot at a line's
                end (src/components/ui/dotted-line.tsx). Under 400 px, where the two do not fit one
                line beside the lock (364 px at 13 px), one over the other, the pair as wide as the
                longer and centred with the lock: wrapped, the line took the row's width and sat to
                its left (round 13). */}
            <div className="flex items-center justify-center gap-1.5 text-xs text-brand-200 min-[22rem]:text-[0.8125rem] sm:gap-2 sm:text-sm">
              <Icon shapes={lockIcon} size="sm" />
              <DottedLine
                items={quizIntro.startNote.split(' · ')}
                className="max-[25rem]:*:flex-col"
              />
            </div>
          </div>
          {/* Its three columns held while the page still arrives: a first paint with two counters
              would stretch them, then move them for the third (src/styles.css). From 374 px on a
              phone each column as wide as its words, the room left shared out: in equal thirds
              'assessments / taken' ran two lines at 375 beside one-line siblings (round 12). Under
              374 px a row each (`counterClasses`). */}
          <dl className="mt-6 grid max-w-xl cols-fit-3 divide-x divide-white/15 rounded-2xl bg-white/5 py-3 ring-1 print:bg-transparent ring-white/10 [--cols-fit-repeat:auto-fill] min-[12rem]:max-[23.375rem]:grid-cols-[auto_1fr] min-[12rem]:max-[23.375rem]:divide-x-0 min-[12rem]:max-[23.375rem]:divide-y min-[12rem]:max-[23.375rem]:py-1 min-[23.375rem]:max-sm:grid-cols-[repeat(3,auto)] sm:mt-8 sm:py-4 lg:mt-4 lg:py-3">
            <StatTiles
              stats={quizIntro.counters}
              classes={counterClasses}
              labelClass={counterLabelClass}
            />
          </dl>
        </div>
        {/* The brand's score, once set, where the visitor decides to start (decisions.md): under
            the counters, with them one block of proof over the day that dates both (round 12: from
            `lg` it stood under the example card, across the page from its day). */}
        <ReviewScore
          align="start"
          words="kit"
          tone="dark"
          unlinked
          dated={false}
          className="mt-3 sm:mt-4 lg:mt-2 print:text-ink print:**:text-ink"
        />
        {/* The counters' and the score's days once, closing the proof (round 9: 'Figures as of …'
            under the counters and '(as of …)' beside the score, two styles in one hero). */}
        <AsOfNote
          figures={datedCounters}
          also={[reviewLine?.asOf]}
          className="mt-2 text-xs text-brand-200 sm:text-sm lg:mt-1 print:text-ink"
        />
        {/* What the visitor will get: beside the way to it from `lg`, right under it below. */}
        <div className="mx-auto mt-6 w-full max-w-md sm:mt-10 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:mt-0">
          <ResultsPreview />
        </div>
      </div>
    </section>
  )
}

/** Decoration: not on paper, where it printed over the headline (rquiz31). */
function HeroBackdrop() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 400 400"
      width="400"
      height="400"
      className="pointer-events-none absolute -top-24 -right-32 size-[28rem] opacity-25 forced-colors:hidden print:hidden sm:size-[40rem]"
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
