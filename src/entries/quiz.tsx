/** /quiz in production: hydrates the prerendered quiz page (the router is not needed here). */
import '@/styles.css'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { PageShell } from '@/components/page-shell'
import { rootElement } from '@/entries/mount'
import QuizPage from '@/routes/quiz-page'

hydrateRoot(
  rootElement(),
  <StrictMode>
    <PageShell>
      <QuizPage />
    </PageShell>
  </StrictMode>,
)
