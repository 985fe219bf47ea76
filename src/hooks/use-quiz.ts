import type { QuizEvent } from '@machines/quiz/quiz.events'
import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import { type QuizActorRef, quizLogic } from '@/actors/quiz'
import { devInspect } from '@/lib/inspector'

/** One quiz per page view; it stops when the page unmounts. */
export function useQuizActor(): QuizActorRef {
  return useActorRef(quizLogic, { inspect: devInspect() })
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
