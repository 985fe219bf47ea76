import type { ComponentProps } from 'react'
import { drawn, path, rect, type Shape } from '@/components/ui/icon-shapes'
import { cn } from '@/lib/cn'

/**
 * The quiz's line icons (24 px grid, 2 px stroke). Decorative: hidden from readers. Most are
 * Lucide's drawings or Feather's, which Lucide grew from (some as earlier releases drew them,
 * coordinates rounded); their licence notice ships as /licenses/lucide.txt. Each drawing is an
 * export of its own, so a page's JavaScript carries only the icons it draws. Here are the question
 * screens' three; every other drawing (the intro's, the results') is in ./drawings.ts: a module
 * ships in one chunk with every export any chunk takes from it, so the results' drawings here would
 * come with the question screens, which the quiz needs first, not at low priority with the
 * results. Kept apart from the
 * sales pages' lucide-react look-alikes (src/components/ui/icons.tsx), whose names and markup
 * follow lucide-react's; both are drawn from the same shapes (src/components/ui/icon-shapes.ts).
 */
/** An icon's drawing. */
export type IconShapes = readonly Shape[]

export const checkIcon: IconShapes = [path('M20 6 9 17l-5-5')]
export const lockIcon: IconShapes = [rect(4, 11, 16, 10, 2), path('M8 11V7a4 4 0 0 1 8 0v4')]
export const arrowRightIcon: IconShapes = [path('M5 12h14M13 6l6 6-6 6')]

const sizes = { sm: 'size-4', md: 'size-5', lg: 'size-6' } as const

export function Icon({
  shapes,
  size = 'md',
  className,
  ...props
}: { shapes: IconShapes; size?: keyof typeof sizes } & Omit<ComponentProps<'svg'>, 'children'>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cn('shrink-0', sizes[size], className)}
      {...props}
    >
      {drawn(shapes)}
    </svg>
  )
}
