import { selectScreen } from '@machines/quiz/quiz.selectors'
import { useSelector } from '@xstate/react'
import type { MouseEvent } from 'react'
import { Prerendered } from '@/components/quiz/prerendered'
import { QuizFrame } from '@/components/quiz/quiz-frame'
import { startSlot } from '@/effects/held-click'
import { useQuizActor, useQuizCommands } from '@/hooks/use-quiz'
import { useQuizScreens } from '@/hooks/use-quiz-screens'
import { useResultsLoader } from '@/hooks/use-results-loader'

/**
 * The landing screen: what prerenders as /quiz, drawn at build time only and kept as HTML
 * (src/sections/quiz-intro/intro-markup.tsx), its START buttons included: a click on one reaches
 * the quiz here. Laid out as if the slot were not there (`contents`).
 */
function QuizIntro({ onStart }: { onStart: () => void }) {
  const onClick = ({ target }: MouseEvent<HTMLDivElement>) => {
    if (target instanceof Element && target.closest(`[data-slot="${startSlot}"]`)) onStart()
  }
  // A kept quiz resuming: only the shape of where it lands (src/components/quiz/resume-shape.tsx).
  return (
    <Prerendered
      name="intro"
      className="contents resuming:*:not-data-resume-shape:hidden"
      onClick={onClick}
    />
  )
}

/**
 * /quiz: intro, eight questions, results. Runs on the device, kept in the tab; nothing is sent.
 * The screens after the intro come in a chunk of their own once the intro has hydrated
 * (src/hooks/use-quiz-screens.ts); the quiz takes over the taps held until then only once they
 * are here, so it leaves the intro only with them.
 */
export default function QuizPage() {
  const results = useResultsLoader()
  const screens = useQuizScreens()
  const quiz = useQuizActor(results, screens !== undefined)
  const commands = useQuizCommands(quiz)
  const screen = useSelector(quiz, selectScreen)
  // Past the intro, the screens are here (`useQuizActor`).
  const later = screen === 'intro' ? undefined : screens
  return (
    <QuizFrame footer={screen === 'question' && later ? <later.QuestionFootnote /> : undefined}>
      {screen === 'intro' && <QuizIntro onStart={commands.start} />}
      {screen === 'question' && later && (
        <later.QuestionScreen quiz={quiz} onAnswer={commands.answer} />
      )}
      {screen === 'results' && later && <later.ResultsScreen quiz={quiz} loader={results} />}
    </QuizFrame>
  )
}
