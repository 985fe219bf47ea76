import { SalesImage } from '@/components/sales/sales-image'
import { headingId, SalesSection } from '@/components/sales/sales-section'
import { buttonVariants } from '@/components/ui/button-variants'
import { CheckIcon, PlayIcon, StarIcon } from '@/components/ui/icons'
import type { VslContent } from '@/content/vsl'
import { cn } from '@/lib/cn'

const proofStars = ['one', 'two', 'three', 'four', 'five']

/**
 * The page's promise: the h1, the sub-headline, and the way into the video, which a phone shows
 * on its first screen with the headline (the points follow the button).
 */
export function Hero({ copy, videoId }: { copy: VslContent['hero']; videoId: string }) {
  return (
    <SalesSection
      id={copy.id}
      space="none"
      firstScreen
      className="overflow-hidden bg-linear-to-b from-brand-50 via-white to-white pt-5 pb-16 sm:pt-12 sm:pb-24"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-5 sm:px-8 lg:grid-cols-[1.1fr_0.9fr] lg:gap-14">
        <div className="min-w-0">
          <p className="inline-flex rounded-full bg-white px-3 py-1 text-xs font-bold tracking-wide text-brand-800 shadow-sm ring-1 ring-brand-100 sm:px-4 sm:py-1.5 sm:text-sm">
            {copy.eyebrow}
          </p>
          <h1
            id={headingId(copy.id)}
            className="mt-3 font-display text-[1.75rem] leading-[1.12] font-semibold tracking-tight text-balance text-brand-950 sm:mt-5 sm:text-5xl lg:text-[3.25rem]"
          >
            {copy.heading}
          </h1>
          <p className="mt-3 text-[0.9375rem] leading-normal text-pretty text-muted sm:mt-6 sm:text-xl sm:leading-relaxed">
            {copy.lede}
          </p>
          <div className="mt-5 flex flex-col gap-3 sm:mt-8 sm:items-start sm:gap-4">
            <a
              href={`#${videoId}`}
              className={cn(
                buttonVariants({ variant: 'primary', size: 'lg' }),
                'w-full shrink-0 whitespace-nowrap max-sm:px-4 max-sm:text-[0.9375rem] sm:w-auto',
              )}
            >
              <PlayIcon className="size-5 fill-current shrink-0" />
              {copy.watchLink}
            </a>
            <p className="flex items-center gap-2 text-sm font-medium text-muted">
              <span className="flex text-gold-400" aria-hidden="true">
                {proofStars.map((star) => (
                  <StarIcon key={star} className="size-4 fill-current shrink-0" strokeWidth={1.2} />
                ))}
              </span>
              {copy.proof}
            </p>
          </div>
          <ul className="mt-7 space-y-3 text-base font-medium text-ink sm:text-lg">
            {copy.points.map((point) => (
              <li key={point} className="flex items-center gap-3">
                <span className="grid size-6 shrink-0 place-items-center rounded-full bg-brand-700 text-white">
                  <CheckIcon className="size-4 shrink-0" strokeWidth={3} />
                </span>
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="relative mx-auto w-full max-w-md lg:max-w-none">
          <div
            aria-hidden="true"
            className="absolute -inset-6 -z-0 bg-radial from-brand-100 to-transparent to-70%"
          />
          <SalesImage
            image={copy.image}
            priority
            className="relative h-auto w-full rounded-[2rem] shadow-xl shadow-brand-900/10 ring-1 ring-brand-100"
          />
        </div>
      </div>
    </SalesSection>
  )
}
