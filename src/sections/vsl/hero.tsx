import { CheckList } from '@/components/sales/check-list'
import { LabWords } from '@/components/sales/lab-line'
import { OrderButton } from '@/components/sales/order-button'
import { ReviewText } from '@/components/sales/review-score'
import { SalesImage } from '@/components/sales/sales-image'
import { SalesSection, SectionTitle } from '@/components/sales/sales-section'
import { StarRating } from '@/components/sales/star-rating'
import { AsOf, asOfStyle } from '@/components/ui/as-of'
import { AsOfNote } from '@/components/ui/as-of-note'
import { DottedLine } from '@/components/ui/dotted-line'
import { ArrowDownIcon, BadgeCheckIcon, PlayIcon, UsersIcon } from '@/components/ui/icons'
import { Line } from '@/components/ui/kept-words'
import { asOfDays } from '@/content/as-of'
import { heroStars, labLine, reviewLine } from '@/content/proof'
import { videoBoxCopy } from '@/content/video-box'
import type { VslContent } from '@/content/vsl'
import { cn } from '@/lib/cn'
import type { CountedLink } from '@/lib/counting'

/**
 * The kit's width in the layout from sm, for the browser's choice of file (and the preload in the
 * page's head): from lg its column, about 31rem (the render is cut to the kit and its shadow,
 * ops/kit-render.ts, so it fills the column with no box to crop it: issue 72); from `split`
 * (50rem) its column's share of the row (the grid's below, on the screen less its 2rem sides:
 * 254 px at 800, 414 at 1000); max-w-md from sm.
 */
const kitSizesFromSm =
  '(min-width: 64rem) 31rem, (min-width: 50rem) min(47.5vw - 3.325rem, 80vw - 24.125rem), (min-width: 40rem) 28rem'

/** The hero image's width (`kitSizesFromSm`), under sm 14rem or the screen less the side padding. */
export const heroImageSizes = `${kitSizesFromSm}, min(14rem, calc(100vw - 2rem))`

/**
 * The same where the order leads (/google): a shopper comparing tests looks at the kit, so a phone
 * draws it 17.5rem wide (about the screen less its padding at 320 px), never the site's smallest picture.
 */
const orderLedImageSizes = `${kitSizesFromSm}, min(17.5rem, calc(100vw - 2rem))`

/** On a tablet's short window (sm to lg, no taller than 50rem: 640-1000 x 667-800), the h1 a step down. */
const shortTablet = 'short-sm:text-4xl'

/** There, under 800 px (one column), the kit 240 px wide, 16 px under the headline, centred. */
const shortTabletKit = 'short-sm:max-split:max-w-60 short-sm:max-split:mt-4'

/**
 * There the lede and the proof ~65 characters a line, 36rem, with the kit at the column's start
 * (review 40: at 1000x780 the lede ran 936 px, ~90 characters a line, the kit centred under a
 * left-aligned column, the hero's right half empty).
 */
const shortTabletMeasure = 'short-sm:max-w-xl'

/** The proof list's marks: one size on every row. */
const proofIcon = 'mt-px size-4 shrink-0 text-brand-700 split:mt-0.5'

/**
 * The page's promise: the h1, the kit as it arrives, and the way into the video. A phone shows the
 * headline, the kit, the video's link, the proof (the score's stars, or a people icon by the
 * people tested; the laboratory, when the brand named it) and the price on an order button for a
 * visitor ready before the video, all on its first screen (issue 72), the order before the proof
 * (round 8: at 320x568 the proof above it pushed it to 631 px), the sub-headline and the points
 * after them. From lg the text runs beside the kit, centred in its column, and the order, its note
 * and the proof follow it in that column, the points beside them under the kit (round 8: the proof
 * under the kit left an empty column beside the order). Where the order leads (/google) the kit stands beside the
 * headline and the lede; under the lede the order, its note, the proof and the video's link, the
 * facts and, 24 px under them, the points one group beside them, level with the order, within a
 * laptop's first screen (rsales18: the note beside the proof under the facts left a 50 px hole
 * under the order; review 27: the points centred beside the proof, 60-70 px under the facts). One
 * grid in both cases, so the DOM order is the phone's reading order (on /google the lede after the
 * video's link, before the facts: review 29) and the image is never drawn twice.
 */
