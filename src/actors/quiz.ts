import type { QuizEvent } from '@machines/quiz/quiz.events'
import { quizMachine } from '@machines/quiz/quiz.machine'
import { type PersistedQuiz, resumableQuiz, storedQuiz } from '@machines/quiz/quiz.persistence'
import { selectIsAcceptingAnswers, selectScreen } from '@machines/quiz/quiz.selectors'
import type { ActorRefFrom } from 'xstate'
import { afterChoiceBeat } from '@/effects/choice-beat'
import { handOverHeldTaps, listenToHeldTaps } from '@/effects/held-click'
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

/**
 * Gives `quiz` the taps held before its JavaScript ran (src/effects/held-click.ts), in order: a
 * START at once, an answer once the question takes answers (as a tap then would); whatever the
 * machine makes of them is its rules'. Once none waits, the page's own view takes over, after
 * React has drawn what the machine made of them and before the browser paints it (a microtask:
 * no frame, so a page whose frames wait, in a background tab, hands over all the same). Returns
 * the stop.
 */
export function takeOverHeldTaps(quiz: QuizActorRef): () => void {
  const waiting: QuizEvent[] = []
  let over = false
  const handOver = () => {
    if (over || waiting.length > 0) return
    over = true
    subscription.unsubscribe()
    handOverHeldTaps()
  }
  const next = () => {
    let event = waiting[0]
    while (
      event &&
      (event.type !== 'answer.select' || selectIsAcceptingAnswers(quiz.getSnapshot()))
    ) {
      waiting.shift()
      quiz.send(event)
      event = waiting[0]
    }
    if (!event) queueMicrotask(handOver)
  }
  const subscription = quiz.subscribe(next)
  listenToHeldTaps((event) => {
    waiting.push(event)
    next()
  })
  next()
  return () => {
    over = true
    subscription.unsubscribe()
  }
}
