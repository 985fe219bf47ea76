import { type ComponentProps, type MouseEvent, useEffect, useRef } from 'react'
import { type QuizQuestion, quizQuestionCopy } from '@/content/quiz'
import { onOptionKey } from '@/effects/keyboard'
import { cn } from '@/lib/cn'
import { Icon } from './icons'
import { QuizProgress } from './quiz-progress'

interface QuestionCardProps extends ComponentProps<'section'> {
  question: QuizQuestion
  number: number
  total: number
  percent: number
  /** False while the page scrolls to the question: answers are not taken yet. */
  accepting: boolean
  onAnswer: (value: number) => void
}

/**
 * One question. The heading takes focus on every new question so that a screen reader reads
 * it; keys 1-3 answer. The option buttons stay the same elements from question to question, so
 * the second click of a double click lands on a button that ignores it (`detail > 1`).
 */
export function QuestionCard({
  question,
  number,
  total,
  percent,
  accepting,
  onAnswer,
  className,
  ...props
}: QuestionCardProps) {
  const heading = useRef<HTMLHeadingElement>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves on every new question
  useEffect(() => {
    heading.current?.focus({ preventScroll: true })
  }, [number])

  useEffect(
    () =>
      onOptionKey(question.options.length, (position) => {
        const option = question.options[position - 1]
        if (option) onAnswer(option.value)
      }),
    [question, onAnswer],
  )

  const answerWith = (value: number) => (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail > 1) return
    onAnswer(value)
  }
  // A click that will not answer (a double click's second, or one during the scroll) must not
  // take the focus from the new question's heading either, wherever on the card it lands.
  const keepFocus = (event: MouseEvent<HTMLElement>) => {
    if (event.detail > 1 || !accepting) event.preventDefault()
  }

  return (
    <section
      data-slot="question-card"
      aria-labelledby="quiz-question-heading"
      onMouseDown={keepFocus}
      className={cn('mx-auto w-full max-w-2xl', className)}
      {...props}
    >
      <QuizProgress number={number} total={total} percent={percent} />
      <div className="mt-6 rounded-[1.75rem] bg-white p-5 shadow-xl ring-1 shadow-brand-950/5 ring-sand-200 sm:mt-8 sm:p-10">
        <h1
          ref={heading}
          id="quiz-question-heading"
          tabIndex={-1}
          className="font-display text-2xl leading-snug font-semibold tracking-tight text-balance text-brand-950 focus:outline-none sm:text-3xl"
        >
          {question.text}
        </h1>
        <p className="mt-3 text-muted">{quizQuestionCopy.hint}</p>
        <ul className="mt-6 space-y-3 sm:mt-8">
          {question.options.map((option, index) => (
            // Keyed by position: the same buttons serve every question.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>
              <button
                type="button"
                data-slot="quiz-option"
                aria-disabled={accepting ? undefined : true}
                aria-keyshortcuts={String(index + 1)}
                onClick={answerWith(option.value)}
                className="group flex min-h-16 w-full items-center gap-4 rounded-2xl border-2 border-sand-200 bg-sand-50 px-4 py-3 text-left text-lg font-semibold text-ink transition-colors hover:border-brand-500 hover:bg-brand-50 focus-visible:border-brand-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 active:bg-brand-100 aria-disabled:cursor-default sm:px-5"
              >
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-white font-sans text-base font-bold text-brand-800 ring-1 ring-sand-200 group-hover:bg-brand-600 group-hover:text-white group-hover:ring-brand-600"
                >
                  {index + 1}
                </span>
                <span className="min-w-0 flex-1 break-words">{option.label}</span>
                <Icon
                  name="arrowRight"
                  className="text-brand-600 opacity-0 transition-opacity group-hover:opacity-100"
                />
              </button>
            </li>
          ))}
        </ul>
        <p className="mt-6 hidden text-sm text-muted sm:block">{quizQuestionCopy.keysHint}</p>
      </div>
      <p className="mt-6 flex items-center justify-center gap-2 text-sm text-muted">
        <Icon name="lock" size="sm" />
        {quizQuestionCopy.privacy}
      </p>
    </section>
  )
}
