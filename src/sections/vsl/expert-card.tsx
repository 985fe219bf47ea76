import { Credentials } from '@/components/sales/credentials'
import { Fold } from '@/components/sales/fold'
import { HeldName } from '@/components/sales/held-name'
import { Portrait, PortraitName } from '@/components/sales/portrait'
import { HeadedSection } from '@/components/sales/sales-section'
import type { VslContent } from '@/content/vsl'
import { looseLines } from '@/lib/typeset'

/** The doctor and the co-presenter, as the authorities behind the assessment. */
export function ExpertCard({ copy }: { copy: VslContent['expert'] }) {
  const { doctor, cohost } = copy
  return (
    <HeadedSection copy={copy} tone="white" firstScreen>
      {/* A container: at 200 % text its width in rem halves, and the doctor's name goes under the
          portrait rather than beside it in a column of a few letters. */}
      <article className="@container mt-3 grid gap-3 rounded-[2rem] bg-sand-50 p-fit-3.5 ring-1 ring-sand-200 sm:mt-8 lg:mt-6 sm:gap-8 sm:p-10 lg:p-8 md:grid-cols-[auto_1fr] md:gap-10">
        <div className="grid grid-cols-[auto_1fr] items-center gap-x-4 @max-[13rem]:grid-cols-1 md:flex md:w-60 md:flex-col md:text-center">
          <Portrait
            person={doctor}
            sizes="(min-width: 768px) 12rem, (min-width: 640px) 10rem, 7rem"
            className="row-span-2 size-18 ring-4 sm:size-40 md:size-48"
            photoClassName="max-sm:min-[25rem]:size-28"
          />
          {/* The name in large type free to wrap at 200 % text, where whole it is wider than a
              line at 320 px (src/lib/typeset.ts holds it whole in running text); 'Rachel Morgan'
              whole where it fits, the name and the role balanced: one line in the column at md,
              beside the portrait from 400 px, at 320 px 'Dr. Rachel' over 'Morgan, MD'. */}
          <h3
            {...looseLines}
            className="font-display text-lg leading-snug font-semibold text-balance text-brand-950 sm:text-2xl md:mt-5 md:text-xl"
          >
            <HeldName name={doctor.name} />
          </h3>
          <p className="text-sm leading-snug font-semibold text-balance text-brand-700 md:mt-1">
            {doctor.role}
          </p>
        </div>
        <div>
          <Credentials person={doctor} className="text-xs font-semibold text-muted sm:text-sm" />
          <p className="mt-1 text-sm leading-tight text-ink sm:mt-2 sm:leading-snug">
            {copy.connection}
          </p>
          <blockquote className="mt-2 border-l-4 border-cta-600 pl-3 font-display text-[0.9375rem] leading-snug text-brand-950 sm:mt-4 sm:pl-5 sm:text-2xl">
            <p>“{copy.quote}”</p>
          </blockquote>
          <Fold summary={copy.bioMore} className="mt-1 sm:mt-4">
            <p className="leading-normal text-muted sm:text-lg sm:leading-relaxed">{copy.bio}</p>
            {/* What the masterclass the connection names is, without a link that leaves. */}
            <p className="mt-2 leading-normal text-muted sm:text-lg sm:leading-relaxed">
              {copy.masterclass}
            </p>
          </Fold>
          <PortraitName
            person={cohost}
            detail="credentials"
            className="mt-1 gap-3 rounded-2xl bg-white p-2.5 ring-1 ring-sand-200 sm:mt-8 lg:mt-6 sm:gap-4 sm:p-4"
            portraitClassName="size-12 ring-2 sm:size-14"
            textClassName="text-xs sm:text-sm"
          />
        </div>
      </article>
    </HeadedSection>
  )
}
