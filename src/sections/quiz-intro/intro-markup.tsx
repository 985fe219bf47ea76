import type { ReactNode } from 'react'
import type { PrerenderedName } from '@/components/quiz/prerendered'
import { ExpertProfiles } from './expert-profiles'
import { ResultsPreview } from './results-preview'
import { TrustBadges } from './trust-badges'
import { Urgency } from './urgency'
import { WarningSigns } from './warning-signs'

/**
 * What the intro's build-time-only slots hold (src/components/quiz/prerendered.tsx): the blocks
 * with nothing to tap, and the example results card. The build's renderer and the dev server's
 * draw them; the quiz's own JavaScript carries none of them, which keeps its first load in budget.
 */
export const quizIntroMarkup = {
  'results-preview': <ResultsPreview />,
  'intro-proof': (
    <>
      <ExpertProfiles />
      <WarningSigns />
    </>
  ),
  'intro-reasons': (
    <>
      <Urgency />
      <TrustBadges />
    </>
  ),
} as const satisfies Record<PrerenderedName, ReactNode>
