import type { RiskTier } from '@machines/quiz/quiz.rules'
import { buttonVariants } from '@/components/ui/button-variants'
import { outsideGutterWidth } from '@/components/ui/content-widths'
import { keptLast } from '@/components/ui/kept-words'
import { quizResultsLoading } from '@/content/quiz'
import { quizDial, quizResults } from '@/content/quiz-results'
import { cn } from '@/lib/cn'
import { bandRoom, bandTonesByTier } from '@/sections/quiz-results/band-tones'
import { headRows } from '@/sections/quiz-results/score-summary'
import { videoIcon } from './drawings'
import { arrowRightIcon, Icon } from './icons'
import { resultsPendingHeadingId } from './results-pending'

/**
 * A part of the results' top, drawn at its size while they load, `name`d for the part it stands
 * for. Empty, so not read (the heading says what is happening); it pulses, except under reduced
 * motion, and once the results are slow or have failed it is not drawn (it keeps its room, so
 * nothing moves): a shape that says "still loading" beside a message that says it stopped.
 */
function Bone({
  name,
  still,
  kept = false,
  display = 'block',
  className,
  children,
}: {
  name: string
  /** Unseen, its room kept: once the results are slow or have failed, nothing is coming. */
  still: boolean
  /** Still, seen, no longer a bone: a frame that stays where the score will be (the dial's card, its legend's). */
  kept?: boolean
  /** Its box: a block, or a column of its children (`flex`, with `flex-col` in `className`). */
  display?: 'block' | 'flex'
  className: string
  children?: React.ReactNode
}) {
  if (still && kept)
    return (
      <span aria-hidden="true" className={cn(display, className)}>
        {children}
      </span>
    )
  return (
    <span
      data-bone={name}
      className={cn(display, still ? 'invisible' : 'motion-safe:animate-pulse', className)}
    >
      {children}
    </span>
  )
}

/** Where the results' head puts each part (src/sections/quiz-results/score-summary.tsx). */
const left = 'lg:col-start-1'

/**
 * Each tier's part of the shape, shown where the waiting screen's `data-tier` names it
 * (./results-pending.tsx: the answers, so the tier, are known when the results fall due). Whole
 * strings, for Tailwind's scanner.
 */
const forTier = {
  low: 'hidden tier-low:block',
  moderate: 'hidden tier-moderate:block',
  high: 'hidden tier-high:block',
} as const satisfies Record<RiskTier, string>
const allTiers = ['low', 'moderate', 'high'] as const satisfies readonly RiskTier[]

/**
 * The shape of the results' top, laid out as the results lay it out
 * (src/sections/quiz-results/quiz-results.tsx, score-summary.tsx): the countdown banner across
 * the top in its tier's colours with its label alone, then the badge, the heading (`heading`, at the results' heading's
 * size, over the `tiers`' titles unseen, so that it takes the lines the visitor's tier's title
 * takes), the subtitle's lines, the dial's card with its legend beside it (under it from `sm` up)
 * and the button, in two columns at desktop width, the left one's rows centred against the dial
 * and the dial at the top (so that a message of more lines does not move it),
 * so that the results land where it drew them. Once `stuck` (slow or failed), the same frame, its
 * shapes unseen but the band and the dial's card and its legend's shape, still, the card titled: the
 * heading, what to do where the subtitle's lines were, and Try again; under lg right under what to
 * do, the card under it, from lg where the results' button is, the card beside.
 */
function ResultsTop({
  heading,
  tiers,
  stuck,
  room,
}: {
  heading: React.ReactNode
  tiers: readonly RiskTier[]
  stuck: boolean
  /**
   * Slow or failed, the wait's heading: its whole shape is laid under the message, unseen, so the
   * screen keeps the wait's height at every width (review 40: the footer rose 415 px at 375 as
   * the wait turned slow, and dropped back as the results landed).
   */
  room?: React.ReactNode
}) {
  const parts = <ResultsParts heading={heading} tiers={tiers} stuck={stuck} />
  return (
    <>
      {/* The band (src/sections/quiz-results/countdown-banner.tsx) at its height, in its tier's
          colours, in every state: an empty strip there looked like something had failed to draw
          (review 36). What in it does not hang on the score: its label and who has registered,
          set as the results set them (on a phone the label's line as tall as the clock's, who
          has registered under it), so that the band is not half empty (review 42). No clock:
          the countdown starts on the results (spec), and a still one would read as broken while
          they are slow. A resumed tab's outline, of no tier, takes a tone of none (./band-tones.ts). */}
      <p
        className={cn(
          'flex flex-wrap content-center items-center justify-center gap-x-3 px-fit-4 text-center text-xs leading-tight sm:h-10 sm:text-sm print:hidden',
          bandRoom.height,
          bandRoom.lines,
          bandTonesByTier,
        )}
      >
        <span className="inline-flex items-center justify-center gap-x-2 font-bold max-sm:min-h-6 max-sm:basis-full sm:tracking-wide">
          <Icon shapes={videoIcon} size="sm" className="max-sm:hidden" />
          {quizResults.countdown.dateLabel}
        </span>
        <span>{quizResults.countdown.registered}</span>
      </p>
      <div className="px-fit-4 pt-4 pb-16 sm:px-8 sm:pt-10 lg:pt-12">
        {room ? (
          <div className="grid [&>*]:[grid-area:1/1]">
            <div aria-hidden="true" className="invisible">
              <ResultsParts heading={room} tiers={tiers.length ? tiers : allTiers} stuck={false} />
            </div>
            <div>{parts}</div>
          </div>
        ) : (
          parts
        )}
      </div>
    </>
  )
}

