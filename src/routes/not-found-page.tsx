import { SiteFooter } from '@/components/site/site-footer'
import { SiteHeader } from '@/components/site/site-header'
import { buttonVariants } from '@/components/ui/button-variants'
import type { NotFoundContent } from '@/content/site'
import { cn } from '@/lib/cn'

/**
 * Static: its entry (src/entries/not-found.ts) is a plain script that logs the missing path.
 * Two ways on: first the quiz, the step a lost visitor can take at once, then home, as the spec
 * says. The quiz in the action colour every other page gives its first action (round 10: teal
 * here, orange everywhere else).
 */
export default function NotFoundPage({ content: copy }: { content: NotFoundContent }) {
  const ways = [
    { href: '/quiz', label: copy.quizLink, variant: 'cta' },
    { href: '/', label: copy.homeLink, variant: 'outline' },
  ] as const
  return (
    <div className="flex min-h-dvh flex-col bg-sand-50">
      <SiteHeader />
      {/* The header's width and padding: one content edge from the logo down. */}
      <main className="mx-auto flex w-full max-w-6xl flex-1 items-center px-fit-5 py-16 sm:px-8">
        {/* From sm the title grows with the numeral: at 1280 a 30 px title sat small beside it in
            a narrow column (round 11). */}
        <div className="max-w-xl lg:max-w-2xl">
          <p className="font-display text-7xl font-semibold text-brand-800 lg:text-8xl">
            {copy.code}
          </p>
          <h1 className="mt-4 font-display text-3xl font-semibold text-ink sm:text-4xl lg:text-5xl">
            {copy.title}
          </h1>
          <p className="mt-3 text-lg leading-relaxed text-muted lg:text-xl">{copy.lede}</p>
          {/* Side by side from sm, each label on one line; stacked full width on phones. */}
          <div className="mt-8 flex flex-col items-stretch gap-3 sm:flex-row sm:items-center">
            {ways.map(({ href, label, variant }) => (
              <a
                key={href}
                href={href}
                className={cn(
                  buttonVariants({ variant, size: 'md' }),
                  'max-sm:px-fit-4 max-[22rem]:px-fit-3 max-[22rem]:text-[0.9375rem] sm:whitespace-nowrap',
                )}
              >
                {label}
              </a>
            ))}
          </div>
        </div>
      </main>
      <SiteFooter />
    </div>
  )
}
