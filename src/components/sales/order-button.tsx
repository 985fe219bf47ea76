import type { ComponentProps } from 'react'
import { type ButtonVariantProps, buttonVariants } from '@/components/ui/button-variants'
import { ArrowRightIcon } from '@/components/ui/icons'
import { newTabNoteId, OutboundLink } from '@/components/ui/outbound-link'
import { cn } from '@/lib/cn'

/**
 * The order call to action: a link to the store's product page, styled as the hot button, a new
 * tab its page's NewTabNote says.
 */
export function OrderButton({
  href,
  size = 'xl',
  className,
  children,
  ...props
}: ComponentProps<'a'> & { href: string } & Pick<ButtonVariantProps, 'size'>) {
  const compact = size === 'sm' || size === 'header'
  return (
    <OutboundLink
      href={href}
      data-slot="order-button"
      aria-describedby={newTabNoteId}
      className={cn(
        buttonVariants({ variant: 'cta', size }),
        'group',
        // A phone of 320 px fits the priced label on one line in an order box.
        !compact &&
          'max-sm:px-fit-4 max-sm:text-base max-[22rem]:gap-1.5 max-[22rem]:px-fit-3 max-[22rem]:text-[0.9375rem]',
        className,
      )}
      {...props}
    >
      {children}
      <ArrowRightIcon
        className={cn(
          'shrink-0 transition-transform group-hover:translate-x-0.5',
          compact ? 'size-4 max-sm:hidden' : 'size-5',
        )}
      />
    </OutboundLink>
  )
}
