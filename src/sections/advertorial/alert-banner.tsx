import { headingId, SalesSection } from '@/components/sales/sales-section'
import { TriangleAlertIcon } from '@/components/ui/icons'
import { Line } from '@/components/ui/kept-words'
import type { AdvertorialContent } from '@/content/advertorial'

/**
 * The spec's urgent alert, said once, as a notice ruled in red above the story rather than a
 * red strip (an ad that dresses as an emergency invites a placement's policy flag). On phones it
 * says the estimate in full at 14 px, in at most three lines (its short form, without the
 * bloodwork clause), so the first screen still opens on the story; from the sm breakpoint it says
 * the whole alert.
 */
export function AlertBanner({ copy }: { copy: AdvertorialContent['alert'] }) {
  return (
    <SalesSection id={copy.id} tone="notice" space="none" firstScreen>
      <div className="mx-auto flex max-w-3xl items-center gap-2 px-fit-4 py-2 min-[22rem]:px-5 sm:gap-3 sm:px-8 sm:py-3">
        <TriangleAlertIcon className="size-4 shrink-0 text-danger-700 sm:size-5" />
        <p data-slot="alert-text" className="text-sm leading-5 sm:text-[0.9375rem] sm:leading-snug">
          <span className="sm:hidden">
            <strong className="mr-1 font-bold text-danger-700">{copy.short.label}:</strong>
            {/* Its last pair held: Gecko left 'dysfunction' alone at 375 (round 10). */}
            <Line text={copy.short.text} />
          </span>
          <span className="max-sm:hidden">
            <strong className="mr-1.5 font-bold text-danger-700">
              <span id={headingId(copy.id)}>{copy.label}</span>:
            </strong>
            <Line text={copy.text} />
          </span>
        </p>
      </div>
    </SalesSection>
  )
}
