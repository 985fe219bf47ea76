import { headingId, SalesSection } from '@/components/sales/sales-section'
import { TriangleAlertIcon } from '@/components/ui/icons'
import type { AdvertorialContent } from '@/content/advertorial'

/** The urgent alert across the top of the article. */
export function AlertBanner({ copy }: { copy: AdvertorialContent['alert'] }) {
  return (
    <SalesSection id={copy.id} tone="danger" space="none" firstScreen>
      <div className="mx-auto flex max-w-3xl items-start gap-2.5 px-5 py-2.5 sm:items-center sm:gap-3 sm:px-8 sm:py-4">
        <TriangleAlertIcon className="mt-0.5 size-5 shrink-0 text-white sm:mt-0 sm:size-6" />
        <p className="text-[0.8125rem] leading-snug sm:text-base">
          <strong className="mr-1.5 font-extrabold tracking-wide uppercase">
            <span id={headingId(copy.id)}>{copy.label}</span>:
          </strong>
          {copy.text}
        </p>
      </div>
    </SalesSection>
  )
}
