import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentType } from 'react'
import { cn } from '@/lib/cn'

const iconTile = cva('grid size-9 shrink-0 place-items-center rounded-xl sm:size-12', {
  variants: {
    tone: {
      /** On a white or sand card: the brand's pale tint. */
      light: 'bg-brand-100 text-brand-800',
      /** On a pale brand card: the brand's deep colour. */
      deep: 'bg-brand-800 text-white',
    },
  },
})

/** A list item's icon in its rounded square (the kit's components, the condition's triggers). */
export function IconTile({
  icon: Icon,
  tone,
  className,
}: {
  icon: ComponentType<{ className?: string }>
  className?: string
} & Required<VariantProps<typeof iconTile>>) {
  return (
    <span className={cn(iconTile({ tone }), className)}>
      <Icon className="size-5 shrink-0 sm:size-6" />
    </span>
  )
}
