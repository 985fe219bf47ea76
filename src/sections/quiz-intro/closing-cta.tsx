import { NoScriptNote } from '@/components/quiz/no-script-note'
import { QuizHeadedSection } from '@/components/quiz/quiz-chrome'
import { type IntroProps, StartButton } from '@/components/quiz/start-button'
import { quizIntro } from '@/content/quiz'

export function ClosingCta({ onStart }: IntroProps) {
  const { closing } = quizIntro
  return (
    <QuizHeadedSection
      headingId="quiz-closing-heading"
      copy={closing}
      tone="sand"
      width="prose"
      balance
      className="text-center"
    >
      <StartButton onStart={onStart} className="mt-8 tracking-wide uppercase sm:w-auto sm:px-10">
        {closing.button}
      </StartButton>
      <NoScriptNote tone="light" className="mt-8" />
    </QuizHeadedSection>
  )
}
