import { Fragment } from 'react'
import { PrintMasthead } from '@/components/site/print-masthead'
import { SiteFooter } from '@/components/site/site-footer'
import { SiteHeader } from '@/components/site/site-header'
import { mainTarget } from '@/components/site/skip-link'
import { EmailLink, emailBox, emailInText } from '@/components/ui/email-address'
import { ChevronDownIcon } from '@/components/ui/icons'
import {
  Compounds,
  filledLines,
  keptLast,
  Line,
  Phrases,
  RunningText,
} from '@/components/ui/kept-words'
import { company } from '@/config/page-settings'
import { type DocumentContent, type DocumentSection, documentCopy, longDate } from '@/content/site'
import { cn } from '@/lib/cn'
import { runningText } from '@/lib/typeset'

/** The company's legal name, and the punctuation right after it, so no line starts with it. */
const legalName = new RegExp(`(${company.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[.,;:]?)`)

/** A host name ('scripts.converteai.net'): a word, a dot, and more such, ending in a word. */
const hostName = /\b([a-z0-9-]+(?:\.[a-z0-9-]+)+\.[a-z]{2,})\b/

/**
 * `text` with each host name whole from sm and, on a phone, free to break before each of its dots
 * but the last (a `<wbr>` drawn only there): whole, the host went down to the next line and left the one before
 * it 183 of 335 px ('…from our video host, / scripts.converteai.net.' in /privacy at 375, review
 * 43); broken after a dot, its first label read as a sentence's end ('scripts. / converteai.net.',
 * review 44); not before its top-level domain, which would stand alone ('converteai / .net.').
 */
function WithHosts({ text }: { text: string }) {
  // The pieces of one text never reorder: their place is a stable key.
  return text.split(hostName).map((piece, index) =>
    index % 2 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <Fragment key={index}>
        {piece.split(/(?=\.[^.]+\.)/).map((label, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Fragment key={at}>
            {/* Not drawn from sm: there the host is whole (a <wbr> breaks in a no-wrap span). */}
            {at > 0 ? <wbr className="sm:hidden" /> : null}
            {label}
          </Fragment>
        ))}
      </Fragment>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <Compounds key={index} text={piece} />
    ),
  )
}

/**
 * `text` with the company's legal name held on one line ('CellWise / Health, Inc.' and 'CellWise
 * Health, / Inc.' at 1280, review 39); free at the visitor's large text, as every hold.
 */
function WithName({ text }: { text: string }) {
  // The pieces of one text never reorder: their place is a stable key.
  return text.split(legalName).map((piece, index) =>
    index % 2 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <span key={index} className="whitespace-nowrap large-text:whitespace-normal">
        {piece}
      </span>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <WithHosts key={index} text={piece} />
    ),
  )
}

/**
 * The end of a paragraph (`Line`), the legal name in it held and its host names breakable
 * (`WithName`): the text up to the last one's end before the line's own holds.
 */
function LineWithName({
  text,
  phrase,
  tailFromSm,
}: {
  text: string
  phrase?: string | undefined
  tailFromSm?: number | undefined
}) {
  const match = [...text.matchAll(new RegExp(`${legalName.source}|${hostName.source}`, 'g'))].at(-1)
  if (!match) return <Line text={text} phrase={phrase} tailFromSm={tailFromSm} />
  const end = match.index + match[0].length
  return (
    <>
      <WithName text={text.slice(0, end)} />
      {end < text.length ? (
        <Line text={text.slice(end)} phrase={phrase} tailFromSm={tailFromSm} />
      ) : null}
    </>
  )
}

/**
 * A paragraph's text with every email address in it a mailto: link, its hyphenated compounds
 * ('Report-of-Findings', 'Root-Cause') whole on a line where they fit ('Report- / of-Findings'
 * split it in /terms at 375), and its last two words together, or its closing `phrase`.
 */
