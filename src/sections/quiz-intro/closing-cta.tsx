import { Icon } from '@/components/quiz/icons'
import { NoScriptNote } from '@/components/quiz/no-script-note'
import { QuizSection } from '@/components/quiz/quiz-chrome'
import { buttonVariants } from '@/components/ui/button-variants'
import { quizIntro } from '@/content/quiz'
import { cn } from '@/lib/cn'

interface IntroProps {
  onStart: () => void
}

export function ClosingCta({ onStart }: IntroProps) {
  const { closing } = quizIntro
  return (
    <QuizSection headingId="quiz-closing-heading" className="bg-sand-100 text-center">
      <div className="mx-auto max-w-2xl">
        <h2
          id="quiz-closing-heading"
          className="font-display text-3xl font-semibold tracking-tight text-balance text-brand-950 sm:text-4xl"
        >
          {closing.heading}
        </h2>
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
      </div>
    </QuizSection>
  )
}