export function Hero({
  copy,
  videoId,
  nextId,
  orderLink,
}: {
  copy: VslContent['hero']
  videoId: string
  /** The section after the hero: where the video's link leads once the video cannot play. */
  nextId: string
  orderLink: CountedLink
}) {
  const leadsWithOrder = copy.lead === 'order'
  // Where the order leads, at every width the order, its note, the proof, then the video's link
  // (round 16b: under the facts, the score and the lab ended at 791 px of a 375x667 screen; round
  // 17b: the link between the order and the proof left the people tested under the fold; rsales19:
  // the note under the facts, ~830 px down at 375; review 26: without the brand's proof, the video's
  // link and the facts between the order and the people tested on a phone), then the facts. In
  // the DOM as shown (round 15).
  // A point that says one of the facts ('Results in 7–10 business days, …' and the row's 'In 7–10
  // business days') is left to the facts row: said twice 100 px apart at 1280 (round 9, /google).
  const facts = copy.facts
  const pointsLeft = copy.points.filter(
    (point) =>
      !copy.facts?.some(({ detail }) => point.toLowerCase().includes(detail.toLowerCase())),
  )
  // The score and the people tested both dated: one 'Figures as of …' line closes the proof, no
  // day beside either (round 8: two '(as of …)' on their own lines read as two styles).
  const datedOnce = !!reviewLine && asOfDays(['peopleTested']).length > 0
  // At every width and on every variant a text link with its play mark: an outlined button wider
  // than the order read as the first action (issue 72 on /google; round 15 on /, where it stood
  // over the order), and one treatment on a phone and a laptop reads as one way in. The order is
  // the one filled action on a first screen. Beside the order on a tablet where the order leads;
  // from lg under the proof (rsales18: beside the order, 'Everything the video / covers is below').
  // The link on down the page ('Read what the video covers', one line from 320), where larger text
  // makes it wrap, parts where its phrases do, the first line the longer (round 16b/17b: no word
  // alone), and whole where it fits: its last two words held, and on a phone the rest too; from lg
  // the rest may wrap (large text), only a break inside it making two lines (WebKit then left
  // 'below' alone, round 17b). Underlined at rest (round 17b: without, on
  // a phone it read as a label).
  const coveredWords = videoBoxCopy.coveredBelow.split(' ')
  const watchClassName =
    'inline-flex min-h-12 items-center justify-center gap-2 self-center rounded-full text-center text-base font-semibold text-brand-900 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-3 sm:self-auto'
  // The way into the video, and in its place once the video cannot play (the loader's status, shown
  // by src/components/video/video-box.dom.ts) a link on down the page, which says so: the video's
  // link would lead to the dead box (round 14). The prerendered page offers the video.
  // Where the order leads, from lg under the proof, its words at its start.
  const watchPlace = leadsWithOrder && 'split:justify-self-start split:row-start-7'
  const watchLink = (
    <a
      href={`#${videoId}`}
      data-slot="watch-link"
      data-video-link="video"
      className={cn(watchClassName, 'shrink-0', watchPlace)}
    >
      <PlayIcon className="size-5 fill-current shrink-0" />
      {/* One flex item: the build holds '12-minute' by a span, which would be an item of its own. */}
      <span>{copy.watchLink}</span>
    </a>
  )
  // The stand-in in the video's link's slot on both pages, so nothing moves when the video cannot
  // play: on /google under the proof, on `/` over the order, where the video leads (review 25: under
  // `/`'s proof, the watch link's going lifted the order 48 px at 1.6-4 s).
  const coveredPlace = watchPlace
  const coveredLink = (
    <>
      {/* Its words wrap, in two lines where the video's link has one (48 px, the slot both take):
          beside the order (/google on a tablet) in the room the order leaves, and on a phone centred, the arrow in the first line's
          words (round 16: a flex item of its own, alone at the far left): the mark inline
          (inline-flex; svg's own vertical-align: middle) in one span with the words, held to the
          first by a word joiner, a quarter em of padding the space; at every width, as from lg
          the link has a row of its own and one line (rsales18; before, from xl the mark and the
          words were two flex items, to hang a second line beside the order). */}
      <a
        href={`#${nextId}`}
        data-slot="covered-link"
        data-video-link="page"
        hidden
        className={cn(watchClassName, 'underline split:text-left', coveredPlace)}
      >
        <span>
          <ArrowDownIcon className="size-5 inline-flex" />
          <span className="ps-[0.25em]">
            <span className="whitespace-nowrap split:whitespace-normal">
              {`\u2060${coveredWords.slice(0, -2).join(' ')}`}
            </span>{' '}
            <span className="whitespace-nowrap">{coveredWords.slice(-2).join(' ')}</span>
          </span>
        </span>
      </a>
    </>
  )
  const watch = (
    <>
      {watchLink}
      {coveredLink}
    </>
  )
  const order = (
    <OrderButton
      {...orderLink}
      size="md"
      className={cn(
        'sm:shrink-0',
        leadsWithOrder
          ? 'split:mt-4 split:row-start-4 split:justify-self-start'
          : 'split:min-w-[20.5rem]',
      )}
    >
      {copy.order.button}
    </OrderButton>
  )
  // On a phone 'with the CellWise kit' whole on the next line ('12,400+ people have tested / with
  // the CellWise kit' at 320-375; review 39: 'with' ended the first, the kit's name read apart;
  // review 29 had found the first line short, 64 % of the 311 px beside the mark at 375, the
  // lesser fault). Balanced they left 'CellWise kit' alone,
  // then broke early ('…have / tested with…', round 11). From sm one line; `wrap`, not the
  // site's `pretty`, so from lg the line fills the column (issue 72).
  const heldPeople = 'with the CellWise kit'
  const peopleAt = copy.proof.indexOf(heldPeople)
  const peopleTested = (
    <span className="text-wrap">
      {peopleAt < 0 ? (
        copy.proof
      ) : (
        <>
          {copy.proof.slice(0, peopleAt)}
          <span className="whitespace-nowrap large-text:whitespace-normal">{heldPeople}</span>
          {copy.proof.slice(peopleAt + heldPeople.length)}
        </>
      )}
      {datedOnce ? null : <AsOf figures={['peopleTested']} />}
    </span>
  )
  // Its parts, joined by ' · ', where no line ends on the dot (round 9: 'shipping · / 60-day…');
  // from lg 13 px, so '60-day money-back guarantee' fits whole beside the order on `/`.
  const orderNote = (
    <DottedLine
      items={copy.order.note.split(' · ')}
      className={cn(
        'mx-auto w-fit text-muted sm:mx-0',
        // Where the order leads, right under the order at every width, as on `/` (rsales19: under
        // the video's link and the facts on a phone, ~830 px down at 375): on a tablet a row of
        // its own (basis-full), the video's link under it; from lg in the order's column, 12 px
        // under the order, the proof under it (the facts beside both).
        leadsWithOrder
          ? 'basis-full text-[0.8125rem] leading-tight split:row-start-5 split:mt-3'
          : 'text-sm split:text-[0.8125rem]',
      )}
    />
  )
  // One list, one look: every row 14 px in the ink colour behind its own mark (the score's stars,
  // the laboratory's badge, the people's icon), so it reads as proof, not as three kinds of small
  // print (issue 72). A container: at 200 % text its width in rem halves, and the words go under
  // the stars rather than beside them a few letters a line. The platform's score, when set, leads,
  // linked to its page (the order comes first in the DOM); then the laboratory, when named (on
  // /google too, not in its facts row: there it fell under a 1280x650 fold); then the people
  // tested (after the order, on a phone too).
  const proof = (
    <div
      data-slot="hero-proof"
      className={cn(
        // From lg a step up, 16 px, set tight: the lab, the count and their day read as the
        // score's peers, not small print under the order (rsales21: 14 px, the day 12), within a
        // 1366x768 laptop's first screen.
        'text-sm leading-snug font-medium text-ink split:text-base split:leading-tight',
        // The proof's rows short but the lab's, one line within 42rem.
        'short-sm:max-w-2xl',
        // From lg in the text column, under the order's note, the points beside them: within a
        // 1366x768 laptop's first screen, score and lab (round 8: beside the points `/`'s hung
        // under the kit, an empty column beside the order; /google's lab, in its facts, at 650).
        // On a phone 12 px under the order's note, as on `/` (review 35: 4 px, the note and the
        // proof read as one block). From sm the column's width: its list is a query container,
        // whose own width is nothing, so set to its content under `sm:items-start` it was 0-244
        // px wide at 640-1023, the people's mark alone over three lines (rsales37).
        leadsWithOrder
          ? 'max-sm:mt-2 sm:self-stretch split:row-start-6 split:mt-3'
          : // Clear of the order's shadow (round 11: the stars 4 px under it, at 1280; rsales21:
            // 10 px, 8 under the shadow), 12 px under the button (rsales18: 16 px, apart from it).
            'split:col-start-1 split:row-start-6 split:mt-3 split:self-start',
      )}
    >
      {/* 6 px between its rows and 4 over the day's note on phones, 4 and 2 from lg (review 34:
          2 and 0 there, the rows touched): the whole proof within a 1280x650 fold
          (e2e/proof.spec.ts), with the video's link 4 px under the lede. */}
      <ul className="@container grid gap-1.5 split:gap-1">
        {/* The people's mark by their first line, as the laboratory's (centred, it stood
            between their two lines on a phone); the stars centred on the score's one line. */}
        <li
          className={cn(
            'flex gap-2 @max-[16rem]:flex-wrap',
            reviewLine ? 'items-center' : 'items-start',
          )}
        >
          {heroStars ? <StarRating {...heroStars} /> : <UsersIcon className={proofIcon} />}
          {reviewLine ? <ReviewText words="short" dated={!datedOnce} /> : peopleTested}
        </li>
        {labLine ? (
          <li data-slot="hero-lab" className="flex items-start gap-2">
            <BadgeCheckIcon className={proofIcon} />
            {/* Balanced, the name free on a phone: at 375 two lines as pretty's, at 320 three even
                lines, not pretty's 'Clinical Laboratories,' alone at 55 % of the measure (sales44;
                review 29: balanced with the name held, three lines at 55-68 % at 375); from lg `wrap`. */}
            <span className="text-balance split:text-wrap">
              <LabWords verbApartFromSplit />
            </span>
          </li>
        ) : null}
        {reviewLine ? (
          <li className="flex items-start gap-2">
            <UsersIcon className={proofIcon} />
            {peopleTested}
          </li>
        ) : null}
      </ul>
      {datedOnce ? (
        <AsOfNote
          figures={['peopleTested']}
          also={[reviewLine?.asOf]}
          named
          className={cn(asOfStyle, 'mt-1 pl-6 text-muted split:mt-0.5')}
        />
      ) : null}
    </div>
  )
  const points = (
    <CheckList
      items={pointsLeft}
      // Round 8: 'Results in 7–10 business / days' at 375 and in a laptop's column. sales44: at
      // 320 Chromium's balance ran 'Backed by / 2,000+ published studies' (78 and 192 px), its
      // claim held it is 'Backed by 2,000+ / published studies' (138 and 132) in every engine.
      held={['business days', 'Backed by 2,000+']}
      className={cn(
        // Balanced: Gecko has no 'pretty' and left 'minutes' alone on a line at 375.
        'mt-3 text-[0.9375rem] font-medium text-ink sm:mt-7 sm:text-lg split:mt-6 [&>li]:text-balance',
        // Where the facts stand beside the order (/google), under them (from lg 24 px, one group
        // with them); on `/` at the top of the order's row, level with the order with the proof
        // set or not (rsales18: centred, the brand's proof put them 16 px lower).
        !facts && 'split:col-start-2 split:row-span-2 split:row-start-5 split:self-start',
        // From xl (the column's widest, 494 px) 24 px into the section's padding, so '…business
        // days, explained one-on-one' (477 px, with its check 513) is one line (sales49: two).
        !facts && 'xl:-mr-6',
      )}
    />
  )
  // From lg placed by its row, so its place in the DOM is the phone's: where the order leads
  // (/google) after the video's link, before the facts and the points (review 29: after them, the
  // points moved under it by CSS order, read in another order than shown); on `/` after the order.
  const lede = (
    <p
      className={cn(
        'mt-3 text-[0.9375rem] leading-[1.45] text-muted sm:mt-6 sm:text-xl sm:leading-relaxed split:mt-3 split:text-lg split:leading-normal split:row-start-3',
        shortTabletMeasure,
      )}
    >
      {copy.lede}
    </p>
  )
  // From lg its spaces and the lede's leading tight enough that the proof ends, its dates line
  // too, within a 1366x768 laptop's 650 px (round 10: `/`'s at 679 px with the brand's proof set).
  // Where the screen is taller (45rem: 1280x800, the proof's end at 670), the eyebrow has the air
  // of the other sections' first lines, 40 px under the header (round 12: 22 px, cramped).
  return (
    <SalesSection
      id={copy.id}
      space="none"
      firstScreen
      className={cn(
        'overflow-hidden bg-linear-to-b from-brand-50 to-white to-50% pt-4 pb-4 sm:pt-12 sm:pb-16 split:pb-12',
        leadsWithOrder ? 'split:pt-4' : 'split:pt-3',
        'split:[@media(min-height:45rem)]:pt-9',
      )}
    >
      <div
        className={cn(
          // From `split` (800 px; lg before review 43) two columns, the kit's 47.5 % of the row less
          // its share of the gap, as 0.95fr was (433-494 px at 1024-1440), and under 1024 less
          // again, the text's column 434-474 px wide (the kit 254 px at 800, 414 at 1000).
          'mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] px-fit-4 min-[22rem]:px-5 sm:px-8 split:grid-cols-[minmax(0,1fr)_min(47.5%_-_1.425rem,80%_-_20.925rem)] split:gap-x-12',
          // The points beside the order and the proof take what they need more than those two from
          // the last row, so the proof follows the order's note (no gap opened under the order);
          // where the order leads (/google), the facts and the points beside the order, its note,
          // the proof and the video's link likewise from an eighth row (review 45: at 900x700 they
          // spread the four 40-55 px apart).
          leadsWithOrder
            ? 'split:grid-rows-[auto_auto_auto_auto_auto_auto_auto_1fr]'
            : 'split:grid-rows-[auto_auto_auto_auto_auto_1fr]',
        )}
      >
        <SectionTitle
          as="h1"
          copy={copy}
          eyebrowClassName="text-[0.6875rem] font-bold tracking-[0.12em] text-brand-700 uppercase min-[22rem]:text-xs min-[22rem]:tracking-[0.14em] sm:text-sm"
          className={cn(
            'mt-2 font-display text-fit-[1.5] leading-[1.12] font-semibold tracking-tight text-brand-950 min-[22rem]:text-fit-[1.75] sm:mt-5 sm:text-5xl split:mt-1.5 split:text-fit-[2.75]',
            // From sm to lg on a screen no taller than 50rem (640-1000 x 667-800) a step down,
            // 36 px: three lines, not four of 48 px (review 39: the order and the proof under
            // a 640-768 x 667 fold on both pages).
            shortTablet,
          )}
        />
        <div
          className={cn(
            'relative mx-auto mt-3 w-full sm:mt-8',
            // Under an order button and the video's, a phone still shows the proof whole.
            leadsWithOrder ? 'max-w-70' : 'max-w-56',
            // A short phone's screen (320x568) reaches the proof under the order (round 14: the
            // kit 190 px tall kept it off); a 375x667 one keeps the kit 280 px wide (issue 72; 288 before rsales19 put the order's note over the proof).
            leadsWithOrder && 'max-sm:[@media(max-height:37.5rem)]:max-w-52',
            // From sm to lg on a short screen (640-1000 x 667-800), under the headline's smaller
            // step, the kit 240 px wide, 16 px under it: the order and the proof's first row
            // within it (sales49: the 448 px kit put /google's order at 778 px; review 39: `/`'s
            // at 792-846, its proof under it; /google's proof at 705 of 667 with a 256 px kit).
            shortTabletKit,
            'sm:max-w-md split:col-start-2 split:row-start-1 split:mt-0 split:max-w-none split:self-center',
            // Where the video leads (/), beside the headline, the lede and the video's link; the
            // proof beside the order under it.
            leadsWithOrder ? 'split:row-span-3' : 'split:row-span-4',
          )}
        >
          <div
            aria-hidden="true"
            className="absolute -inset-6 bg-radial from-brand-100 to-transparent to-70%"
          />
          <SalesImage
            image={copy.image}
            priority="low"
            sizes={leadsWithOrder ? orderLedImageSizes : heroImageSizes}
            className="relative h-auto w-full"
          />
        </div>
        {/* Where the order leads (/google), the facts right under the order, its note and the
            video's link, within a phone's first screen (round 13: under the note and the proof,
            they began 100 px under a 375x667 fold); from lg beside the order and its note, which
            the grid stacks in the first column. */}
        <div
          className={cn(
            // Where the order leads, 4 px apart on a phone: the people tested under the note put
            // the facts' start 9 px under a 375x667 fold with 8 (review 26); the video's link's
            // 48 px box holds its own air.
            'mt-3 flex flex-col sm:mt-8 sm:items-start sm:gap-4',
            leadsWithOrder ? 'gap-1 split:contents' : 'gap-2 split:row-start-4 split:mt-1',
          )}
        >
          {leadsWithOrder ? (
            <>
              <div className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-6 sm:gap-y-1 split:contents">
                {order}
                {orderNote}
              </div>
              {proof}
              {watch}
            </>
          ) : (
            watch
          )}
        </div>
        {/* The facts and the points one group from lg, beside the order, its note, the proof and
            the video's link, level with the order (review 27: the points centred beside the proof
            stood 60-70 px under the facts with the brand's proof set). On a phone `contents`: under
            the lede, the facts, then the points. From lg the facts' card the column's width, the
            kit's over it (review 39: as wide as its words, it ended 10 px past the points' longest
            line and 88 px short of the kit at 1280; review 29's ~40 % empty was three cells). */}
        {leadsWithOrder ? lede : null}
        {facts ? (
          <div className="contents split:grid split:col-start-2 split:row-span-5 split:row-start-4 split:self-start">
            <HeroFacts facts={facts} />
            {points}
          </div>
        ) : null}
        {/* Where the video leads (/), the order and the proof under it, within a phone's first
            screen (issue 72: the order was 1.11 screens down at 375); from lg the order and its
            note right under the video's link, within a laptop's first
            screen (issue 72: it was at 720 px of 800), the proof under them; under 1152 px the
            note under the order, 12 px (rsales28: beside it at 1024 the note ran four lines,
            'shipping' and 'guarantee' alone), from there beside it, each phrase a line. */}
        {leadsWithOrder ? null : (
          <div className="mt-3 grid gap-3 sm:mt-5 sm:gap-5 split:contents">
            <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:gap-5 split:row-start-5 split:mt-1.5 split:gap-4 split:self-start split:max-[72rem]:flex-col split:max-[72rem]:items-start split:max-[72rem]:gap-3">
              {order}
              {orderNote}
            </div>
            {proof}
          </div>
        )}
        {leadsWithOrder ? null : lede}
        {facts ? null : points}
      </div>
    </SalesSection>
  )
}