/** The frame's parts under its band (see ResultsTop). */
function ResultsParts({
  heading,
  tiers,
  stuck,
}: {
  heading: React.ReactNode
  tiers: readonly RiskTier[]
  stuck: boolean
}) {
  /** Shown: the tier's where there are several to choose from, the one there is. */
  const shown = (tier: RiskTier) => (tiers.length > 1 ? forTier[tier] : undefined)
  return (
    <div
      className={cn(
        `mx-auto grid ${outsideGutterWidth} grid-cols-[minmax(0,1fr)] lg:grid-flow-dense lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-16 lg:text-left`,
        // Slow or failed, from lg, the same rows: the heading where the wait's was, under the
        // badge's unseen room, what to do in the subtitle's row and Try again in the button's,
        // centred against the card as one block. Started level with the card's top (review
        // 41-42), the heading jumped 86 px up as the wait turned slow (review 44).
        headRows,
      )}
    >
      <Bone
        still={stuck}
        name="badge"
        className={cn(
          left,
          'mx-auto h-[2.375rem] lg:row-start-2 w-[16.625rem] rounded-full lg:mx-0 bg-danger-600/15 sm:h-[2.625rem]',
        )}
      />
      {/* The tier's title, unseen, under the heading, in the results' heading's face and size
              (src/sections/quiz-results/score-summary.tsx): its lines are the title's. A <div>:
              the heading it holds is a <p>. */}
      <div
        className={cn(
          left,
          'mt-2 grid font-display text-2xl leading-tight font-semibold tracking-tight sm:mt-5 sm:text-4xl lg:row-start-3 lg:text-5xl [&>*]:[grid-area:1/1]',
        )}
      >
        {heading}
        {/* Slow or failed, only the heading's own lines: the message follows it, whatever
                its lines (rquiz31: 4 px under a two-line title, 30 px under a one-line one). */}
        {(stuck ? [] : tiers).map((tier) => (
          <span
            key={tier}
            className={cn('invisible text-balance max-[22rem]:tracking-tighter', shown(tier))}
          >
            {keptLast(quizResults.tiers[tier].title)}
          </span>
        ))}
      </div>
      {/* Slow or failed, what to do under the heading, then Try again (from lg rows 4 and 5). */}
      {stuck ? (
        <p className={cn(left, 'mt-4 text-base text-muted sm:mt-5 sm:text-xl lg:row-start-4')}>
          {quizResultsLoading.failedText}
        </p>
      ) : null}
      {/* The subtitle's lines: two, as every tier's takes on a phone; one from lg, as every
              tier's takes there (the high tier's two lines there jumped its results 28 px up at
              1280, review 34). */}
      <span
        className={cn(
          left,
          'mt-1 flex-col text-base sm:mt-3 sm:text-xl lg:row-start-4',
          stuck ? 'hidden' : 'flex',
        )}
      >
        <Bone
          still={stuck}
          name="sub"
          className="mx-auto my-[0.2lh] h-[0.6lh] w-64 max-w-full rounded-full bg-sand-200 lg:mx-0"
        />
        <Bone
          still={stuck}
          name="sub2"
          className="mx-auto my-[0.2lh] h-[0.6lh] w-48 max-w-full rounded-full bg-sand-200 lg:mx-0 lg:hidden"
        />
      </span>
      {/* Slow or failed, the card and its legend's shape stay, still, at every width: from lg
              in their column, the left column's rows centred on them; under lg after Try again
              (the message and its button first, rquiz30), in the room the wait's shape keeps
              under them (review 41: the lower half of the screen was bare at 320 and 375). */}
      <span
        className={cn(
          'mx-auto mt-2 flex w-full max-w-xl flex-wrap items-center justify-center gap-4 sm:mt-6 sm:block lg:col-start-2 lg:row-span-6 lg:row-start-1 lg:mt-0 lg:self-start',
          // On a tablet's short window after the button, as the results set it (score-summary.tsx).
          stuck ? 'max-lg:order-last max-sm:mt-6' : 'short-sm:order-1',
        )}
      >
        {/* The dial's card (./score-dial.tsx): its title's lines (two on a phone), the dial, the score's line. */}
        {/* Slow or failed, the card stays, still, titled as the results' card is, its arc
                empty and where the score's number goes a line saying the score shows here (an
                empty dial beside the message read as broken, review 39); in a phone's narrow
                card that line takes two. */}
        <Bone
          still={stuck}
          kept
          name="dial"
          display="flex"
          className="w-[min(100%,max(min(10rem,50%),9rem))] shrink-0 flex-col rounded-3xl bg-white p-fit-3 shadow-lg ring-1 ring-sand-200 sm:mx-auto sm:w-72 lg:w-full"
        >
          <span className="h-[2lh] text-center text-[0.6875rem] leading-tight font-semibold tracking-widest text-muted sm:h-[1lh] sm:text-xs">
            {stuck ? quizDial.title : null}
          </span>
          {/* The dial's arc (./score-dial.tsx), faint. */}
          <svg aria-hidden="true" viewBox="44 56 232 130" className="my-1.5 w-full">
            <path
              d="M56 172A104 104 0 0 1 264 172"
              fill="none"
              strokeWidth="22"
              className="stroke-sand-100"
            />
          </svg>
          <span className="flex min-h-[1lh] items-center justify-center text-2xl leading-none sm:text-3xl">
            {stuck ? (
              <span className="text-xs leading-tight font-semibold text-balance text-muted sm:text-sm">
                {quizResultsLoading.scoreHere}
              </span>
            ) : null}
          </span>
        </Bone>
        {/* Slow or failed, the legend's shape unseen, its room kept from lg (on a phone, beside
            the card, a blank block read as a fault: the card alone): a shape under the card read
            as "still loading" beside a message that says it stopped (review 42; slow, review 44). */}
        <Bone
          still={stuck}
          kept
          name="legend"
          className={cn(
            'h-[7.75rem] w-[5.875rem] rounded-xl bg-sand-200 sm:mx-auto sm:mt-5 sm:h-9 sm:w-[17.3rem] lg:mt-4',
            stuck && 'invisible max-lg:hidden',
          )}
        />
      </span>
      {/* Try again as wide as its words and some room, at every width: from lg stretched across
              the left column it was a 672 px bar, wider than the results' own buttons, beside the
              dial's empty room (review 32); with a 288 px floor from lg, a slab round ~120 px of
              words (review 33): its padding now the phone's, 187 px. */}
      {stuck ? (
        <button
          type="button"
          className={buttonVariants({
            className: cn(
              left,
              'mx-auto mt-3 sm:mt-6 lg:row-start-5 lg:mx-0 lg:justify-self-start',
            ),
          })}
        >
          {quizResultsLoading.retry}
          <Icon shapes={arrowRightIcon} />
        </button>
      ) : (
        <Bone
          still={stuck}
          name="button"
          className={cn(
            left,
            'mx-auto mt-3 h-[4.625rem] w-full max-w-xl rounded-full bg-cta-600/15 sm:mt-6 sm:h-[5.125rem] lg:row-start-5 lg:mx-0',
          )}
        />
      )}
    </div>
  )
}

