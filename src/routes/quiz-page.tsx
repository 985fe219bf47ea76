import {
  selectChosenValue,
  selectIsAcceptingAnswers,
  selectProgressPercent,
  selectQuestionIndex,
  selectQuestionNumber,
  selectScore,
  selectScreen,
  selectTier,
} from '@machines/quiz/quiz.selectors'
import { useSelector } from '@xstate/react'
import type { QuizActorRef } from '@/actors/quiz'
import { QuestionCard } from '@/components/quiz/question-card'
import { QuizHeader } from '@/components/quiz/quiz-chrome'
import { QuizIntro } from '@/components/quiz/quiz-intro'
import { QuizResults } from '@/components/quiz/quiz-results'
import { SiteFooter } from '@/components/site/site-footer'
import { quizChrome, quizQuestions } from '@/content/quiz'
import { type QuizCommands, useQuizActor, useQuizCommands } from '@/hooks/use-quiz'

function QuestionScreen({ quiz, commands }: { quiz: QuizActorRef; commands: QuizCommands }) {
  const index = useSelector(quiz, selectQuestionIndex)
  const number = useSelector(quiz, selectQuestionNumber)
  const percent = useSelector(quiz, selectProgressPercent)
  const accepting = useSelector(quiz, selectIsAcceptingAnswers)
  const chosen = useSelector(quiz, selectChosenValue)
  const question = quizQuestions[index]
  if (!question) return null
  return (
    <div className="px-4 pt-4 pb-16 sm:px-6 sm:pt-12">
      <QuestionCard
        question={question}
        number={number}
        total={quizQuestions.length}
        percent={percent}
        accepting={accepting}
        chosen={chosen}
        onAnswer={commands.answer}
      />
    </div>
  )
}

function ResultsScreen({ quiz }: { quiz: QuizActorRef }) {
  const score = useSelector(quiz, selectScore)
  const tier = useSelector(quiz, selectTier)
  return <QuizResults score={score} tier={tier} />
}

/** /quiz: intro, eight questions, results. Runs on the device; nothing is sent or stored. */
export default function QuizPage() {
  const quiz = useQuizActor()
  const commands = useQuizCommands(quiz)
  const screen = useSelector(quiz, selectScreen)
  return (
    <div className="flex min-h-dvh flex-col bg-sand-50">
      <QuizHeader />
      <main className="flex-1">
        {screen === 'intro' && <QuizIntro onStart={commands.start} />}
        {screen === 'question' && <QuestionScreen quiz={quiz} commands={commands} />}
        {screen === 'results' && <ResultsScreen quiz={quiz} />}
      </main>
      <SiteFooter>
        <p className="mt-6 text-sm leading-relaxed text-brand-200">{quizChrome.footer}</p>
      </SiteFooter>
    </div>
  )
}
