/**
 * /quiz in production: hydrates the prerendered quiz page (the router is not needed here), or,
 * when the tab kept a quiz to resume (src/actors/quiz.ts), renders it in place of the
 * prerendered intro, which is not what it shows.
 *
 * The work comes in separate tasks, so none of them keeps a phone's main thread busy for long
 * (Total Blocking Time): React DOM evaluates first, then the page's modules, then React hydrates
 * (and splits that work itself). Both imports are modulepreloaded with the entry
 * (build/build.ts), so the split costs no extra round trip. Taps before all this were held by the
 * <head> script (a START shows the first question from the HTML); once the screens after the
 * intro have come too (src/hooks/use-quiz-screens.ts), the quiz's machine takes them over
 * (src/effects/held-click.ts). A resumed quiz shows a question at once, so it waits for them;
 * should they fail to load, the page stays as it arrived and the <head> script says so. A quiz
 * Chromium prerendered from a sales page gets this far before the visit, with its screens, and
 * hydrates once it begins: the tap finds it all evaluated.
 */
import '@/styles.css'
import { whenVisited } from '@/effects/visit'
import { rootElement } from '@/entries/mount'
import { nextTask } from '@/lib/next-task'

const { createRoot, hydrateRoot } = await import('react-dom/client')
await nextTask()
const { quizRoot, resumesQuiz, loadQuizScreens } = await import('@/entries/quiz-root')
await nextTask()
// Prerendered (from a sales page), the quiz has its modules and screens ready, and starts with the
// visit: nothing that reads the tab, holds taps, focuses, titles or measures time runs before it.
if (document.prerendering) loadQuizScreens()
await new Promise<void>((visit) => whenVisited(visit))
const page = quizRoot()
if (!resumesQuiz()) hydrateRoot(rootElement(), page)
else if (await loadQuizScreens()) createRoot(rootElement()).render(page)