function WithEmailLinks({
  text,
  phrase,
  tailFromSm,
}: {
  text: string
  phrase?: string | undefined
  tailFromSm?: number | undefined
}) {
  const parts = text.split(emailInText)
  /** An address that fits a phone's paragraph line, not an item's on the narrowest phones. */
  const boxed = (at: number) => (parts[at]?.length ?? 0) <= 27
  // The parts of one text never reorder: their place is a stable key.
  return parts.map((part, index) =>
    index % 3 === 1 ? (
      // In its box (`emailBox`; at 18 px, 30 characters are wider than the 280 px line at 320):
      // whole on the next line where it fits one, broken before its '@' only where it is wider ('Email support / @cellwisehealth.example' in /privacy at 1280,
      // round 14); the punctuation after it in the box too, so no line starts with it (round 10:
      // ', or write to…').
      // No text opens with the address after one word ('Email support@…' left 'Email' alone at
      // 320, review 31, or, run on, split the address: review 32): each leads to it with a clause.
      // An address longer than a phone's line holds runs on at every width, broken before its
      // '@' where the line has room for the part before it: boxed from sm, it went whole to the
      // next line and left 'To ask for a refund, email' 35-43 % of the 1280 column (brand-proof
      // build, review 44).
      // The stop after a boxed address may hang past the line's end, by its own width: the
      // address fits a phone's item line, but with its stop it was a pixel wider and broke
      // before its '@', 'support' alone on a line (/privacy at 320, Chromium and Gecko, review
      // 45); held with 'email' instead, WebKit set two short lines.
      <span
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        key={index}
        className={
          boxed(index)
            ? parts[index + 1]
              ? 'inline-block w-max max-w-[calc(100%+0.3em)] large-text:max-w-full'
              : emailBox(part, 27)
            : undefined
        }
      >
        <EmailLink
          address={part}
          className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-950"
        />
        {parts[index + 1]}
      </span>
    ) : index % 3 === 2 ? null : index === parts.length - 1 ? (
      // The text's end with its last two words held: Gecko left 'you.' and 'order.' alone on a
      // paragraph's last line in /terms at 375 (round 12).
      // Its last pair alone at every width (not `tailFor`): held 20 characters from sm (round 17's '…in / 3–5
      // business days.'), the line before ran 100 px short ('…at checkout is / the price you
      // pay.' at 1280, review 31), a ragged edge dearer than a last line of two words.
      <LineWithName
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        key={index}
        text={part}
        phrase={phrase}
        tailFromSm={tailFromSm}
      />
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <WithName key={index} text={part} />
    ),
  )
}

/** Which of a section's held `phrases` `text` holds, if any. */
const phraseIn = (text: string, phrases: readonly string[] | undefined) =>
  phrases?.find((phrase) => text.includes(phrase))

/**
 * `text` with each of its `units` whole from sm, in a box of its own (an inline block): whole on
 * the next line where this one has no room left for it, wrapped within itself where it is wider
 * than a line (a 280 px line, large text: e2e/reflow.spec.ts). The laboratory's name and its
 * line's end each whole in /terms: held by a pair's spans, Chromium at 375 left '…Meridian /
 * Clinical Laboratories, a / CLIA-certified laboratory.' (two short lines, 'a' alone at a line's
 * end, review 25). The punctuation right after a unit in its box too, so no line starts with it.
 * On a phone only a unit's last two words held, the lines filled up to them: boxed whole, the name
 * left two short lines in a row ('sample is tested by / Northfield Clinical / Laboratories, / a
 * CLIA-certified laboratory.' at 320 and 375, review 44). Under 22rem a unit before the text's end
 * (the name) free: its held last pair, too wide to follow its first word, left 'Northfield' alone
 * on a line, a third of it (/privacy at 320, Chromium and Gecko, review 46).
 */
