import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/** The id of a section's heading, which names the section (aria-labelledby). */
export function headingId(sectionId: string): string {
  return `${sectionId}-heading`
}

const sectionVariants = cva('scroll-mt-20', {
  variants: {
    tone: {
      white: 'bg-white text-ink',
      sand: 'bg-sand-100 text-ink',
      tint: 'bg-brand-50 text-ink',
      brand: 'bg-brand-900 text-white',
      deep: 'bg-brand-950 text-white',
      /** An alert, on its own strip. */
      danger: 'bg-danger-700 text-white',
    },
    space: {
      default: 'py-16 sm:py-24',
      compact: 'py-10 sm:py-14',
      none: '',
    },
  },
  defaultVariants: { tone: 'white', space: 'default' },
})

export type SectionTone = NonNullable<VariantProps<typeof sectionVariants>['tone']>

/**
 * One top-level part of a sales page: a landmark region named by its heading
 * (`headingId(id)`), so assistive technology and the tests can find it by name.
 *
 * `firstScreen` marks a section that some screen shows before any scrolling: it is laid out at
 * once. Every other section waits to be laid out (`data-deferred`, see styles.css); were a waiting
 * section on the first screen, the first paint would show its stand-in height and then jump.
 */
export function SalesSection({
  id,
  tone,
  space,
  firstScreen = false,
  className,
  ...props
}: ComponentProps<'section'> & { id: string; firstScreen?: boolean } & VariantProps<
    typeof sectionVariants
  >) {
  return (
    <section
      id={id}
      aria-labelledby={headingId(id)}
      data-slot="sales-section"
      data-deferred={firstScreen ? undefined : ''}
      className={cn(sectionVariants({ tone, space }), className)}
      {...props}
    />
  )
}

const containerVariants = cva('mx-auto w-full px-5 sm:px-8', {
  variants: {
    size: {
      default: 'max-w-6xl',
      medium: 'max-w-4xl',
      narrow: 'max-w-3xl',
      prose: 'max-w-2xl',
    },
  },
  defaultVariants: { size: 'default' },
})

export function Container({
  size,
  className,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof containerVariants>) {
  return (
    <div data-slot="container" className={cn(containerVariants({ size }), className)} {...props} />
  )
}