/**
 * What the waiting screen says in a state: its heading amid the shape of the results' top while
 * they load, and, once slow or failed, what to do and Try again. Drawn at build time only
 * (src/sections/quiz-intro/intro-markup.tsx), into templates in the page's HTML that
 * src/entries/quiz-root.tsx shows, so the quiz's JavaScript carries none of its words. As a
 * `shape` (./resume-shape.tsx), its heading is a paragraph, for the screen it stands in for.
 */
export function ResultsPendingMarkup({
  title,
  stuck = false,
  shape = false,
}: {
  title: string
  /** Slow or failed: the same screen, only its heading differs. */
  stuck?: boolean
  shape?: boolean
}) {
  const Heading = shape ? 'p' : 'h1'
  // Under 400 px a step smaller, in every state (one screen whose message changes): at 24 px
  // 'Your results are taking too long' took two lines at 320 and ran edge to edge at 375
  // (rquiz31); at 20 px one line each, with its margins.
  const face =
    'font-display text-2xl leading-tight font-semibold text-brand-950 focus:outline-none max-[25rem]:text-xl sm:text-4xl lg:text-5xl'
  const heading = (
    <Heading {...(shape ? {} : { id: resultsPendingHeadingId, tabIndex: -1 })} className={face}>
      {title}
    </Heading>
  )
  // A resumed tab's outline (`shape`) knows no tier: the high tier's, the tallest. Slow or failed,
  // the same frame and heading, still, with what to do, over the wait's shape unseen: one screen
  // whose message changes, at the wait's height.
  return (
    <ResultsTop
      heading={heading}
      tiers={shape ? ['high'] : allTiers}
      stuck={stuck}
      room={stuck ? <p className={face}>{quizResultsLoading.busy}</p> : undefined}
    />
  )
}
