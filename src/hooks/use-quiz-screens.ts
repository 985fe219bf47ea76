import { useSyncExternalStore } from 'react'

type QuizScreens = typeof import('@/components/quiz/quiz-screens')

/**
 * The quiz's screens after the intro, a chunk of their own, fetched in the page's one wave of
 * scripts (src/inline/paint-first.ts) and taken once the intro has hydrated: the page arrives on
 * the intro, and until the chunk is here a START is the <head>
 * script's (src/inline/early-taps.ts), which shows question 1 from the page's HTML and holds the
 * taps for the quiz to take over once it can show where they lead (src/hooks/use-quiz.ts). A
 * chunk that fails to load is reported as the page's script error, which that script tells the
 * visitor.
 */
let loaded: QuizScreens | undefined
let request: Promise<boolean> | undefined

/** Asks for the chunk, once per page; resolves with whether it is here. */
export function loadQuizScreens(): Promise<boolean> {
  request ??= import('@/components/quiz/quiz-screens').then(
    ({ QuestionFootnote, QuestionScreen, ResultsScreen }) => {
      loaded = { QuestionFootnote, QuestionScreen, ResultsScreen }
      return true
    },
    (error: unknown) => {
      reportError(error)
      return false
    },
  )
  return request
}

const whenLoaded = (notify: () => void) => {
  loadQuizScreens().then(notify)
  return () => {}
}

/** The screens' module once it is here; nothing in the prerender or while hydrating. */
export const useQuizScreens = () =>
  useSyncExternalStore(
    whenLoaded,
    () => loaded,
    () => undefined,
  )
