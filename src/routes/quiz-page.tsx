import {
  selectAnswers,
  selectResultsAt,
  selectScore,
  selectScreen,
  selectTier,
} from '@machines/quiz/quiz.selectors'
import { useSelector } from '@xstate/react'
import type { MouseEvent } from 'react'
import type { QuizActorRef } from '@/actors/quiz'
import { Prerendered } from '@/components/quiz/prerendered'
import { QuestionScreen, QuizFrame } from '@/components/quiz/question-screen'
import { ResultsComing } from '@/components/quiz/results-coming'
import { startSlot } from '@/effects/held-click'
import { useQuizActor, useQuizCommands } from '@/hooks/use-quiz'
import { type LoadedPlace, useResultsPlace } from '@/hooks/use-results-place'

/**
 * The landing screen: what prerenders as /quiz, drawn at build time only and kept as HTML
 * (src/sections/quiz-intro/intro-markup.tsx), its START buttons included: a click on one reaches
 * the quiz here. Laid out as if the slot were not there (`contents`).
 */
function QuizIntro({ onStart }: { onStart: () => void }) {
  const onClick = ({ target }: MouseEvent<HTMLDivElement>) => {
    if (target instanceof Element && target.closest(`[data-slot="${startSlot}"]`)) onStart()
  }
  return <Prerendered name="intro" className="contents" onClick={onClick} />
}

/**
 * The results screen, a chunk of its own (src/sections/quiz-results/quiz-results.tsx), loaded by
 * the results loader (machines/results-loader), which comes in a chunk of its own with its
 * waiting screen as soon as the quiz is interactive (src/hooks/use-results-place.ts): both have
 * long landed when the last answer comes. The quiz announces its results to the loader
 * (`announceResults`): should the chunk still be on its way a placeholder holds its place, and
 * should it have failed it is asked for once more. Until the loader itself has come, the
 * placeholder here holds the place, a screen tall.
 */
function ResultsScreen({
  quiz,
  place,
}: {
  quiz: QuizActorRef
  place: LoadedPlace | Error | undefined
}) {
  const score = useSelector(quiz, selectScore)
  const tier = useSelector(quiz, selectTier)
  const answers = useSelector(quiz, selectAnswers)
  const reachedAt = useSelector(quiz, selectResultsAt)
  if (place instanceof Error) throw place
  if (!place) return <ResultsComing />
  const { ResultsPlace } = place.module
  return (
    <ResultsPlace
      loader={place.loader}
      score={score}
      tier={tier}
      answers={answers}
      reachedAt={reachedAt}
    />
  )
}

/** /quiz: intro, eight questions, results. Runs on the device, kept in the tab; nothing is sent. */
export default function QuizPage() {
  const results = useResultsPlace()
  const quiz = useQuizActor(results.place.announce)
  const commands = useQuizCommands(quiz)
  const screen = useSelector(quiz, selectScreen)
  return (
    <QuizFrame question={screen === 'question'}>
      {screen === 'intro' && <QuizIntro onStart={commands.start} />}
      {screen === 'question' && <QuestionScreen quiz={quiz} onAnswer={commands.answer} />}
      {screen === 'results' && <ResultsScreen quiz={quiz} place={results.loaded} />}
    </QuizFrame>
  )
}
