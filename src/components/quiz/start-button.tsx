import type { ComponentProps } from 'react'
import { buttonVariants } from '@/components/ui/button-variants'
import { startSlot } from '@/effects/held-click'
import { cn } from '@/lib/cn'
import { Icon } from './icons'

/** What an intro section with a way into the quiz is given. */
export interface IntroProps {
  onStart: () => void
}

/**
 * A way into the quiz: the large call to action with its arrow. Hidden without JavaScript
 * (`noscript:`), where a NoScriptNote says why. Tapped before the quiz's JavaScript, the <head>
 * script knows it by its slot (src/inline/early-taps.ts).
 */
export function StartButton({
  onStart,
  className,
  children,
  ...props
}: IntroProps & ComponentProps<'button'>) {
  return (
    <button
      type="button"
      data-slot={startSlot}
      onClick={onStart}
      className={cn(buttonVariants({ size: 'xl' }), 'noscript:hidden', className)}
      {...props}
    >
      {children}
      <Icon name="arrowRight" />
    </button>
  )
}
