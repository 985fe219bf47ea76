import { buttonVariants } from '@/components/ui/button-variants'
import { quizResultsLoading } from '@/content/quiz'
import { cn } from '@/lib/cn'
import { arrowRightIcon, Icon } from './icons'
import { resultsPendingHeadingId } from './results-pending'

/**
 * A shape of the results' top while they load (their badge, dial and button, at their size), so
 * that the screen is not a heading over empty cream and the results land where it drew them. Not
 * read (the heading says what is happening); it pulses, except under reduced motion.
 */
function Bone({ className }: { className: string }) {
  return (
    <span
      aria-hidden="true"
      data-slot="results-bone"
      className={cn('mx-auto block motion-safe:animate-pulse', className)}
    />
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
  return (
    <>
      {stuck ? null : (
        <Bone className="h-[2.375rem] w-[16.625rem] rounded-full bg-danger-600/15 sm:h-[2.625rem]" />
      )}
      <Heading
        {...(shape ? {} : { id: resultsPendingHeadingId, tabIndex: -1 })}
        className={cn(
          'font-display text-2xl leading-tight font-semibold text-brand-950 focus:outline-none sm:text-4xl',
          !stuck && 'mt-2 sm:mt-5',
        )}
      >
        {title}
      </Heading>
      {stuck ? null : (
        <>
          {/* Its subtitle's two lines, the dial, then the button, at their sizes on a phone
              (src/sections/quiz-results/score-summary.tsx). */}
          <Bone className="mt-3 h-4 w-64 max-w-full rounded-full bg-sand-200" />
          <Bone className="mt-2 h-4 w-48 max-w-full rounded-full bg-sand-200" />
          <Bone className="mt-5 h-[10.25rem] w-40 rounded-3xl bg-white shadow-lg ring-1 ring-sand-200 sm:h-72 sm:w-72" />
          <Bone className="mt-3 h-[4.625rem] w-full max-w-xl rounded-full bg-cta-600/15 sm:mt-6 sm:h-[5.125rem]" />
        </>
      )}
      {stuck && (
        <>
          <p className="mx-auto mt-4 max-w-md text-base text-muted">
            {quizResultsLoading.failedText}
          </p>
          <button type="button" className={buttonVariants({ className: 'mt-8' })}>
            {quizResultsLoading.retry}
            <Icon shapes={arrowRightIcon} />
          </button>
        </>
      )}
    </>
  )
}
