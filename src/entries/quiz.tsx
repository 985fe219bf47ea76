/**
 * /quiz in production: hydrates the prerendered quiz page (the router is not needed here).
 *
 * The work comes in separate tasks, so none of them keeps a phone's main thread busy for long
 * (Total Blocking Time): React's runtime evaluates first, then the page's modules, then React
 * hydrates (and splits that work itself). Both imports are modulepreloaded with the entry
 * (build/build.ts), so the split costs no extra round trip. A button tapped before all this was
 * held, and shown busy, by the <head> script; it is clicked again once hydrated
 * (src/effects/held-click.ts).
 */
import '@/styles.css'
import { releaseHeldClick } from '@/effects/held-click'
import { rootElement } from '@/entries/mount'
import { nextTask } from '@/lib/next-task'

const { hydrateRoot } = await import('react-dom/client')
await nextTask()
const { quizRoot } = await import('@/entries/quiz-root')
await nextTask()
hydrateRoot(rootElement(), quizRoot(releaseHeldClick()))
