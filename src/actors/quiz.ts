import { quizMachine } from '@machines/quiz/quiz.machine'
import { keptText, type PersistedQuiz, resumableQuiz } from '@machines/quiz/quiz.persistence'
import { type ActorRefFrom, assign } from 'xstate'
import { choiceBeat } from '@/effects/choice-beat'
import { handOverHeldTaps } from '@/effects/held-click'
import { keepQuiz, readKeptQuiz } from '@/effects/quiz-storage'
import { scrollToTop } from '@/effects/scroll'

/**
 * The quiz with the page's real effects; `announceResults` tells the results' loader they are
 * due (src/hooks/use-results-loader.ts).
 */
export function quizLogic(announceResults: () => void) {
  return quizMachine.provide({
    actions: {
      scrollToTop: ({ self }) => {
        scrollToTop(() => {
          // The results screen is final: nothing waits for its scroll.
          if (self.getSnapshot().status === 'active') self.send({ type: 'scroll.settled' })
        })
      },
      announceResults,
      stampResults: assign({ resultsAt: () => Date.now() }),
    },
    delays: { choiceBeat },
  })
}

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

/**
 * Keeps `quiz`'s progress in the tab as it goes, while the chart says so (a question), and
 * forgets it at the intro and on the results, from where it stands now (a kept quiz may resume
 * straight onto its results); returns the stop.
 */
export function keepInTab(quiz: QuizActorRef): () => void {
  keepQuiz(keptText(quiz.getSnapshot()))
  const subscription = quiz.subscribe((snapshot) => keepQuiz(keptText(snapshot)))
  return () => subscription.unsubscribe()
}

/**
 * Gives `quiz` the taps held before its JavaScript ran (src/effects/held-click.ts), all at once
 * and once, in the commit that first has its later screens: after a START, the machine replays
 * them as it resumes a kept quiz (`taps.handOver`: the question they lead to, each answer counted
 * once), with no queue. From then on the page's own view takes the taps.
 */
export function takeOverHeldTaps(quiz: QuizActorRef) {
  const [first, ...rest] = handOverHeldTaps()
  if (first?.type !== 'quiz.start') return
  const answers = rest.flatMap((event) => (event.type === 'answer.select' ? [event.value] : []))
  quiz.send({ type: 'taps.handOver', answers })
}
