import { quizMachine } from '@machines/quiz/quiz.machine'
import { type PersistedQuiz, resumableQuiz, storedQuiz } from '@machines/quiz/quiz.persistence'
import { selectScreen } from '@machines/quiz/quiz.selectors'
import type { ActorRefFrom } from 'xstate'
import { afterChoiceBeat } from '@/effects/choice-beat'
import { keepQuiz, readKeptQuiz } from '@/effects/quiz-storage'
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

let resumed: { snapshot: PersistedQuiz | undefined } | undefined

/**
 * The quiz this tab kept when the page loaded, to resume (read once: later changes are the
 * page's own); what cannot be resumed (corrupt, another build's, tampered with) is forgotten.
 */
export function resumedQuiz(): PersistedQuiz | undefined {
  if (!resumed) {
    const kept = readKeptQuiz()
    resumed = { snapshot: resumableQuiz(kept) }
    if (kept !== null && !resumed.snapshot) keepQuiz(null)
  }
  return resumed.snapshot
}

/** Keeps `quiz`'s progress in the tab as it goes (nothing at the intro); returns the stop. */
export function keepInTab(quiz: QuizActorRef): () => void {
  const subscription = quiz.subscribe((snapshot) => {
    keepQuiz(selectScreen(snapshot) === 'intro' ? null : storedQuiz(quiz.getPersistedSnapshot()))
  })
  return () => subscription.unsubscribe()
}
