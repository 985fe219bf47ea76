import { Icon } from '@/components/quiz/icons'
import { NoScriptNote } from '@/components/quiz/no-script-note'
import { QuizHeadedSection } from '@/components/quiz/quiz-chrome'
import { buttonVariants } from '@/components/ui/button-variants'
import { quizIntro } from '@/content/quiz'
import { cn } from '@/lib/cn'

interface IntroProps {
  onStart: () => void
}

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
      <button
        type="button"
        onClick={onStart}
        className={cn(
          buttonVariants({ size: 'xl' }),
          'mt-8 tracking-wide uppercase noscript:hidden sm:w-auto sm:px-10',
        )}
      >
        {closing.button}
        <Icon name="arrowRight" />
      </button>
      <NoScriptNote tone="light" className="mt-8" />
    </QuizHeadedSection>
  )
}
