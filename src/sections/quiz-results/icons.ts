import { circle, path, rect, type Shape } from '@/components/ui/icon-shapes'

/** Icons only the results draw (Lucide's, as src/components/quiz/icons.tsx's are), in their chunk. */
export const resultsIcons = {
  users: [
    path('M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2'),
    circle(9, 7, 4),
    path('M22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8'),
  ],
  book: [
    path('M4 19.5A2.5 2.5 0 0 1 6.5 17H20'),
    path('M6.5 2H20v20H6.5A2.5 2.5 0 0 1 4 19.5v-15A2.5 2.5 0 0 1 6.5 2Z'),
  ],
  award: [circle(12, 8, 6), path('M15.5 12.9 17 22l-5-3-5 3 1.5-9.1')],
  video: [rect(2, 6, 14, 12, 2), path('m22 8-6 4 6 4V8Z')],
} as const satisfies Record<string, readonly Shape[]>
