import { Fold } from '@/components/sales/fold'
import { HeadedSection } from '@/components/sales/sales-section'
import type { VslContent } from '@/content/vsl'
import { cn } from '@/lib/cn'

/**
 * The warning signs as a checklist the visitor ticks against their own days: real checkboxes,
 * which work without JavaScript. Nothing is sent or stored; the ticks are for the visitor alone.
 * The first few show; the rest are one tap away in a native disclosure (in the HTML all along).
 */
export function WarningSigns({ copy }: { copy: VslContent['warningSigns'] }) {
  const list = 'mx-auto grid max-w-4xl gap-2 sm:grid-cols-2 sm:gap-4'
  const signs = (items: readonly string[]) =>
    items.map((item) => (
      <li key={item}>
        <label className="flex h-full cursor-pointer items-start gap-3 rounded-xl bg-white px-3 py-1.5 leading-snug text-ink shadow-sm ring-1 ring-sand-200 transition-colors hover:ring-brand-300 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600 sm:gap-4 sm:rounded-2xl sm:p-5 sm:text-lg">
          <input
            type="checkbox"
            className="size-5 shrink-0 cursor-pointer accent-brand-700 sm:mt-0.5 sm:size-6"
          />
          {item}
        </label>
      </li>
    ))
  return (
    <HeadedSection copy={copy} tone="sand">
      <ul className={cn(list, 'mt-4 sm:mt-12')}>{signs(copy.items.slice(0, copy.shown))}</ul>
      <Fold summary={copy.more} className="mx-auto max-w-4xl" summaryClassName="mt-1">
        <ul className={cn(list, 'mt-1 sm:mt-4')}>{signs(copy.items.slice(copy.shown))}</ul>
      </Fold>
      <p className="mx-auto mt-2 max-w-2xl text-center font-display text-xl leading-snug font-semibold text-brand-900 sm:mt-10 sm:text-2xl">
        {copy.closing}
      </p>
    </HeadedSection>
  )
}
