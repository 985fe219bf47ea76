import { buttonVariants } from '@/components/ui/button-variants'
import { outsideGutterWidth } from '@/components/ui/content-widths'
import { quizResultsLoading } from '@/content/quiz'
import { cn } from '@/lib/cn'
import { arrowRightIcon, Icon } from './icons'
import { resultsPendingHeadingId } from './results-pending'

/**
 * A part of the results' top, drawn at its size while they load, `name`d for the part it stands
 * for. Empty, so not read (the heading says what is happening); it pulses, except under reduced
 * motion.
 */
function Bone({
  name,
  className,
  children,
}: {
  name: string
  className: string
  children?: React.ReactNode
}) {
  return (
    <span data-bone={name} className={cn('block motion-safe:animate-pulse', className)}>
      {children}
    </span>
  )
}

/** Where the results' head puts each part (src/sections/quiz-results/score-summary.tsx). */
const left = 'lg:col-start-1'

/**
 * The shape of the results' top, laid out as the results lay it out
 * (src/sections/quiz-results/quiz-results.tsx, score-summary.tsx): the countdown banner across
 * the top in a neutral colour, then the badge, the heading (`heading`, at the results' heading's
 * size and two lines, as the titles take), the subtitle's lines, the dial's card with its legend
 * beside it (under it from `sm` up) and the button, in two columns at desktop width, so that the
 * results land where it drew them.
 */
function ResultsTop({ heading }: { heading: React.ReactNode }) {
  return (
    <>
      <Bone name="banner" className="h-[3.1875rem] bg-sand-200 sm:h-10" />
      <div className="px-fit-4 pt-4 pb-16 sm:px-8 sm:pt-10 lg:pt-12">
        <div
          className={`mx-auto grid ${outsideGutterWidth} grid-cols-[minmax(0,1fr)] lg:grid-flow-dense lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-16 lg:text-left`}
        >
          <Bone
            name="badge"
            className={cn(
              left,
              'mx-auto h-[2.375rem] w-[16.625rem] rounded-full lg:mx-0 bg-danger-600/15 sm:h-[2.625rem]',
            )}
          />
          {heading}
          <span className={cn(left, 'mt-1 flex flex-col text-base sm:mt-3 sm:text-xl')}>
            <Bone
              name="sub"
              className="mx-auto my-[0.2lh] h-[0.6lh] w-64 max-w-full rounded-full bg-sand-200 lg:mx-0"
            />
            <Bone
              name="sub2"
              className="mx-auto my-[0.2lh] h-[0.6lh] w-48 max-w-full rounded-full bg-sand-200 lg:mx-0"
            />
          </span>
          <span className="mx-auto mt-2 flex w-full max-w-xl flex-wrap items-center justify-center gap-4 sm:mt-6 sm:block lg:col-start-2 lg:row-span-4 lg:row-start-1 lg:mt-0 lg:self-center">
            {/* The dial's card (./score-dial.tsx): its title's lines (two on a phone), the dial, the score's line. */}
            <Bone
              name="dial"
              className="flex w-[min(100%,max(min(10rem,50%),9rem))] shrink-0 flex-col rounded-3xl bg-white p-fit-3 shadow-lg ring-1 ring-sand-200 sm:mx-auto sm:w-72 lg:w-full"
            >
              <span className="h-[2lh] text-[0.6875rem] leading-tight sm:h-[1lh] sm:text-xs" />
              <span className="my-1.5 aspect-[232/130]" />
              <span className="h-[1lh] text-2xl leading-none sm:text-3xl" />
            </Bone>
            <Bone
              name="legend"
              className="h-[7.75rem] w-[5.875rem] rounded-xl bg-sand-200 sm:mx-auto sm:mt-5 sm:h-9 sm:w-[17.3rem] lg:mt-4"
            />
          </span>
          <Bone
            name="button"
            className={cn(
              left,
              'mx-auto mt-3 h-[4.625rem] w-full max-w-xl rounded-full bg-cta-600/15 sm:mt-6 sm:h-[5.125rem] lg:mx-0',
            )}
          />
        </div>
      </div>
    </>
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
  stuck?: boolean
  shape?: boolean
}) {
  const Heading = shape ? 'p' : 'h1'
  const heading = (
    <Heading
      {...(shape ? {} : { id: resultsPendingHeadingId, tabIndex: -1 })}
      className={cn(
        'font-display text-2xl leading-tight font-semibold text-brand-950 focus:outline-none sm:text-4xl',
        !stuck && cn(left, 'mt-2 min-h-[2lh] tracking-tight sm:mt-5 lg:text-5xl'),
      )}
    >
      {title}
    </Heading>
  )
  if (!stuck) return <ResultsTop heading={heading} />
  return (
    <div className="px-fit-4 pt-4 pb-16 sm:px-6 sm:pt-10 lg:pt-12">
      {heading}
      <p className="mx-auto mt-4 max-w-md text-base text-muted">{quizResultsLoading.failedText}</p>
      <button type="button" className={buttonVariants({ className: 'mt-8' })}>
        {quizResultsLoading.retry}
        <Icon shapes={arrowRightIcon} />
      </button>
    </div>
  )
}
