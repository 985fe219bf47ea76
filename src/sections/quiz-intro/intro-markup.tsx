import type { ReactNode } from 'react'
import type { PrerenderedName } from '@/components/quiz/prerendered'
import { QuizHeader } from '@/components/quiz/quiz-chrome'
import { ResultsPendingMarkup } from '@/components/quiz/results-pending-markup'
import { QuestionShape, ResultsShape } from '@/components/quiz/resume-shape'
import { SiteFooter } from '@/components/site/site-footer'
import { quizChrome, quizResultsLoading } from '@/content/quiz'
import { quizIntro } from '@/content/quiz-intro'
import { ClosingCta } from './closing-cta'
import { ExpertProfiles } from './expert-profiles'
import { IntroHero } from './intro-hero'
import { ScoreBlock } from './score-block'
import { TrustBadges } from './trust-badges'
import { Urgency } from './urgency'
import { WarningSigns } from './warning-signs'

/**
 * What the results' waiting screen says in each state (src/components/quiz/results-pending.tsx):
 * the page arrives with each as a template outside #root (src/entry-server.tsx), kept for when the
 * results are due.
 */
export const resultsPendingMarkup = {
  'results-loading': <ResultsPendingMarkup title={quizResultsLoading.busy} />,
  'results-slow': <ResultsPendingMarkup title={quizResultsLoading.slowTitle} stuck />,
  'results-failed': <ResultsPendingMarkup title={quizResultsLoading.failedTitle} stuck />,
} as const satisfies Partial<Record<PrerenderedName, ReactNode>>

/**
 * What the quiz page's build-time-only slots hold (src/components/quiz/prerendered.tsx): the page's
 * header and footer, and the whole intro, its START buttons included (a click on one reaches the
 * quiz through the intro's slot, src/routes/quiz-page.tsx), with the shapes a kept quiz shows
 * until it resumes (src/components/quiz/resume-shape.tsx), and the waiting screen's words above.
 * The build's renderer, the dev server's
 * and the tests' draw them; the quiz's own JavaScript carries none of them, which keeps its first
 * load in budget.
 */
export const quizPageMarkup = {
  'quiz-header': <QuizHeader />,
  'quiz-footer': (
    <SiteFooter gutterOutside className="print:hidden">
      <p className="mt-4 text-sm leading-snug text-brand-200 sm:mt-6 sm:leading-relaxed">
        {quizChrome.footer}
      </p>
    </SiteFooter>
  ),
  intro: (
    <>
      <IntroHero />
      <div>
        <ExpertProfiles copy={quizIntro.experts} />
        <WarningSigns copy={quizIntro.warningSigns} />
      </div>
      <ScoreBlock />
      <div>
        <Urgency copy={quizIntro.urgency} />
        <TrustBadges copy={quizIntro.trust} />
      </div>
      <ClosingCta copy={quizIntro.closing} />
      {/* After the first screen, whose bytes are budgeted; shown in its place (the intro hidden). */}
      <QuestionShape />
      <ResultsShape />
    </>
  ),
  ...resultsPendingMarkup,
} as const satisfies Record<PrerenderedName, ReactNode>
