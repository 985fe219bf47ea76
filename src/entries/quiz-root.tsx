/** The quiz page as the browser hydrates it (src/entries/quiz.tsx loads this in its own task). */
import { StrictMode } from 'react'
import { PageShell } from '@/components/page-shell'
import { ReplayHeldClick } from '@/components/replay-held-click'
import QuizPage from '@/routes/quiz-page'

/** The page, clicking `heldClick` again once hydrated (a START tapped before the JavaScript came). */
export function quizPage(heldClick: HTMLElement | null) {
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