function WithUnits({ text, units }: { text: string; units: readonly string[] }) {
  const pieces = text.split(
    new RegExp(
      `((?:${units.map((unit) => unit.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})[.,;:)]*)`,
    ),
  )
  // The pieces of one text never reorder: their place is a stable key.
  return pieces.map((piece, index) => {
    if (index % 2 === 0)
      // biome-ignore lint/suspicious/noArrayIndexKey: see below
      return <WithEmailLinks key={index} text={piece} />
    const pair = /^(.* )?([^ ]+ [^ ]+)$/s.exec(piece)
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <span key={index} className="sm:inline-block">
        <Compounds text={pair?.[1] ?? ''} />
        <span
          className={
            // The text's end held at every phone width, so no word stands alone after it.
            index === pieces.length - 2 && !pieces.at(-1)?.trim()
              ? 'min-[12rem]:max-sm:whitespace-nowrap'
              : 'min-[22rem]:max-sm:whitespace-nowrap'
          }
        >
          <Compounds text={pair?.[2] ?? piece} />
        </span>
      </span>
    )
  })
}

/**
 * A paragraph of a section, its held phrase, if it has one, kept on one line, and its `units`,
 * if it holds any, each in a box of its own (`WithUnits`).
 */
function Paragraph({
  text,
  phrases,
  units,
  tailFromSm,
}: {
  text: string
  phrases: readonly string[] | undefined
  units?: readonly string[] | undefined
  tailFromSm?: number | undefined
}) {
  const phrase = phraseIn(text, phrases)
  const unitsIn = units?.filter((unit) => text.includes(unit)) ?? []
  return (
    // A lead-in ('These rights come from:') stays with its list on paper (src/print.css).
    // At 200 % text on a phone filled line by line, not `pretty`: there WebKit broke words beside
    // the compounds' spans mid-word ('Consultation,' at 320 and 375).
    // Running text: no one-letter word held mid-paragraph (`runningText`, `RunningText`).
    <p
      {...runningText}
      data-lead-in={text.endsWith(':') || undefined}
      className={cn(
        'mt-3 text-lg leading-relaxed text-ink large-text:text-wrap',
        // Filled line by line in every engine, up to the held tail or phrase, which already keep
        // a word from standing alone: `pretty` moved words down early to even the lines ('pages,'
        // round 13; Chromium's '…Health Kit / through its online store' at 1280 and WebKit's
        // 'Each order is one CellWise / Cellular Health Kit:' at 375, rquiz18).
        // Not balanced, as a list's closing note was on a phone (review 25): its ~270 px column
        // stood among paragraphs filling 335 px at 375 (review 31).
        filledLines,
        // From lg `pretty` where the engine has it (Chromium, WebKit): in the 42rem measure the
        // held last pair missed the line before by a few px and stood alone ('you live.', '3–5
        // business days.' at 1280, review 34); evened, the last line takes a word or two more,
        // and no line above ran short (/terms and /privacy at 1024 and 1280, Chromium). Greedy
        // still where WebKit's pretty wrap would crash (src/styles.css); the style alone, not
        // `text-wrap`, which would free the held spans' words. Gecko, without it, still leaves
        // such a pair alone.
        'lg:[&:not(:has(.whitespace-nowrap+.whitespace-nowrap:last-child))]:[text-wrap-style:pretty] lg:*:[text-wrap-style:pretty]',
      )}
    >
      <RunningText value>
        {unitsIn.length > 0 ? (
          <WithUnits text={text} units={unitsIn} />
        ) : (
          <WithEmailLinks text={text} phrase={phrase} tailFromSm={tailFromSm} />
        )}
      </RunningText>
    </p>
  )
}

/**
 * A list's item; where its held `phrase` ends it (a name's last words, 'Report-of-Findings
 * Consultation'), the phrase in a box of its own (`Phrases`): whole on the next line where the
 * item does not fit one, and where the phrase is wider than the line (Gecko at 320), wrapped within
 * its box, not run out of the page as a held span did. Held, it left 'Consultation' alone at 320
 * and 375 (issue 72).
 */
function Item({ text, phrase }: { text: string; phrase: string | undefined }) {
  const at = phrase ? text.lastIndexOf(phrase) : -1
  if (
    !phrase ||
    at <= 0 ||
    text.search(emailInText) >= 0 ||
    !/^[.,;:]?$/.test(text.slice(at + phrase.length))
  )
    return <WithEmailLinks text={text} phrase={phrase} />
  return (
    <>
      <Compounds text={text.slice(0, at)} />
      <Phrases phrases={[text.slice(at)]} />
    </>
  )
}