/**
 * A compact summary for a visitor comparing tests: what is measured, who reads it, how soon. A
 * phone reads it as a small table, the terms in small capitals in a column, each detail beside its
 * term in 13 px (round 12: run in after its term, 'one-on-one' alone on a line at 320 and the box
 * ~100 px at 375), 6 px between its rows (round 15: 2 px, 'READ BY' all but touching 'RESULTS'); at 200 % text each term over its detail, which beside it had a word's width. From sm equal cells in a row where they fit at 8.5rem each, each as tall as the row (rsales36: baseline-aligned, a one-line cell left the dividers' mint as a 20 px bar under it at 640-768). From lg, beside the order and its note under the kit, the phone's table again: one fact a row, its term beside it, each detail on one line in the box's 433-494 px (1024-1440); three columns there left a fact's detail split ('RESULTS: In / 7–10 business days' in WebKit at 1280) or, in Chromium's wider font, a third fact alone under two with an empty cell beside it (rsales28).
 */
function HeroFacts({ facts }: { facts: NonNullable<VslContent['hero']['facts']> }) {
  return (
    <dl
      data-slot="hero-facts"
      className={cn(
        'mt-3 grid grid-cols-[auto_minmax(0,1fr)] items-baseline max-sm:large-text:block gap-x-2.5 gap-y-1.5 overflow-hidden rounded-2xl bg-white px-3 py-1.5 text-[0.8125rem] leading-[1.35] ring-1 ring-brand-100 sm:mt-4 sm:flex sm:flex-wrap sm:gap-px sm:bg-brand-100 sm:p-0 sm:text-sm sm:leading-snug sm:max-split:items-stretch',
        'split:mt-4 split:grid split:gap-x-3 split:gap-y-1 split:bg-white split:px-4 split:py-2.5 split:text-[0.8125rem]',
      )}
    >
      {facts.map((fact) => (
        // On a phone the term and its detail two cells of the table's row; from sm a cell each.
        <div
          key={fact.term}
          className="contents bg-white sm:block sm:min-w-[8.5rem] sm:grow sm:basis-0 sm:px-4 sm:py-3 split:contents"
        >
          <dt className="text-[0.6875rem] font-bold tracking-[0.1em] text-brand-700 uppercase sm:text-xs sm:tracking-[0.12em] split:text-[0.6875rem]">
            {fact.term}
          </dt>{' '}
          <dd className="font-medium text-ink sm:mt-0.5">
            <Line text={fact.detail} phrase={fact.held} pairOnPhones />
          </dd>
        </div>
      ))}
    </dl>
  )
}
