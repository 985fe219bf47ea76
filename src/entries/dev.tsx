/** `npm run dev`: the whole site rendered in the browser by the router (no prerendering). */
import '@/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { App } from '@/app'
import { mountRoot } from '@/entries/mount'

mountRoot(
  () => (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  ),
  createRoot,
)
