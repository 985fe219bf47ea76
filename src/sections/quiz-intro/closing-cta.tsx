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
      <StartButton
        onStart={onStart}
        className="mt-8 uppercase max-sm:px-4 max-sm:text-base max-[22rem]:text-[0.9375rem] max-[22rem]:[&>svg]:hidden sm:w-auto sm:px-10 sm:tracking-wide"
      >
        {closing.button}
      </StartButton>
      <NoScriptNote tone="light" className="mt-8" />
    </QuizHeadedSection>
  )
}
