import type { QuizEvent } from '@machines/quiz/quiz.events'
import { quizMachine } from '@machines/quiz/quiz.machine'
import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import type { ActorRefFrom } from 'xstate'
import { scrollToTop } from '@/effects/scroll'
import { devInspect } from '@/lib/inspector'

/** The quiz with the page's real effects. */
export const quizLogic = quizMachine.provide({
  actions: {
    scrollToTop: ({ self }) => {
      scrollToTop(() => {
        // The results screen is final: nothing waits for its scroll.
        if (self.getSnapshot().status === 'active') self.send({ type: 'scroll.settled' })
      })
    },
  },
})

export type QuizActorRef = ActorRefFrom<typeof quizMachine>

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
