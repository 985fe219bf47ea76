import type { ComponentProps } from 'react'
import { buttonVariants } from '@/components/ui/button-variants'
import { startSlot } from '@/effects/held-click'
import { cn } from '@/lib/cn'
import { arrowRightIcon, Icon } from './icons'

/**
 * A way into the quiz: the large call to action with its arrow. Hidden without JavaScript
 * (`noscript:`), where a NoScriptNote says why. Drawn at build time with the rest of the intro:
 * tapped before the quiz's JavaScript, the <head> script knows it by its slot
 * (src/inline/early-taps.ts), and after, the intro's slot does (src/routes/quiz-page.tsx).
 */
export function StartButton({ className, children, ...props }: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      data-slot={startSlot}
      className={cn(buttonVariants({ size: 'xl' }), 'flex-wrap noscript:hidden', className)}
      {...props}
    >
      {children}
      <Icon shapes={arrowRightIcon} />
    </button>
  )
}
