import { PrintMasthead } from '@/components/site/print-masthead'
import { SiteFooter } from '@/components/site/site-footer'
import { SiteHeader } from '@/components/site/site-header'
import { mainTarget } from '@/components/site/skip-link'
import { buttonVariants } from '@/components/ui/button-variants'
import { filledLines, keptLast, keptWord, Line } from '@/components/ui/kept-words'
import { site } from '@/config/page-settings'
import type { NotFoundContent } from '@/content/not-found'
import { cn } from '@/lib/cn'
import { runningText } from '@/lib/typeset'

/**
 * Static: its entry (src/entries/not-found.ts) is a plain script that logs the missing path.
 * What the page is, then the ways on, each with its one line of why: first the quiz, the step a
 * lost visitor can take at once, in the action colour every other page gives its first action
 * (round 10), then home, where the video is, as the spec says. From lg the ways stand beside the
 * heading: under it, the right 40 % of the page was empty at 1280 (round 15), their tops level
 * with the heading's block (centred against the cards, the heading sat below the first, round 16).
 * On paper as /privacy and /terms are (src/print-not-found.css): the masthead, ink on white, each way on a
 * plain link with its full address where the build knows the site's origin.
 */
export default function NotFoundPage({ content: copy }: { content: NotFoundContent }) {
  return (
    <div className="flex min-h-dvh flex-col bg-sand-50 print:min-h-0">
      <SiteHeader />
      {/* The header's width and padding: one content edge from the logo down. */}
      <main
        {...mainTarget}
        className="mx-auto grid outline-none w-full max-w-6xl flex-1 content-center gap-8 px-fit-5 py-8 sm:px-8 sm:py-16 print:gap-4 print:py-0 lg:grid-cols-[minmax(0,1fr)_minmax(0,27rem)] lg:items-start lg:gap-16"
      >
        <div className="max-w-xl lg:max-w-none">
          {/* The code in the body's face, as a label: drawn in the heading face's stand-in on a
              first visit, a large '404' read as a missing font beside the wordmark (round 15). */}
          <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-bold tracking-[0.12em] text-brand-800">
            {copy.code}
          </p>
          <h1 className="mt-4 font-display text-3xl font-semibold text-ink sm:text-4xl lg:text-5xl">
            {copy.title}
          </h1>
          {/* As /privacy's and /terms' leads: balanced on a phone, where filled it ended on 'be
              mistyped.' alone, 35 % of the line (375, every engine, review 46); filled from sm, up
              to its held last words. */}
          <p
            className={cn(
              'mt-3 text-lg leading-relaxed text-muted lg:mt-5 lg:text-xl',
              filledLines,
              'max-sm:text-balance',
            )}
          >
            <Line text={copy.lede} phrase={copy.ledeHeld} />
          </p>
        </div>
        <div className="max-w-xl lg:max-w-none">
          {/* Cards from sm; on a phone the buttons alone, full width, each with its why under it. */}
          <ul className="grid gap-4">
            {copy.ways.map(({ href, label, why, held }, index) => (
              <li
                key={href}
                className="sm:rounded-2xl sm:bg-white sm:p-6 sm:ring-1 sm:ring-sand-200"
              >
                {/* Its why is its description: a screen reader says it with the link. */}
                {/* On paper a plain link with where it goes, its full address where the build
                    knows the site's origin, else nothing after it: a bare path ('(/quiz)')
                    means nothing on paper (src/print-not-found.css, review 46). */}
                <a
                  href={href}
                  data-slot="way-on"
                  data-print-url={site.url ? `${site.url}${href}` : undefined}
                  aria-describedby={`why-${index}`}
                  className={cn(
                    buttonVariants({ variant: index === 0 ? 'cta' : 'outline', size: 'md' }),
                    'w-full max-sm:px-fit-4 max-[22rem]:px-fit-3 max-[22rem]:text-[0.9375rem]',
                  )}
                >
                  {label}
                </a>
                {/* Across the card's width, as its button is: balanced, the text ran some 290 of
                    385 px (review 17b). Its closing phrase held (`held`), else its last words
                    (`keptLast`: Gecko, which has no `pretty`, left 'language.' alone at 768), so
                    that filled lines end on no stub. Running text (`runningText`): no line goes
                    down early to keep 'a' with its word ('…test with / a one-on-one…' at 320,
                    review 31). */}
                <p
                  {...runningText}
                  id={`why-${index}`}
                  className="mt-2 text-sm leading-snug text-muted sm:mt-3 sm:text-base sm:leading-relaxed"
                >
                  {held ? keptWord(why, held, true, false) : keptLast(why)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </main>
      <SiteFooter />
      <PrintMasthead />
    </div>
  )
}