/** A section's anchor, from its title ('Your rights under…' -> 'your-rights-under…'). */
const anchorOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** The contents' name, as its heading (from sm) and as its summary (on phones). */
const contentsLabel = 'text-xs font-bold tracking-[0.12em] text-brand-700 uppercase'

/**
 * How many of a cited law's last characters are held together from sm (`Line`): its last line at
 * least about a quarter of the 42rem measure, and the line before it short by at most about as
 * much (a line scan of every paragraph, three engines, 640-1280 px: review 17b). Not in running
 * text, whose last pair alone is held (`WithEmailLinks`).
 */
const tailFromSm = 20

/**
 * The characters a line of the 42rem measure holds from sm, about (18 px text: 640 px to 1280 px
 * fit 72 to 80).
 */
const measureChars = 72

/**
 * `tailFromSm` for `text` where it runs past three lines from sm, else none (its last pair alone):
 * a text of two lines and a little held 20 characters over the line before them, which then ran
 * 160 px short ('…advertising pixels / or other trackers.' in Gecko at 1280, rquiz18), and so did
 * one of three and a little ('…and these terms / apply to your order.' in /terms at 1280, its third
 * line 178 px short, rquiz19); a pair moves the fewest words down.
 */
const tailFor = (text: string) => (text.length > 3 * measureChars ? tailFromSm : undefined)

const list = 'mt-3 list-disc space-y-1 pl-4 leading-relaxed sm:pl-6'

/**
 * A page of plain terms (/privacy, /terms): its heading, the day its text last changed, links to
 * each section ("On this page", so a phone need not scroll five screens to find one; folded there) and its
 * sections, between the site's header and footer. Static HTML; its one script marks the contents'
 * link to the section in view (src/effects/contents-mark.ts).
 */
