import { quizMachine } from '@machines/quiz/quiz.machine'
import { scoreOf, tierOf } from '@machines/quiz/quiz.rules'
import { type ReactNode, StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { type RouteObject, StaticRouter } from 'react-router'
import { createActor } from 'xstate'
import { App, routesOf } from '@/app'
import { PrerenderedMarkupProvider, prerenderedAttribute } from '@/components/quiz/prerendered'
import { QuestionFootnote, QuestionScreen } from '@/components/quiz/question-screen'
import { QuizFrame } from '@/components/quiz/quiz-frame'
import { type PageRow, pageTable } from '@/pages'
import { quizPageMarkup, resultsPendingMarkup } from '@/sections/quiz-intro/intro-markup'
import { QuizResults } from '@/sections/quiz-results/quiz-results'

/** Renders `node` as the build does: the quiz page's build-time-only slots filled. */
async function renderToHtml(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PrerenderedMarkupProvider value={quizPageMarkup}>{node}</PrerenderedMarkupProvider>
    </StrictMode>,
  )
  let html = ''
  for await (const chunk of prelude) html += chunk
  return html
}

/**
 * Renders one URL to HTML, waiting for lazy routes so the markup is complete: with the site's
 * routes, or with `routes` (a test's page table, `routesOf` in src/app.tsx).
 */
export function render(url: string, routes?: RouteObject[]): Promise<string> {
  return renderToHtml(
    <StaticRouter location={url}>
      <App routes={routes} />
    </StaticRouter>,
  )
}

/** `url` showing its content variant `variant` (src/pages.ts), for the file the hosts serve at `?v=`. */
export function renderVariant(url: string, variant: string): Promise<string> {
  const row = pageTable.find((candidate) => candidate.path === url)
  const content =
    row && 'variants' in row
      ? row.variants.find((candidate) => candidate.countedAs.variant === variant)
      : undefined
  if (!row || !content) throw new Error(`${url} declares no variant ${variant}`)
  return render(url, routesOf([{ ...row, content } as PageRow]))
}

/**
 * The quiz's first question taking answers, as its page shows it, for the page's HTML: what the
 * <head> script shows at once on a START tapped before the JavaScript (src/inline/early-taps.ts).
 * The machine itself is started and brought there, so which question and what progress it shows
 * are the machine's and its selectors'.
 */
export function renderFirstQuestion(): Promise<string> {
  const quiz = createActor(quizMachine).start()
  quiz.send({ type: 'quiz.start' })
  quiz.send({ type: 'scroll.settled' })
  return renderToHtml(
    <QuizFrame footer={<QuestionFootnote />}>
      <QuestionScreen quiz={quiz} onAnswer={() => {}} />
    </QuizFrame>,
  )
}

/**
 * The results' waiting screen in each of its states, for the quiz page's HTML: templates outside
 * #root, inert until the page draws one in the results' place (src/entries/quiz-root.tsx keeps
 * their HTML), so the quiz's JavaScript carries none of their words.
 */
export function renderResultsPending(): Promise<string> {
  return renderToHtml(
    Object.entries(resultsPendingMarkup).map(([name, markup]) => (
      <template key={name} {...{ [prerenderedAttribute]: name }}>
        {markup}
      </template>
    )),
  )
}

/**
 * The quiz's results screen for `answers`, as the browser draws it after the last answer: only
 * ever rendered there, so the build renders it here for the claims check alone (docs/claims.md).
 */
export function renderResults(answers: readonly number[]): Promise<string> {
  const score = scoreOf(answers)
  return renderToHtml(
    <QuizFrame>
      <QuizResults score={score} tier={tierOf(score)} answers={answers} />
    </QuizFrame>,
  )
}
