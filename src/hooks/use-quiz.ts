import type { QuizEvent } from '@machines/quiz/quiz.events'
import { useActorRef } from '@xstate/react'
import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react'
import {
  keepInTab,
  type QuizActorRef,
  quizLogic,
  resumedQuiz,
  takeOverHeldTaps,
} from '@/actors/quiz'
import type { ResultsLoaderRef } from '@/actors/results-loader'
import { showQuiz } from '@/effects/quiz-storage'
import { announceResults } from '@/hooks/use-results-loader'
import { devInspect } from '@/lib/inspector'

/** The tab's kept quiz is read once, when the page loads: nothing to subscribe to. */
const unchanging = () => () => {}
/** The prerendered page is the intro: no tab, nothing kept. */
const nothingKept = () => undefined

/**
 * One quiz per page view; it stops when the page unmounts. It resumes where this tab left it (a
 * reload, a discarded tab restored, Back and Forward) and keeps its progress in the tab as it
 * goes (src/effects/quiz-storage.ts); taps held before its JavaScript ran are its first events
 * (src/effects/held-click.ts). A page that resumes is rendered, not hydrated: the
 * prerendered intro is not what it shows (src/entries/quiz.tsx).
 */
export function useQuizActor(results: ResultsLoaderRef, laterScreens: boolean): QuizActorRef {
  const snapshot = useSyncExternalStore(unchanging, resumedQuiz, nothingKept)
  const [logic] = useState(() => quizLogic(() => announceResults(results)))
  const quiz = useActorRef(logic, { snapshot, inspect: devInspect() })
  // Forwards the tab's kept quiz: one restored at its results does not enter them again (a
  // restored snapshot runs no entry action), so the chart's own `announceResults` runs as it starts.
  useEffect(() => {
    if (quiz.getSnapshot().status === 'done') announceResults(results)
  }, [quiz, results])
  // Forwards each snapshot to the tab's storage.
  useEffect(() => keepInTab(quiz), [quiz])
  // Forwards the taps held before the JavaScript as one event, in the commit that can show the
  // question they lead to (`laterScreens`: the screens after the intro are here), so no tap waits
  // from then on; and before that commit paints, the intro hidden for a resume shows, if it stays.
  useLayoutEffect(() => {
    if (!laterScreens) return
    takeOverHeldTaps(quiz)
    showQuiz()
  }, [quiz, laterScreens])
  return quiz
}

export interface QuizCommands {
  start: () => void
  answer: (value: number) => void
}

/** What the views may ask of the quiz. */
export function useQuizCommands(quiz: QuizActorRef): QuizCommands {
  return useMemo(() => {
    const send = (event: QuizEvent) => quiz.send(event)
    return {
      start: () => send({ type: 'quiz.start' }),
      answer: (value) => send({ type: 'answer.select', value }),
    }
  }, [quiz])
}
