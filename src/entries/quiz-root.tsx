/**
 * The React tree src/entries/quiz.tsx hydrates the quiz page's #root with, in a module of its own
 * so the entry can evaluate it in a task of its own.
 */
import { StrictMode } from 'react'
import { resumedQuiz } from '@/actors/quiz'
import { PageShell } from '@/components/page-shell'
import {
  type KeptMarkup,
  KeptMarkupProvider,
  type PrerenderedName,
  prerenderedAttribute,
} from '@/components/quiz/prerendered'
import QuizPage from '@/routes/quiz-page'

export { loadQuizScreens } from '@/hooks/use-quiz-screens'

/**
 * The build-time-only slots' HTML as the page arrived with it (src/components/quiz/prerendered.tsx),
 * read before React takes #root over, so the page can draw them again: the header and footer
 * after a resume or the last question, and the results' waiting screen, whose templates are
 * outside #root.
 */
export function keptMarkup(root: ParentNode): KeptMarkup {
  const kept: KeptMarkup = {}
  for (const slot of root.querySelectorAll<HTMLElement>(`[${prerenderedAttribute}]`)) {
    const name = slot.getAttribute(prerenderedAttribute) as PrerenderedName
    kept[name] ??= { __html: slot.innerHTML }
  }
  return kept
}

/** The page in its shell, with the slots' HTML it arrived with. */
export function quizRoot() {
  return (
    <StrictMode>
      <KeptMarkupProvider value={keptMarkup(document)}>
        <PageShell>
          <QuizPage />
        </PageShell>
      </KeptMarkupProvider>
    </StrictMode>
  )
}

/** Whether the tab kept a quiz to resume: then the page is rendered, not hydrated. */
export const resumesQuiz = () => resumedQuiz() !== undefined
