/**
 * The quiz's progress as the tab keeps it (src/effects/quiz-storage.ts writes it to the tab's
 * sessionStorage): the machine's own persisted snapshot, marked with the version of the machine
 * that wrote it. Pure: what comes back from storage is text anyone could have changed, and it is
 * resumed only when the machine itself, given the stored answers, reaches exactly that snapshot.
 * No second copy of the rules judges it: the machine's guards do.
 */
import { assign, createActor, type SnapshotFrom, type Snapshot as XStateSnapshot } from 'xstate'
import type { QuizEvent } from './quiz.events'
import { quizMachine } from './quiz.machine'
import { quizRules } from './quiz.rules'
import { selectIsAcceptingAnswers } from './quiz.selectors'

type QuizSnapshot = SnapshotFrom<typeof quizMachine>
/** What `createActor(quiz, { snapshot })` takes back: the machine's persisted snapshot. */
export type PersistedQuiz = XStateSnapshot<unknown>

/** A 32-bit FNV-1a hash of `text`, in base 36. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}

/**
 * The version of the machine and its rules: it changes whenever a state, transition, guard,
 * action or count does, so a snapshot kept by an older build of the quiz is not resumed. The
 * diagrams' words (descriptions, requirements) are not part of it: the site's build strips them
 * (build/strip-statechart-docs.ts), and a reworded diagram keeps a visitor's progress.
 */
export const quizSnapshotVersion = fingerprint(
  JSON.stringify([quizMachine.definition, quizRules], (key, value) =>
    key === 'description' || key === 'meta' ? undefined : value,
  ),
)

interface StoredQuiz {
  version: string
  snapshot: PersistedQuiz
}

/** The text to keep for the quiz's `snapshot` (`actor.getPersistedSnapshot()`). */
export function storedQuiz(snapshot: PersistedQuiz): string {
  return JSON.stringify({ version: quizSnapshotVersion, snapshot } satisfies StoredQuiz)
}

/**
 * What the tab keeps of the quiz at `snapshot`: its persisted snapshot in a state the chart tags
 * `kept` (a question), else nothing, so a reload at the intro or on the results starts afresh.
 */
export function keptText(snapshot: QuizSnapshot): string | null {
  return snapshot.hasTag('kept') ? storedQuiz(quizMachine.getPersistedSnapshot(snapshot)) : null
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Where a started quiz rests until the visitor acts: a question taking answers, the results. */
const isResting = (snapshot: QuizSnapshot) =>
  snapshot.status === 'done' || selectIsAcceptingAnswers(snapshot)

/** The event the machine's `choiceBeat` delay sends itself: the chosen answer has been shown. */
export const choiceBeatOver = {
  type: quizMachine.getStateNodeById('quiz.question.chosen').after[0]?.eventType ?? '',
} as unknown as QuizEvent

/**
 * Every snapshot the machine passes through from the visitor's start as they give `answers`, each
 * once the page has done what it does between them (the scroll settles, the chosen answer's beat
 * is over). The browser tests open the quiz where a tab that kept its last one would.
 */
export function replay(answers: readonly unknown[]): QuizSnapshot[] {
  // Results reached by the replay are dated now, by the page's clock, as they were in the tab.
  const dated = quizMachine.provide({
    actions: { stampResults: assign({ resultsAt: () => Date.now() }) },
  })
  const actor = createActor(dated).start()
  const seen: QuizSnapshot[] = []
  const send = (event: QuizEvent) => {
    if (actor.getSnapshot().status !== 'active') return
    actor.send(event)
    seen.push(actor.getSnapshot())
  }
  send({ type: 'quiz.start' })
  send({ type: 'scroll.settled' })
  for (const value of answers) {
    send({ type: 'answer.select', value: value as number })
    send(choiceBeatOver)
    send({ type: 'scroll.settled' })
  }
  actor.stop()
  return seen
}

/**
 * The snapshot to resume from `text` (what storage held), or undefined when there is none to
 * resume: no text, text that is not JSON, another version's, or a snapshot that this machine does
 * not reach with its answers in a state it keeps (an unknown state, the intro or the results, an
 * answer that is not an option, more answers than questions or than its state allows). A snapshot
 * caught between two resting points (the page scrolling, an answer being shown) resumes at the
 * next one, where the page has nothing left to do: the question that comes next, or the results
 * after the last answer's beat.
 */
export function resumableQuiz(text: string | null): PersistedQuiz | undefined {
  let stored: unknown
  try {
    // Nothing kept (null) parses as null, and is dropped below.
    stored = JSON.parse(String(text))
  } catch {
    // Not JSON: `stored` stays undefined, and is dropped below.
  }
  if (!isRecord(stored) || stored.version !== quizSnapshotVersion) return undefined
  const { snapshot } = stored
  if (!isRecord(snapshot) || !isRecord(snapshot.context)) return undefined
  const { answers } = snapshot.context
  // More answers than questions are no state of the machine's, and the replay will not reach them.
  if (!Array.isArray(answers)) return undefined
  const walk = replay(answers)
  const wanted = JSON.stringify(snapshot)
  const at = walk.findIndex(
    (step) =>
      step.hasTag('kept') && JSON.stringify(quizMachine.getPersistedSnapshot(step)) === wanted,
  )
  const resting = at < 0 ? undefined : walk.slice(at).find(isResting)
  return resting && (quizMachine.getPersistedSnapshot(resting) as PersistedQuiz)
}
