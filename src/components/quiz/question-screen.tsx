import {
  selectChosenValue,
  selectIsAcceptingAnswers,
  selectProgressPercent,
  selectQuestionIndex,
  selectQuestionNumber,
} from '@machines/quiz/quiz.selectors'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import type { QuizActorRef } from '@/actors/quiz'
import { quizChrome, quizQuestionCopy, quizQuestions } from '@/content/quiz'
import { privacyLinkText, siteFooter, termsLinkText } from '@/content/site'
import { showScreenTitle } from '@/effects/document-title'
import { QuestionCard } from './question-card'

/**
 * The footnote's links: each whole, a 24 px target alone on its line (WCAG 2.5.8), a size down
 * under 352 px as the site footer's, where the terms' link at 14 px broke in two at 320.
 */
const footnoteLink =
  'mx-1.5 inline-block min-h-6 py-0.5 font-semibold text-brand-800 underline underline-offset-4 max-[22rem]:text-[0.8125rem]'

/**
 * The question screens' only chrome below the card, in the frame's footer place
 * (./quiz-frame.tsx): the small print and, as every footer has, the privacy and terms pages.
 */
export function QuestionFootnote() {
  return (
    // Balanced, each link whole on its line: at 375 its last word, 'collect', sat alone.
    <footer className="border-t border-sand-200 px-fit-4 py-4 text-center text-sm text-balance text-muted">
      {quizChrome.footer}{' '}
      {/* The site footer's landmark and name, as on the results and the plain pages (rquiz17b:
          on a question the links had none). Inline: the links stay in the balanced lines. */}
      <nav aria-label={siteFooter.linksName} className="inline">
        <a href="/privacy" className={footnoteLink}>
          {privacyLinkText}
        </a>{' '}
        <a href="/terms" className={footnoteLink}>
          {termsLinkText}
        </a>
      </nav>
    </footer>
  )
}

/**
 * The question the quiz is at. Also rendered at build time for the first question, from the
 * machine's own snapshot (src/entry-server.tsx), into the page's HTML. In the browser this module
 * is in a chunk of its own, asked for once the quiz has hydrated (./quiz-screens.tsx).
 */
export function QuestionScreen({
  quiz,
  onAnswer,
}: {
  quiz: QuizActorRef
  onAnswer: (value: number) => void
}) {
  const index = useSelector(quiz, selectQuestionIndex)
  const number = useSelector(quiz, selectQuestionNumber)
  const percent = useSelector(quiz, selectProgressPercent)
  const accepting = useSelector(quiz, selectIsAcceptingAnswers)
  const chosen = useSelector(quiz, selectChosenValue)
  // The view's: the tab's title names the question it draws.
  useEffect(() => showScreenTitle(quizQuestionCopy.pageTitle(number)), [number])
  const question = quizQuestions[index]
  if (!question) return null
  return (
    // Room enough at 1280 x 800 for the longest question, its hint and the footnote.
    <div className="px-fit-4 large-text:px-fit-2 pt-3 pb-16 sm:px-6 sm:pt-8 sm:pb-8">
      <QuestionCard
        question={question}
        number={number}
        total={quizQuestions.length}
        percent={percent}
        accepting={accepting}
        chosen={chosen}
        onAnswer={onAnswer}
      />
    </div>
  )
}
