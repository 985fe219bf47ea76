import { LabLine } from '@/components/sales/lab-line'
import { SalesImage } from '@/components/sales/sales-image'
import { HeadedSection } from '@/components/sales/sales-section'
import type { AdvertorialContent } from '@/content/advertorial'

/** The kit and its three-step process. */
export function KitSteps({ copy }: { copy: AdvertorialContent['kit'] }) {
  return (
    <HeadedSection copy={copy} tone="white" width="narrow" align="start">
      <SalesImage
        image={copy.image}
        // max-w-lg, else the screen less the container's side padding.
        sizes="(min-width: 36rem) 32rem, calc(100vw - 2.5rem)"
        className="mx-auto mt-8 h-auto w-full max-w-lg"
      />
      <ol className="mt-8 grid gap-4 sm:grid-cols-3">
        {copy.steps.map((step, index) => (
          <li
            key={step.title}
            className="rounded-2xl bg-sand-50 p-fit-5 ring-1 ring-sand-200 large-text:p-fit-3"
          >
            <p className="text-sm font-bold tracking-[0.14em] text-brand-700 uppercase">
              {copy.stepLabel} {index + 1}
            </p>
            <h3 className="mt-2 text-lg font-bold text-brand-950 large-text:text-base">
              {step.title}
            </h3>
            <p className="mt-2 leading-relaxed text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
      <LabLine className="mt-6" />
    </HeadedSection>
  )
}
