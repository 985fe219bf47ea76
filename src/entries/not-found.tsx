/** 404.html in production: hydrates the not-found page, which logs the unknown path. */
import '@/styles.css'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { PageShell } from '@/components/page-shell'
import { rootElement } from '@/entries/mount'
import NotFoundPage from '@/routes/not-found-page'

hydrateRoot(
  rootElement(),
  <StrictMode>
    <BrowserRouter>
      <PageShell>
        <NotFoundPage />
      </PageShell>
    </BrowserRouter>
  </StrictMode>,
)
