/**
 * The React tree src/entries/quiz.tsx hydrates the quiz page's #root with, in a module of its own
 * so the entry can evaluate it in a task of its own.
 */
import { StrictMode } from 'react'
import { resumedQuiz } from '@/actors/quiz'
import { PageShell } from '@/components/page-shell'
import { ReplayHeldClick } from '@/components/replay-held-click'
import QuizPage from '@/routes/quiz-page'

/** The page, clicking `heldClick` again once hydrated (a START tapped before the JavaScript came). */
export function quizRoot(heldClick: HTMLElement | null) {
  return (
    <StrictMode>
      <PageShell>
        {/* Inside the shell's Suspense boundary: its effect runs once the quiz itself is hydrated. */}
        <ReplayHeldClick held={heldClick}>
          <QuizPage />
        </ReplayHeldClick>
      </PageShell>
    </StrictMode>
  )
}

/** Whether the tab kept a quiz to resume: then the page is rendered, not hydrated. */
export const resumesQuiz = () => resumedQuiz() !== undefined
