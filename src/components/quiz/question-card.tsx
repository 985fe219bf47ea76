import { type ComponentProps, type MouseEvent, useEffect, useRef } from 'react'
import { joinsBoxed, keptLast } from '@/components/ui/kept-words'
import { type QuizQuestion, quizQuestionCopy } from '@/content/quiz'
import { onOptionKey } from '@/effects/keyboard'
import { cn } from '@/lib/cn'
import { arrowRightIcon, checkIcon, Icon } from './icons'
import { QuizProgress } from './quiz-progress'

interface QuestionCardProps extends ComponentProps<'section'> {
  question: QuizQuestion
  number: number
  total: number
  percent: number
  /** False while the page scrolls to the question or shows the chosen answer. */
  accepting: boolean
  /** The value of the answer just chosen, shown selected until the next screen comes. */
  chosen: number | undefined
  onAnswer: (value: number) => void
}

/**
 * One question. The heading takes focus on every new question so that a screen reader reads
 * it; keys 1-3 answer. The option buttons stay the same elements from question to question, so
 * the second click of a double click lands on a button that ignores it (`detail > 1`). A chosen
 * answer shows pressed, with a tick, for the beat before the next question. The spec's hint is
 * on every question screen, and the options' description for screen readers; on a 320 x 568
 * phone every answer of every question still fits on the first screen, and at 1280 x 800 the
 * whole screen, its footnote too (e2e/first-screen.spec.ts). Each option
 * carries its value, which the <head> script reads on the first question of the page's HTML
 * (src/inline/early-taps.ts).
 *
 * A new question fades and rises in; its options take on their look at once, for a colour
 * easing out of the last answer's pressed look would show that answer selected on the new
 * question. So the options ease their colours only while a question takes answers and while a
 * chosen one shows (its beat), never in the moment the next question arrives.
 */
export function QuestionCard({
  question,
  number,
  total,
  percent,
  accepting,
  chosen,
  onAnswer,
  className,
  ...props
}: QuestionCardProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  /** The question has just come and does not take answers yet (the page scrolls to it). */
  const arriving = !accepting && chosen === undefined

  // The view's, not the chart's (docs/add-a-machine.md, "Where the quiz meets the page"): the
  // heading it has just drawn takes the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves on every new question
  useEffect(() => {
    heading.current?.focus({ preventScroll: true })
  }, [number])

  // Forwards the keyboard (keys 1-3) into answers.
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
      <div className="mt-3 rounded-[1.75rem] bg-white shadow-xl ring-1 shadow-brand-950/5 ring-sand-200 p-fit-4 large-text:px-fit-2 sm:mt-6 sm:p-9">
        <div
          className={cn(
            'motion-reduce:animate-none',
            number % 2 === 1 ? 'animate-step-in' : 'animate-step-in-next',
          )}
        >
          <h1
            ref={heading}
            id="quiz-question-heading"
            tabIndex={-1}
            className="font-display text-fit-[1.375] leading-snug font-semibold tracking-tight text-brand-950 focus:outline-none sm:text-3xl"
          >
            {joinsBoxed(question.text)}
          </h1>
          <p
            id="quiz-question-hint"
            // Its lines filled, its last words held: balanced, it wrapped at ~230 px in a ~310 px
            // card (rquiz31); free, Gecko, which ignores `pretty`, left 'experience' alone at 375.
            className="mt-1.5 text-sm leading-snug text-muted [text-wrap-style:auto] sm:mt-2 sm:text-base"
          >
            {keptLast(quizQuestionCopy.hint)}
          </p>
          <ul aria-describedby="quiz-question-hint" className="mt-3 space-y-2 sm:mt-6 sm:space-y-3">
            {question.options.map((option, index) => (
              // Keyed by position: the same buttons serve every question.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index}>
                <button
                  type="button"
                  value={option.value}
                  data-slot="quiz-option"
                  aria-disabled={accepting ? undefined : true}
                  aria-pressed={chosen === undefined ? undefined : option.value === chosen}
                  aria-keyshortcuts={String(index + 1)}
                  onClick={answerWith(option.value)}
                  className={cn(
                    'group flex min-h-13 w-full flex-wrap items-center gap-3 rounded-2xl border-2 border-sand-500 bg-sand-50 px-fit-3 py-2 large-text:px-fit-2 text-left text-[1.0625rem] large-text:text-base font-semibold text-ink transition-[background-color,border-color,color,opacity] duration-150 ease-out motion-reduce:transition-none hover:border-brand-500 hover:bg-brand-50 focus-visible:border-brand-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 active:bg-brand-100 aria-disabled:cursor-default aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white aria-[pressed=false]:opacity-55 sm:min-h-16 sm:gap-4 sm:px-5 sm:py-3 sm:text-lg',
                    arriving && 'transition-none',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className="flex size-8 shrink-0 items-center justify-center rounded-xl bg-white font-sans text-base font-bold text-brand-800 ring-1 ring-sand-200 group-hover:bg-brand-600 group-hover:text-white group-hover:ring-brand-600 group-aria-pressed:bg-white group-aria-pressed:text-brand-800 group-aria-pressed:ring-white sm:size-9"
                  >
                    {option.value === chosen ? <Icon shapes={checkIcon} size="sm" /> : index + 1}
                  </span>
                  {/* Beside its number while its longest word fits there (break-word keeps that word its
                      least width), else under it. */}
                  <span className="grow basis-0 wrap-break-word">{option.label}</span>
                  <Icon
                    shapes={arrowRightIcon}
                    className="text-brand-600 opacity-0 transition-opacity group-hover:opacity-100 group-aria-pressed:hidden max-sm:hidden"
                  />
                </button>
              </li>
            ))}
          </ul>
        </div>
        <p className="mt-5 hidden text-sm text-muted sm:block">{quizQuestionCopy.keysHint}</p>
      </div>
    </section>
  )
}
