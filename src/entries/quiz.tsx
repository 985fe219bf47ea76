/**
 * /quiz in production: hydrates the prerendered quiz page (the router is not needed here), or,
 * when the tab kept a quiz to resume (src/actors/quiz.ts), renders it in place of the
 * prerendered intro, which is not what it shows.
 *
 * The work comes in separate tasks, so none of them keeps a phone's main thread busy for long
 * (Total Blocking Time): React's runtime evaluates first, then the page's modules, then React
 * hydrates (and splits that work itself). Both imports are modulepreloaded with the entry
 * (build/build.ts), so the split costs no extra round trip. Taps before all this were held by the
 * <head> script (a START shows the first question from the HTML); once hydrated, the quiz's machine
 * takes them over (src/effects/held-click.ts).
 */
import '@/styles.css'
import { rootElement } from '@/entries/mount'
import { nextTask } from '@/lib/next-task'

const { createRoot, hydrateRoot } = await import('react-dom/client')
await nextTask()
const { quizRoot, resumesQuiz } = await import('@/entries/quiz-root')
await nextTask()
const page = quizRoot()
if (resumesQuiz()) createRoot(rootElement()).render(page)
else hydrateRoot(rootElement(), page)
