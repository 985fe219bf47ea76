import { Fold } from '@/components/sales/fold'
import { HeadedSection } from '@/components/sales/sales-section'
import {
  type SignChecklistCopy,
  signChecklistSlots,
  signChecklistVerdict,
} from '@/components/sales/sign-checklist.view'
import { buttonVariants } from '@/components/ui/button-variants'
import { ArrowDownIcon } from '@/components/ui/icons'
import { Line } from '@/components/ui/kept-words'
import type { VslContent } from '@/content/vsl'
import { cn } from '@/lib/cn'

/**
 * The warning signs as a checklist the visitor ticks against their own days: real checkboxes,
 * which work without JavaScript. Nothing is sent or stored; the ticks are for the visitor alone.
 * The first few show; the rest are one tap away in a native disclosure (in the HTML all along).
 * With JavaScript the checklist answers each tick on the device (src/entries/sales.ts): how many,
 * what that pattern means for the test, and the ways on (to the quiz, to the order) once one is.
 */
export function WarningSigns({
  copy,
  orderId,
}: {
  copy: VslContent['warningSigns']
  /** The page's order section, where the second way on leads. */
  orderId: string
}) {
  const answers: SignChecklistCopy = { closing: copy.closing, feedback: copy.feedback }
  const closing = signChecklistVerdict(answers, 0, copy.items.length)
  const way =
    'font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950 min-h-11 inline-flex items-center'
  // Two columns in a 4xl measure up to xl, where every sign reads in two lines (round 13: three
  // columns at 1024 ran two of them in three lines beside two-line cards). From xl three across
  // the section's full width, in 15 px with a smaller box and a right padding of 8 px, so each
  // sign reads in two lines with room to spare (round 13: three lines of ~150 px in the ~290 px
  // cards of a 4xl measure at 1280; then, in 16 px, the longest 2 px short of a third line).
  const list = (count: number) =>
    cn(
      'mx-auto grid max-w-4xl xl:max-w-none gap-2 sm:grid-cols-2 sm:gap-4 xl:gap-3',
      count % 3 !== 1 && 'xl:grid-cols-3',
    )
  const signs = (items: readonly string[]) =>
    items.map((item, index) => (
      <li key={item} className={index === items.length - 1 ? lastCard(items.length) : undefined}>
        <label className="flex h-full cursor-pointer items-start gap-3 rounded-xl bg-white px-fit-3 py-1.5 leading-snug text-ink shadow-sm ring-1 ring-sand-200 transition-colors hover:ring-brand-300 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600 sm:gap-4 sm:rounded-2xl sm:p-5 sm:text-lg xl:gap-3 xl:p-4 xl:pr-2 xl:text-[0.9375rem]">
          <input
            type="checkbox"
            className="size-5 shrink-0 cursor-pointer accent-brand-700 sm:mt-0.5 sm:size-6 xl:mt-0 xl:size-5"
          />
          {/* Its last two words held and its lines balanced (round 12, Gecko at 1280: 'sleep'
              and 'mid-sentence' alone on their last lines); at 200 % text, where a card at 320
              px is narrower than 'mid-sentence', free at its hyphen (Line). */}
          <span className="text-balance">
            <Line text={item} />
          </span>
        </label>
      </li>
    ))
  return (
    // On a tall desktop (1280x1440) the checklist starts within the first screen: laid out at once.
    <HeadedSection copy={copy} tone="sand" firstScreen>
      <div data-island="warning-signs" data-copy={JSON.stringify(answers)}>
        <ul className={cn(list(copy.shown), 'mt-3 sm:mt-8 lg:mt-6')}>
          {signs(copy.items.slice(0, copy.shown))}
        </ul>
        <Fold
          summary={copy.more}
          className="mx-auto max-w-4xl xl:max-w-none"
          summaryClassName="mt-1"
        >
          <ul className={cn(list(copy.items.length - copy.shown), 'mt-1 sm:mt-4')}>
            {signs(copy.items.slice(copy.shown))}
          </ul>
        </Fold>
        {/* Before a tick the section's closing line, centred in display type; once ticked the
            answer, body text that starts where the cards start, its tally bold (issue 72: six
            centred lines of display type at 375). */}
        <div className="mx-auto max-w-4xl xl:max-w-none">
          <p
            role="status"
            data-slot={signChecklistSlots.verdict}
            className="mx-auto mt-2 max-w-2xl text-center text-balance data-answer:text-pretty font-display text-lg leading-snug font-semibold text-brand-900 sm:mt-7 sm:text-2xl data-answer:mx-0 data-answer:text-left data-answer:font-sans data-answer:text-base data-answer:leading-normal data-answer:font-normal data-answer:text-ink sm:data-answer:mt-6 sm:data-answer:text-lg"
          >
            {closing.text}
          </p>
          {/* The ways on are part of the answer: they show with it, once a sign is ticked. At
              one tick the quiz leads (is one sign a pattern?); from two, where the answer says
              it is one, the order, drawn as the page's action, the quiz a quiet link after it
              (`data-lead`, src/components/sales/sign-checklist.dom.ts). */}
          <p
            data-slot={signChecklistSlots.ways}
            hidden
            className="group/ways mt-2 flex flex-wrap items-center gap-x-5 gap-y-1 text-[0.9375rem] sm:mt-4 sm:text-base"
          >
            <a
              href={`#${orderId}`}
              className={cn(
                buttonVariants({ variant: 'cta', size: 'md' }),
                'max-[22rem]:px-fit-4 group-data-[lead=quiz]/ways:hidden',
              )}
            >
              {copy.feedback.order}
              <ArrowDownIcon className="size-5 shrink-0" />
            </a>
            <a href="/quiz" className={cn(way, 'group-data-[lead=order]/ways:font-medium')}>
              {copy.feedback.quiz}
            </a>
            <a href={`#${orderId}`} className={cn(way, 'group-data-[lead=order]/ways:hidden')}>
              {copy.feedback.order}
            </a>
          </p>
        </div>
      </div>
    </HeadedSection>
  )
}

/**
 * The classes of a list's last card, so that none sits alone in a row: two columns from sm, where
 * an odd list's last card takes the row; three from xl (where the count allows: four or seven
 * stay in two), where a list one short of full rows ends with a card two columns wide (the three
 * shown, the five folded; issue 72). The wide card's one line centred in the row's height, beside
 * its neighbour's two (round 14: at the top, 'Close family…' read as unfinished at 1280).
 */
function lastCard(count: number) {
  return cn(
    count % 2 === 1 && 'sm:col-span-2',
    count % 3 === 0 && count % 2 === 1 && 'xl:col-span-1',
    count % 3 === 2 && 'xl:col-span-2 xl:*:items-center',
  )
}
