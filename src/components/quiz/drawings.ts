import { circle, path, rect } from '@/components/ui/icon-shapes'
import type { IconShapes } from './icons'

/**
 * The quiz's drawings beyond the question screens': the intro's and the results' (drawn with
 * `Icon`, ./icons.tsx). A module of their own: ./icons.tsx ships with the question screens, which
 * the quiz needs first, and the results import from it too; from here, the results' drawings come
 * in the results' chunk, at low priority, and the intro's, drawn at build time only, in no script.
 */
export const checkCircleIcon: IconShapes = [circle(12, 12, 10), path('m8 12 3 3 5-6')]
export const shieldIcon: IconShapes = [
  path('M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z'),
  path('m9 12 2 2 4-4'),
]
export const clockIcon: IconShapes = [circle(12, 12, 10), path('M12 6v6l4 2')]
export const flaskIcon: IconShapes = [
  path('M9 3h6'),
  path('M10 3v6.5L4.6 18.4A2 2 0 0 0 6.3 21.5h11.4a2 2 0 0 0 1.7-3.1L14 9.5V3'),
  path('M7 15h10'),
]
export const giftIcon: IconShapes = [
  rect(3, 8, 18, 4, 1),
  path('M19 12v9H5v-9M12 8v13'),
  path('M12 8H8a2.5 2.5 0 1 1 0-5c3 0 4 5 4 5Zm0 0h4a2.5 2.5 0 1 0 0-5c-3 0-4 5-4 5Z'),
]
export const mailOffIcon: IconShapes = [
  rect(2, 5, 20, 14, 2),
  path('m2 7 10 6 10-6'),
  path('M3 3l18 18'),
]
export const zapIcon: IconShapes = [path('M13 2 4 14h8l-1 8 9-12h-8l1-8Z')]
export const batteryIcon: IconShapes = [rect(2, 7, 17, 10, 2), path('M22 11v2M6 11v2')]
export const targetIcon: IconShapes = [circle(12, 12, 10), circle(12, 12, 6), circle(12, 12, 2)]
export const cloudIcon: IconShapes = [path('M17.5 19H9a7 7 0 1 1 6.7-9h1.8a4.5 4.5 0 1 1 0 9Z')]
export const alertIcon: IconShapes = [
  path('M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z'),
  path('M12 9v4M12 17h.01'),
]
export const trendingDownIcon: IconShapes = [path('m22 17-8.5-8.5-5 5L2 7M16 17h6v-6')]
export const dollarIcon: IconShapes = [
  path('M12 2v20M17 5H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6'),
]
export const hourglassIcon: IconShapes = [
  path('M5 22h14M5 2h14'),
  path(
    'M17 22v-4.2a2 2 0 0 0-.6-1.4L12 12l-4.4 4.4a2 2 0 0 0-.6 1.4V22M7 2v4.2a2 2 0 0 0 .6 1.4L12 12l4.4-4.4a2 2 0 0 0 .6-1.4V2',
  ),
]
export const videoIcon: IconShapes = [rect(2, 6, 14, 12, 2), path('m22 8-6 4 6 4V8Z')]
