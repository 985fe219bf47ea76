/**
 * The React tree src/entries/quiz.tsx hydrates the quiz page's #root with, in a module of its own
 * so the entry can evaluate it in a task of its own.
 */
import { StrictMode } from 'react'
import { resumedQuiz } from '@/actors/quiz'
import { PageShell } from '@/components/page-shell'
import QuizPage from '@/routes/quiz-page'

/** The page in its shell. */
export function quizRoot() {
  return (
    <StrictMode>
      <PageShell>
        <QuizPage />
      </PageShell>
    </StrictMode>
  )
}

/** Whether the tab kept a quiz to resume: then the page is rendered, not hydrated. */
export const resumesQuiz = () => resumedQuiz() !== undefined
