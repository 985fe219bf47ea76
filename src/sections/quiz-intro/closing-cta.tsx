import { NoScriptNote } from '@/components/quiz/no-script-note'
import { StartButton } from '@/components/quiz/start-button'
import type { QuizIntroCopy } from '@/content/quiz-intro'
import { IntroSection } from './intro-section'

export function ClosingCta({ copy }: { copy: QuizIntroCopy['closing'] }) {
  return (
    <IntroSection copy={copy} tone="sand" align="center" className="text-center [&>div]:max-w-2xl">
      <StartButton className="mt-5 uppercase max-sm:px-fit-4 max-sm:text-base max-[22rem]:text-[0.9375rem] max-[22rem]:[&>svg]:hidden sm:mt-8 sm:w-auto sm:px-10 sm:tracking-wide">
        {copy.button}
      </StartButton>
      <NoScriptNote tone="light" className="mt-5 sm:mt-8" />
    </IntroSection>
  )
}
