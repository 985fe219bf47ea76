import { Portrait } from '@/components/sales/portrait'
import { HeadedSection } from '@/components/sales/sales-section'
import { BadgeCheckIcon } from '@/components/ui/icons'
import type { VslContent } from '@/content/vsl'

/** The doctor and the co-presenter, as the authorities behind the assessment. */
export function ExpertCard({ copy }: { copy: VslContent['expert'] }) {
  const { doctor, cohost } = copy
  return (
    <HeadedSection copy={copy} tone="white" firstScreen>
      <article className="mx-auto mt-12 grid max-w-4xl gap-8 rounded-[2rem] bg-sand-50 p-6 ring-1 ring-sand-200 sm:p-10 md:grid-cols-[auto_1fr] md:gap-10">
        <div className="flex flex-col items-center text-center md:w-56">
          <Portrait person={doctor} className="size-40 ring-4 sm:size-48" />
          <h3 className="mt-5 font-display text-2xl font-semibold text-brand-950">{doctor.name}</h3>
          <p className="mt-1 text-sm font-semibold text-brand-700">{doctor.role}</p>
          <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-bold text-brand-800 ring-1 ring-brand-100">
            <BadgeCheckIcon className="size-4 shrink-0" />
            {copy.badge}
          </p>
        </div>
        <div>
          <p className="text-sm font-semibold tracking-wide text-muted uppercase">
            {doctor.credentials}
          </p>
          <blockquote className="mt-4 border-l-4 border-cta-600 pl-5 font-display text-xl leading-snug text-brand-950 sm:text-2xl">
            <p>“{copy.quote}”</p>
          </blockquote>
          <p className="mt-6 text-lg leading-relaxed text-muted">{copy.bio}</p>
          <div className="mt-8 flex items-center gap-4 rounded-2xl bg-white p-4 ring-1 ring-sand-200">
            <Portrait person={cohost} className="size-14 ring-2" />
            <p className="text-sm leading-snug">
              <span className="block font-semibold text-ink">{cohost.name}</span>
              <span className="text-muted">{cohost.credentials}</span>
            </p>
          </div>
        </div>
      </article>
    </HeadedSection>
  )
}
