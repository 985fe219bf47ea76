import { path, rect, type Shape } from '@/components/ui/icon-shapes'

/** Icons only the results draw (Lucide's, as src/components/quiz/icons.tsx's are), in their chunk. */
export const resultsIcons = {
  video: [rect(2, 6, 14, 12, 2), path('m22 8-6 4 6 4V8Z')],
} as const satisfies Record<string, readonly Shape[]>
