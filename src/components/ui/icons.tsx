import type { SVGProps } from 'react'
import { circle, drawn, path, type Shape } from './icon-shapes'

/**
 * The sales pages' icons: Lucide's drawings (lucide-react 1.75.0, ISC; the notice ships as
 * /licenses/lucide.txt), under lucide-react's names and drawn as it draws them (a 24 px grid,
 * 2 px round stroke in the current colour, hidden from readers unless labelled), without
 * installing its whole set, and without its `lucide lucide-<name>` classes, which nothing styles
 * (bytes on every first screen). Add an icon by copying its shapes from
 * lucide.dev.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>

/* @__NO_SIDE_EFFECTS__ */
function lucide(shapes: readonly Shape[]) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon at module load, never in a render, so each icon is one stable component
  function Icon({ className, strokeWidth = 2, ...props }: IconProps) {
    const labelled = Object.entries(props).some(
      ([prop, value]) =>
        (prop.startsWith('aria-') || prop === 'role' || prop === 'title') && value != null,
    )
    return (
      // biome-ignore lint/a11y/noSvgWithoutTitle: decorative, so aria-hidden, unless the caller labels it (as lucide-react does)
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className}
        {...(labelled ? {} : { 'aria-hidden': 'true' as const })}
        {...props}
      >
        {drawn(shapes)}
      </svg>
    )
  }
  return Icon
}

export const ArrowDownIcon = lucide([path('M12 5v14'), path('m19 12-7 7-7-7')])

export const ArrowLeftIcon = lucide([path('m12 19-7-7 7-7'), path('M19 12H5')])

export const ArrowRightIcon = lucide([path('M5 12h14'), path('m12 5 7 7-7 7')])

export const BadgeCheckIcon = lucide([
  path(
    'M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76Z',
  ),
  path('m16 9-5.5 5.5L8 12'),
])

export const BoxIcon = lucide([
  path(
    'M21 8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73l7 4a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16Z',
  ),
  path('m3.3 7 8.7 5 8.7-5'),
  path('M12 22V12'),
])

export const BrainIcon = lucide([
  path('M12 18V5'),
  path('M15 13a4.17 4.17 0 01-3-4 4.17 4.17 0 01-3 4'),
  path('M17.707 6.294A3 3 0 1012 5a3 3 0 10-5.707 1.294'),
  path('M17.996 5.125a4 4 0 012.526 5.77'),
  path('M18 18a4 4 0 002-7.465'),
  path('M19.967 17.482a4 4 0 11-7.967.517 4 4 0 11-7.967-.517'),
  path('M6 18a4 4 0 01-2-7.465'),
  path('M6.004 5.125a4 4 0 00-2.526 5.77'),
])

export const CheckIcon = lucide([path('M20 6 9 17l-5-5')])

export const ChevronDownIcon = lucide([path('m6 9 6 6 6-6')])

export const ClockIcon = lucide([circle(12, 12, 10), path('M12 6v6l4 2')])

export const DropletIcon = lucide([
  path(
    'M12 22a7 7 0 0 0 7-7c0-2-1-3.9-3-5.5s-3.5-4-4-6.5c-.5 2.5-2 4.9-4 6.5C6 11.1 5 13 5 15a7 7 0 0 0 7 7z',
  ),
])

export const FlameIcon = lucide([
  path(
    'M12 3q1 4 4 6.5t3 5.5a1 1 0 0 1-14 0 5 5 0 0 1 1-3 1 1 0 0 0 5 0c0-2-1.5-3-1.5-5q0-2 2.5-4',
  ),
])

export const FlaskConicalIcon = lucide([
  path(
    'M14 2v6a2 2 0 0 0 .245.96l5.51 10.08A2 2 0 0 1 18 22H6a2 2 0 0 1-1.755-2.96l5.51-10.08A2 2 0 0 0 10 8V2',
  ),
  path('M6.453 15h11.094'),
  path('M8.5 2h7'),
])

export const MessageSquareTextIcon = lucide([
  path(
    'M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z',
  ),
  path('M7 11h10'),
  path('M7 15h6'),
  path('M7 7h8'),
])

export const PlayIcon = lucide([
  path('M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z'),
])

export const PlusIcon = lucide([path('M5 12h14'), path('M12 5v14')])

export const ShieldCheckIcon = lucide([
  path(
    'M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z',
  ),
  path('m9 12 2 2 4-4'),
])

export const StarIcon = lucide([
  path(
    'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z',
  ),
])

export const StethoscopeIcon = lucide([
  path('M11 2v2'),
  path('M5 2v2'),
  path('M5 3H4a2 2 0 0 0-2 2v4a6 6 0 0 0 12 0V5a2 2 0 0 0-2-2h-1'),
  path('M8 15a6 6 0 0 0 12 0v-3'),
  circle(20, 10, 2),
])

export const TriangleAlertIcon = lucide([
  path('m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3'),
  path('M12 9v4'),
  path('M12 17h.01'),
])

export const TruckIcon = lucide([
  path('M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2'),
  path('M15 18H9'),
  path('M19 18h2a1 1 0 0 0 1-1v-3.65a1 1 0 0 0-.22-.624l-3.48-4.35A1 1 0 0 0 17.52 8H14'),
  circle(17, 18, 2),
  circle(7, 18, 2),
])

export const UsersIcon = lucide([
  path('M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2'),
  path('M16 3.128a4 4 0 0 1 0 7.744'),
  path('M22 21v-2a4 4 0 0 0-3-3.87'),
  circle(9, 7, 4),
])
