import { NoScriptNote } from '@/components/quiz/no-script-note'
import { StartButton } from '@/components/quiz/start-button'
import type { QuizIntroCopy } from '@/content/quiz-intro'
import { IntroSection } from './intro-section'

/**
 * The last call, at the start as every block of the intro is, hero to trust band (round 12: it and
 * the trust band centred under start-aligned blocks read as two pages' headings). From `lg` the
 * button beside the heading, at the column's end: under it, the two sat at the start with 60 % of
 * the column empty at 1280 (rquiz21). Without scripts, the note under the heading.
 */
export function ClosingCta({ copy }: { copy: QuizIntroCopy['closing'] }) {
  return (
    <IntroSection
      copy={copy}
      tone="sand"
      className="lg:*:grid lg:*:grid-cols-[1fr_auto] lg:*:items-center lg:*:gap-x-12"
    >
      <StartButton className="mt-5 max-sm:px-fit-4 max-sm:text-base max-[22rem]:text-[0.9375rem] max-[22rem]:[&>svg]:hidden sm:mt-8 sm:w-auto sm:px-10 sm:tracking-wide lg:mt-0">
        {copy.button}
      </StartButton>
      <NoScriptNote tone="light" className="mt-5 sm:mt-8" />
    </IntroSection>
  )
}
