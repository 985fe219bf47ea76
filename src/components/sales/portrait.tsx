import type { ComponentProps } from 'react'
import { SalesImage } from '@/components/sales/sales-image'
import type { Person } from '@/content/sales-types'
import { cn } from '@/lib/cn'

/** A person's illustrated portrait in a round frame; its size and ring width come from the caller. */
export function Portrait({
  person,
  className,
  ...props
}: Omit<ComponentProps<'img'>, 'src' | 'alt' | 'sizes' | 'srcSet'> & { person: Person }) {
  return (
    <SalesImage
      image={person.portrait}
      className={cn('rounded-full bg-brand-100 object-cover ring-white', className)}
      {...props}
    />
  )
}
