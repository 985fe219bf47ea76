import { Icon } from '@/components/quiz/icons'
import { NoScriptNote } from '@/components/quiz/no-script-note'
import { QuizSection } from '@/components/quiz/quiz-chrome'
import { ScoreDial } from '@/components/quiz/score-dial'
import { type IntroProps, StartButton } from '@/components/quiz/start-button'
import { quizIntro } from '@/content/quiz'

export function ScoreBlock({ onStart }: IntroProps) {
  const { score } = quizIntro
  return (
    <QuizSection headingId="quiz-score-heading" className="bg-sand-100">
      <div className="mx-auto grid max-w-5xl items-center gap-8 rounded-[2rem] bg-white p-6 shadow-xl ring-1 shadow-brand-950/5 ring-sand-200 sm:p-10 md:grid-cols-[1fr_auto] md:gap-12 lg:p-14">
        <div>
          <h2
            id="quiz-score-heading"
            className="font-display text-3xl font-semibold tracking-tight text-brand-950 sm:text-4xl"
          >
            {score.heading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted">{score.text}</p>
          <ul className="mt-6 space-y-3">
            {score.points.map((point) => (
              <li key={point} className="flex items-start gap-3 text-ink">
                <Icon name="checkCircle" className="mt-0.5 text-brand-600" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-3xl bg-brand-50 p-5 text-center ring-1 ring-brand-100 sm:p-6 md:w-96 lg:w-[28rem]">
          <ScoreDial className="mx-auto w-full max-w-64" />
          <StartButton
            onStart={onStart}
            aria-label={score.buttonName}
            className="mt-5 max-sm:px-4 max-sm:text-base md:px-4 md:text-lg"
          >
            <span className="sm:hidden">{score.buttonShort}</span>
            <span className="hidden sm:inline">{score.button}</span>
          </StartButton>
          <NoScriptNote tone="light" className="mt-5" />
          <p className="mt-3 text-sm text-muted">{quizIntro.startNote}</p>
        </div>
      </div>
    </QuizSection>
  )
}
