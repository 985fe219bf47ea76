import type { ReactNode } from 'react'
import type { PrerenderedName } from '@/components/quiz/prerendered'
import { QuizHeader } from '@/components/quiz/quiz-chrome'
import { SiteFooter } from '@/components/site/site-footer'
import { quizChrome } from '@/content/quiz'
import { ExpertProfiles } from './expert-profiles'
import { ResultsPreview } from './results-preview'
import { TrustBadges } from './trust-badges'
import { Urgency } from './urgency'
import { WarningSigns } from './warning-signs'

/**
 * What the quiz page's build-time-only slots hold (src/components/quiz/prerendered.tsx): the
 * intro's blocks with nothing to tap, its example results card, and the page's header and footer.
 * The build's renderer and the dev server's draw them; the quiz's own JavaScript carries none of
 * them, which keeps its first load in budget.
 */
export const quizPageMarkup = {
  'quiz-header': <QuizHeader />,
  'quiz-footer': (
    <SiteFooter className="print:hidden">
      <p className="mt-4 text-sm leading-snug text-brand-200 sm:mt-6 sm:leading-relaxed">
        {quizChrome.footer}
      </p>
    </SiteFooter>
  ),
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
