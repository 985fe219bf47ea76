import type { ComponentProps } from 'react'
import { headingId } from '@/components/sales/sales-section'
import { cn } from '@/lib/cn'

interface SectionHeadingProps extends Omit<ComponentProps<'div'>, 'id'> {
  /** The section this heading names. */
  sectionId: string
  eyebrow?: string
  heading: string
  lede?: string
  /** `start-from-md`: centred on phones, at the start from the md breakpoint. */
  align?: 'center' | 'start' | 'start-from-md'
  /** Light text for the dark section tones. */
  inverted?: boolean
}

/** Eyebrow, h2 and lede of a section; the h2 carries the id that names the section. */
export function SectionHeading({
  sectionId,
  eyebrow,
  heading,
  lede,
  align = 'center',
  inverted = false,
  className,
  ...props
}: SectionHeadingProps) {
  return (
    <div
      data-slot="section-heading"
      className={cn(
        'max-w-3xl',
        align === 'center' && 'mx-auto text-center',
        align === 'start' && 'text-left',
        align === 'start-from-md' && 'text-center md:text-left',
        className,
      )}
      {...props}
    >
      {eyebrow ? (
        <p
          className={cn(
            'mb-3 text-sm font-bold tracking-[0.14em] uppercase',
            inverted ? 'text-brand-300' : 'text-brand-700',
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={headingId(sectionId)}
        className={cn(
          'font-display text-3xl leading-[1.15] font-semibold tracking-tight text-balance sm:text-4xl lg:text-[2.75rem]',
          inverted ? 'text-white' : 'text-brand-950',
        )}
      >
        {heading}
      </h2>
      {lede ? (
        <p
          className={cn(
            'mt-5 text-lg leading-relaxed text-pretty sm:text-xl',
            inverted ? 'text-brand-100' : 'text-muted',
          )}
        >
          {lede}
        </p>
      ) : null}
    </div>
  )
}
