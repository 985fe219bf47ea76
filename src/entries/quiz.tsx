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
 * hydrates once it begins: the tap finds it all evaluated. Before it hydrates, it puts in what the
 * page's HTML left for its scripts (src/effects/later-slots.ts): the intro below its first screen.
 */
import '@/styles.css'
import { fillLaterSlots } from '@/effects/later-slots'
import { whenVisited } from '@/effects/visit'
import { rootElement } from '@/entries/mount'
import { nextTask } from '@/lib/next-task'

// The intro below its first screen, and the page's whole CSS, came with these scripts: in they go.
const later = fillLaterSlots()
const { createRoot, hydrateRoot } = await import('react-dom/client')
await nextTask()
const { quizRoot, resumesQuiz, loadQuizScreens } = await import('@/entries/quiz-root')
await nextTask()
// Prerendered (from a sales page), the quiz has its modules and screens ready, and starts with the
// visit: nothing that reads the tab, holds taps, focuses, titles or measures time runs before it.
if (document.prerendering) loadQuizScreens()
await new Promise<void>((visit) => whenVisited(visit))
// Without its whole CSS the quiz's later screens would show unstyled: the page stays as its HTML
// drew it, and the <head> script, which hears of this error as of a script that did not load,
// asks the visitor to reload.
if (!(await later)) throw new Error('The quiz’s stylesheet did not load')
const page = quizRoot()
if (!resumesQuiz()) hydrateRoot(rootElement(), page)
else if (await loadQuizScreens()) createRoot(rootElement()).render(page)
