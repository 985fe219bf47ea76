import { SalesImage } from '@/components/sales/sales-image'
import { HeadedSection } from '@/components/sales/sales-section'
import { DropletIcon, FlaskConicalIcon, MessageSquareTextIcon } from '@/components/ui/icons'
import type { VslContent } from '@/content/vsl'

const componentIcons = [DropletIcon, FlaskConicalIcon, MessageSquareTextIcon]

/** The kit and its three components. */
export function Kit({ copy }: { copy: VslContent['kit'] }) {
  return (
    <HeadedSection copy={copy} tone="white">
      <div className="mt-12 grid items-center gap-10 lg:grid-cols-2 lg:gap-14">
        <SalesImage image={copy.image} className="mx-auto h-auto w-full max-w-lg" />
        <ol className="space-y-4">
          {copy.components.map((component, index) => {
            const ComponentIcon = componentIcons[index] ?? DropletIcon
            return (
              <li
                key={component.title}
                className="flex gap-5 rounded-2xl bg-sand-50 p-5 ring-1 ring-sand-200 sm:p-6"
              >
                <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-800">
                  <ComponentIcon className="size-6 shrink-0" />
                </span>
                <div>
                  <h3 className="text-lg font-bold text-brand-950">{component.title}</h3>
                  <p className="mt-1 leading-relaxed text-muted">{component.text}</p>
                </div>
              </li>
            )
          })}
        </ol>
      </div>
    </HeadedSection>
  )
}
