import type { ReactNode } from 'react'
import { mainTarget } from '@/components/site/skip-link'
import { Prerendered } from './prerendered'

/**
 * The quiz page's frame around a screen: the header, the screen, and below it the site's footer,
 * or `footer` in its place (on a question, only the footnote). The header and footer never
 * change, so they are drawn at build time (src/sections/quiz-intro/intro-markup.tsx) and the
 * page's JavaScript carries neither.
 */
export function QuizFrame({ footer, children }: { footer?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-sand-50">
      <Prerendered name="quiz-header" />
      <main {...mainTarget} className="flex-1 outline-none">
        {children}
      </main>
      {/* Not while a kept quiz resumes: it shows the shape of a screen that has none. */}
      {footer ?? <Prerendered name="quiz-footer" className="resuming:hidden" />}
    </div>
  )
}