export function DocumentPage({
  content,
  path,
  sections = content.sections,
}: {
  content: DocumentContent
  /** The page's own path: its link in the footer says it is the page shown. */
  path: '/privacy' | '/terms'
  /** The sections as the page states them, when it adds to its content's. */
  sections?: readonly DocumentSection[]
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-sand-50">
      <SiteHeader />
      {/* The header's width and padding: one content edge; the text keeps a reading measure.
          From lg the contents stand beside the text, in view as it scrolls, in 24.5rem: in 16rem
          'Governing law and disputes' wrapped where the text left room (round 10), and in 20rem
          'What we count, and / what we do not' beside a 130 px empty gutter (round 11), and in 23rem
          'Your rights under state / health-data laws' (round 12). */}
      <main
        {...mainTarget}
        className="mx-auto w-full outline-none max-w-6xl flex-1 px-fit-5 py-12 sm:px-8 sm:py-16"
      >
        <article className="max-w-2xl lg:grid lg:max-w-none lg:grid-cols-[minmax(0,42rem)_24.5rem] lg:justify-between lg:gap-x-12">
          <div>
            {/* A size down on phones, so that a title keeps its last words together: at 36 px
                /terms read 'Terms of sale, / shipping / and returns' at 320 and 375. */}
            <h1 className="font-display text-fit-[1.6875] leading-[1.1] font-semibold tracking-tight text-brand-950 min-[22rem]:text-fit-[2] min-[27rem]:text-4xl sm:text-5xl">
              {content.heading}
            </h1>
            <p className="mt-3 text-sm text-muted">
              {documentCopy.updatedLabel}{' '}
              <time dateTime={content.updated}>{longDate(content.updated)}</time>
            </p>
            {/* Its last two words held: Gecko left 'you.' alone on /privacy's at 320 (round
                16b). Not balanced (issue 72 had it so from sm): its three balanced lines ran
                three-quarters of the column at 1024 (review 17b); nor `pretty`: /terms' ran six
                ragged lines at 375 ('…money back, for any reason, / if you ask within 60 days /
                of your order.', rquiz19). Filled, up to its held last words; balanced on a
                phone, where filled /terms' ended on 'your order.' alone, a third of the line
                (375, review 22). A size down on phones: at 20 px its six balanced lines left
                50 px unused and, with the title, filled the first screen at 375 (review 23). */}
            <p
              className={cn(
                // On paper a size down, with the headings (src/print.css).
                'mt-4 text-lg leading-relaxed text-brand-800 sm:text-xl print:text-lg',
                filledLines,
                'max-sm:text-balance',
              )}
            >
              <Line text={content.lede} />
            </p>
          </div>
          {/* On phones a disclosure, folded: open, its 11 links on /terms ran some 480 px, the
              whole first screen at 375 (round 15). From sm, where two columns (beside the text
              from lg) keep it short, shown as a list under its heading, with no control: the
              summary is gone and what it folds is shown (`::details-content`, in every engine
              the tests drive). An engine without it keeps the summary, and the heading it stands
              for hidden, so no one meets the name twice. Either way one set of links. */}
          {/* Named by its heading (`aria-labelledby`), so a screen reader says the name once, not
              a label and then a heading in the same words (review 39); on phones, where the
              heading is hidden and the summary shows, the same words, once for the landmark.
              Its words as they are, not as drawn (`aria-label` on the heading and the summary):
              the capitals CSS draws read 'ON THIS PAGE' in Chromium's tree (round 17, review 41).
              Not on paper (src/print.css). */}
          <nav
            aria-labelledby="contents"
            data-slot="contents"
            className="mt-8 rounded-2xl bg-white px-fit-5 ring-1 ring-sand-200 sm:p-6 lg:sticky lg:top-8 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-2 lg:self-start"
          >
            <h2
              id="contents"
              aria-label={documentCopy.contents}
              className={cn(
                contentsLabel,
                'hidden supports-[selector(::details-content)]:sm:block',
              )}
            >
              {documentCopy.contents}
            </h2>
            <details className="group/contents sm:details-content:[content-visibility:visible]">
              <summary
                aria-label={documentCopy.contents}
                className={cn(
                  contentsLabel,
                  'flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 supports-[selector(::details-content)]:sm:hidden [&::-webkit-details-marker]:hidden',
                )}
              >
                {documentCopy.contents}
                <ChevronDownIcon className="size-5 shrink-0 transition-transform group-open/contents:rotate-180" />
              </summary>
              {/* Two columns from sm, read across, each row's titles level on their first lines;
                  one from lg, beside the text; each title's lines filled and its last words held
                  (balanced, titles wrapped early: 'The one third / party these pages contact' at
                  320, round 11); each link a 44 px target (WCAG 2.5.5), its lines 10 px from its
                  edges whether one or two, so the list's gaps are even. Each column as wide as
                  its titles ask, within the nav: in halves, 'The 60-day money-back guarantee'
                  wrapped at 640 px beside a column of short titles (review 17b). */}
              <ol className="pb-2 gap-x-5 sm:mt-2 sm:grid sm:grid-cols-[auto_auto] sm:items-baseline sm:pb-0 lg:grid-cols-1">
                {sections.map((section) => (
                  <li key={section.title}>
                    <a
                      href={`#${anchorOf(section.title)}`}
                      className={cn(
                        'inline-flex min-h-11 items-center py-2.5 leading-6 font-medium text-brand-800 underline decoration-brand-200 underline-offset-4 hover:text-brand-950 hover:decoration-current',
                        // The section in view (src/effects/contents-mark.ts): a rule at its left,
                        // darker and not underlined, as it leads nowhere else. The rule's border is
                        // always there, in the nav's padding, and its weight stays: marking it moves
                        // no line.
                        '-ml-3.5 border-l-2 border-transparent pl-3 aria-[current=location]:border-brand-700 aria-[current=location]:text-brand-950 aria-[current=location]:no-underline',
                        filledLines,
                      )}
                    >
                      <span>{keptLast(section.title)}</span>
                    </a>
                  </li>
                ))}
              </ol>
            </details>
          </nav>
          <div>
            {sections.map((section) => (
              <section
                key={section.title}
                id={anchorOf(section.title)}
                className="mt-10 scroll-mt-6"
              >
                <h2 className="font-display text-2xl font-semibold text-brand-950">
                  {section.title}
                </h2>
                {[section.text, ...(section.more ?? [])].map((text) => (
                  <Paragraph
                    key={text}
                    text={text}
                    phrases={section.phrases}
                    units={section.units}
                    tailFromSm={section.tailFromSm}
                  />
                ))}
                {section.address ? (
                  // A line each, as the footer's: run into a sentence, it left short lines
                  // ('CellWise Health, Inc.,' 191 of 335 px at 375, review 44). On paper its lines
                  // run on, parted by commas: a line each, /terms' footer went alone to a third sheet.
                  <address className="mt-1 text-lg leading-relaxed text-ink not-italic">
                    {section.address.map((line, index) => (
                      <Fragment key={line}>
                        {index > 0 ? (
                          <>
                            <br className="print:hidden" />
                            <span className="hidden print:inline">, </span>
                          </>
                        ) : null}
                        {line}
                      </Fragment>
                    ))}
                  </address>
                ) : null}
                {section.items ? (
                  // At the paragraphs' size at every width: on phones a size down, the items read
                  // as a different, lesser text in the same run (rquiz18). At the visitor's large
                  // text on a phone a size down again, so that the longest word fits the indented
                  // line ('Laboratories,' broke at 320 px and 200 % text).
                  <ul
                    className={cn(
                      list,
                      'text-lg text-ink large-text:text-base large-text:*:text-wrap',
                      filledLines,
                    )}
                  >
                    {section.items.map((item) => {
                      const unitsIn = section.units?.filter((unit) => item.includes(unit)) ?? []
                      return (
                        <li key={item} {...runningText}>
                          <RunningText value>
                            {unitsIn.length > 0 ? (
                              <WithUnits text={item} units={unitsIn} />
                            ) : (
                              <Item text={item} phrase={phraseIn(item, section.phrases)} />
                            )}
                          </RunningText>
                        </li>
                      )
                    })}
                  </ul>
                ) : null}
                {section.after ? (
                  <Paragraph text={section.after} phrases={section.phrases} />
                ) : null}
                {section.cites ? (
                  <div className="mt-5 border-l-2 border-sand-200 pl-4 text-muted">
                    <p data-lead-in className="text-sm font-semibold">
                      {section.cites.text}
                    </p>
                    {/* An aside set apart by its rule, a size under the text: 16 px at every
                        width (14 px on phones read as fine print, rquiz18), 14 at the visitor's
                        large text on a phone ('Washington’s' broke there at 16). */}
                    {/* Each law balanced: filled, Connecticut's ran 'The consumer health data
                        provisions / of Connecticut’s Data / Privacy Act (CTDPA)' at 375 and
                        '…of Connecticut’s Data / Privacy Act (CTDPA)' at 1280 (review 43). */}
                    <ul
                      className={cn(list, 'text-base text-muted large-text:text-sm *:text-balance')}
                    >
                      {/* Each law's last words held: Gecko at 320 px left 'Act' alone ('…My
                          Health My Data / Act') and at 1280 '(CTDPA)' (round 14). */}
                      {section.cites.items.map((item) => {
                        // A law named last by a held phrase: its name in a box (`Item`).
                        const phrase = phraseIn(item, section.phrases)
                        return (
                          <li key={item}>
                            {phrase ? (
                              <Item text={item} phrase={phrase} />
                            ) : (
                              <Line text={item} tailFromSm={tailFor(item)} />
                            )}
                          </li>
                        )
                      })}
                    </ul>
                  </div>
                ) : null}
              </section>
            ))}
          </div>
        </article>
      </main>
      <SiteFooter currentPath={path} />
      <PrintMasthead />
    </div>
  )
}
