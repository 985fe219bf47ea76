import { quizMachine } from '@machines/quiz/quiz.machine'
import type { ActorRefFrom } from 'xstate'
import { afterChoiceBeat } from '@/effects/choice-beat'
import { scrollToTop } from '@/effects/scroll'

/** The quiz with the page's real effects. */
export const quizLogic = quizMachine.provide({
  actions: {
    scrollToTop: ({ self }) => {
      scrollToTop(() => {
        // The results screen is final: nothing waits for its scroll.
        if (self.getSnapshot().status === 'active') self.send({ type: 'scroll.settled' })
      })
    },
    showChoice: ({ self }) => {
      afterChoiceBeat(() => {
        if (self.getSnapshot().status === 'active') self.send({ type: 'answer.shown' })
      })
    },
  },
})

export type QuizActorRef = ActorRefFrom<typeof quizMachine>
