import type { ComponentProps } from 'react'
import { emailBox, emailInText } from '@/components/ui/email-address'
import { PlusIcon } from '@/components/ui/icons'
import { Line } from '@/components/ui/kept-words'
import type { FaqItem } from '@/content/sales-types'
import { cn } from '@/lib/cn'

/**
 * An answer with its email address, and the punctuation after it, in its box (`emailBox`; 16 px,
 * as the legal pages' 27 characters): whole on the next line where it fits one (rsales33: printed,
 * 'Email support / @cellwisehealth.com'), broken before its '@' only where it is wider.
 */
function Answer({ text }: { text: string }) {
  const parts = text.split(emailInText)
  if (parts.length === 1) return text
  // The parts of one text never reorder: their place is a stable key.
  return parts.map((part, index) =>
    index % 3 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <span key={index} className={emailBox(part, 27)}>
        {part}
        {parts[index + 1]}
      </span>
    ) : index % 3 === 2 ? null : (
      part
    ),
  )
}

/**
 * Questions as native disclosures: they open with mouse, touch and keyboard without any
 * script, and every answer is in the HTML from the start.
 */
export function FaqList({
  items,
  className,
  ...props
}: ComponentProps<'div'> & { items: readonly FaqItem[] }) {
  return (
    <div
      data-slot="faq-list"
      className={cn(
        'divide-y divide-sand-200 rounded-3xl bg-white px-fit-4 shadow-sm ring-1 ring-sand-200 sm:px-8',
        className,
      )}
      {...props}
    >
      {items.map((item) => (
        <details key={item.question} className="group sm:py-1">
          <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center justify-between gap-3 py-1.5 text-left text-[0.9375rem] leading-snug font-semibold sm:min-h-16 sm:gap-4 sm:py-4 sm:text-lg lg:min-h-13 lg:py-3 text-brand-950 marker:hidden [&::-webkit-details-marker]:hidden">
            <span className="min-w-[min(100%,8em)] grow basis-0 text-balance">
              <Line text={item.question} />
            </span>
            <span className="ml-auto grid size-8 shrink-0 sm:size-9 place-items-center rounded-full bg-brand-50 text-brand-800 transition-transform group-open:rotate-45">
              <PlusIcon className="size-5 shrink-0" />
            </span>
          </summary>
          <p className="pr-2 pb-4 text-base leading-relaxed sm:pb-6 text-muted sm:pr-14 sm:text-lg">
            <Answer text={item.answer} />
          </p>
        </details>
      ))}
    </div>
  )
}
