/** The quiz page as the browser hydrates it (src/entries/quiz.tsx loads this in its own task). */
import { StrictMode } from 'react'
import { PageShell } from '@/components/page-shell'
import QuizPage from '@/routes/quiz-page'

export const quizPage = (
  <StrictMode>
    <PageShell>
      <QuizPage />
    </PageShell>
  </StrictMode>
)
