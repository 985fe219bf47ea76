import { headingId, SalesSection } from '@/components/sales/sales-section'
import { TriangleAlertIcon } from '@/components/ui/icons'
import type { AdvertorialContent } from '@/content/advertorial'

/**
 * The urgent alert across the top of the article. On phones it is one line (its short form), so
 * the first screen opens on the story; from the sm breakpoint it says the whole alert.
 */
export function AlertBanner({ copy }: { copy: AdvertorialContent['alert'] }) {
  return (
    <SalesSection id={copy.id} tone="danger" space="none" firstScreen>
      <div className="mx-auto flex max-w-3xl items-center gap-2 px-fit-4 py-2 min-[22rem]:px-5 sm:gap-3 sm:px-8 sm:py-4">
        <TriangleAlertIcon className="size-4 shrink-0 text-white sm:size-6" />
        <p
          data-slot="alert-text"
          className="text-xs leading-5 min-[22rem]:text-[0.8125rem] sm:text-base sm:leading-snug"
        >
          <span className="sm:hidden">
            <strong className="mr-1 font-extrabold">{copy.short.label}:</strong>
            {copy.short.text}
          </span>
          <span className="max-sm:hidden">
            <strong className="mr-1.5 font-extrabold tracking-wide uppercase">
              <span id={headingId(copy.id)}>{copy.label}</span>:
            </strong>
            {copy.text}
          </span>
        </p>
      </div>
    </SalesSection>
  )
}
