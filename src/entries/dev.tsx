/** `npm run dev`: the whole site rendered in the browser by the router (no prerendering). */
import '@/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { App } from '@/app'
import { PrerenderedMarkupProvider } from '@/components/quiz/prerendered'
import { mountRoot } from '@/entries/mount'
import { setDevInspector, wantsInspector } from '@/lib/inspector'
import { quizPageMarkup } from '@/sections/quiz-intro/intro-markup'

/**
 * `npm run dev` with `?inspect` in the address opens Stately's live inspector in a new tab and
 * streams every actor's events and snapshots to it. It must be set before the first render, when
 * the page creates its actors. `import.meta.env.DEV` is false in builds, so Vite drops the import.
 */
async function startInspector() {
  if (!import.meta.env.DEV || !wantsInspector(window.location.search)) return
  const { createBrowserInspector } = await import('@statelyai/inspect')
  setDevInspector(createBrowserInspector().inspect)
}

await startInspector()

mountRoot(
  () => (
    <StrictMode>
      <BrowserRouter>
        {/* What the build draws into the pages' HTML only, drawn here in the browser. */}
        <PrerenderedMarkupProvider value={quizPageMarkup}>
          <App />
        </PrerenderedMarkupProvider>
      </BrowserRouter>
    </StrictMode>
  ),
  createRoot,
)
