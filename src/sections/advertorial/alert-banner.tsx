import { TriangleAlertIcon } from 'lucide-react'
import { headingId, SalesSection } from '@/components/sales/sales-section'
import type { AdvertorialContent } from '@/content/advertorial'

/** The urgent alert across the top of the article. */
export function AlertBanner({ copy }: { copy: AdvertorialContent['alert'] }) {
  return (
    <SalesSection id={copy.id} tone="danger" space="none" firstScreen>
      <div className="mx-auto flex max-w-3xl items-start gap-3 px-5 py-4 sm:items-center sm:px-8">
        <TriangleAlertIcon className="mt-0.5 size-6 shrink-0 text-white sm:mt-0" />
        <p className="text-sm leading-snug sm:text-base">
          <strong className="mr-1.5 font-extrabold tracking-wide uppercase">
            <span id={headingId(copy.id)}>{copy.label}</span>:
          </strong>
          {copy.text}
        </p>
      </div>
    </SalesSection>
  )
}
