// @vitest-environment jsdom
/**
 * The quiz intro's example of the results (src/sections/quiz-intro/results-preview.tsx): the
 * score, tier and drivers the spec gives its example answers (its caption, e2e's); and the
 * build-time-only slot it is drawn in (src/components/quiz/prerendered.tsx), whose markup the
 * browser's hydration keeps although the page's JavaScript does not carry it. How it lays out in
 * the engines is e2e/first-screen.spec.ts's.
 */
import { act, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { expect, it } from 'vitest'
import {
  KeptMarkupProvider,
  Prerendered,
  PrerenderedMarkupProvider,
} from '@/components/quiz/prerendered'
import { quizResultsPreview } from '@/content/quiz-intro'
import { driverLine, quizResults } from '@/content/quiz-results'
import { questionSign } from '@/content/quiz-signs'
import { keptMarkup } from '@/entries/quiz-root'
import { ResultsPreview } from '@/sections/quiz-intro/results-preview'

it('the intro’s example of the results shows the spec’s score, tier and weighed answers for its answers', () => {
  // The example as the spec reads it: Q1 'Almost every day' (3), Q2 'Never' (1), Q3 'Almost
  // impossible' (3), Q4 'Not really' (1), Q5 'Yes, once' (2), Q6 'Rarely' (1), Q7 'No' (1),
  // Q8 'Extremely urgent' (3): 15 of 24, Moderate (11 to 18). Its badge the results' own: the
  // spec's 'High Risk Score: N/24' whatever the tier.
  expect(quizResultsPreview.answers).toEqual([3, 1, 3, 1, 2, 1, 1, 3])
  render(<ResultsPreview />)
  const card = screen.getByRole('figure')
  // Its caption, which says first that it is an example, is e2e/first-screen.spec.ts's.
  expect(within(card).getByText('High Risk Score: 15/24')).toBeVisible()
  expect(within(card).getByText(quizResults.tiers.moderate.title)).toBeVisible()
  expect(within(card).getByText(quizResults.drivers.heading)).toBeVisible()
  // What drove it: the answers above the lightest, heaviest first, Q8 (a priority, not a cause)
  // left out: Q1 and Q3 (3 each, Q1 ranked first), then Q5 (2), each in its answer's words.
  const drivers = within(card)
    .getAllByRole('listitem')
    // As read: a no-break space (its last two words held) is a space.
    .map((item) => item.textContent?.replaceAll('\u00a0', ' ').trim())
  expect(drivers).toEqual(
    (
      [
        [1, 3],
        [3, 3],
        [5, 2],
      ] as const
    ).map(([question, value]) => `${questionSign(question)} ${driverLine(question, value)}`),
  )
  // A line's last phrase kept on one line: split, it read '…tired, however / long you slept.'
  // (Gecko, 1280, round 11), and with 'however long' alone held, '…however long / you slept.'
  // (1280, round 18).
  expect(within(card).getByText('however long you slept.')).toHaveClass('whitespace-nowrap')
})

it('a build-time-only slot keeps the markup the build drew through hydration and later renders, drawing none itself', async () => {
  const drawn = <p>drawn at build time</p>
  const container = document.createElement('div')
  container.innerHTML = renderToString(
    <PrerenderedMarkupProvider value={{ intro: drawn }}>
      <Prerendered name="intro" className="slot" />
    </PrerenderedMarkupProvider>,
  )
  document.body.append(container)
  const { hydrateRoot } = await import('react-dom/client')
  const root = await act(() =>
    hydrateRoot(container, <Prerendered name="intro" className="slot" />),
  )
  expect(container.querySelector('.slot')).toHaveTextContent('drawn at build time')
  await act(() => root.render(<Prerendered name="intro" className="slot" />))
  expect(container.querySelector('.slot')).toHaveTextContent('drawn at build time')
  root.unmount()
  container.remove()
  // In the browser, drawn anew without the build's markup, the slot is empty.
  render(<Prerendered name="intro" data-testid="fresh" />)
  expect(screen.getByTestId('fresh')).toBeEmptyDOMElement()
})

it('a build-time-only slot is drawn anew, after a resume or the last question, with the HTML the page arrived with', async () => {
  const page = document.createElement('div')
  page.innerHTML = renderToString(
    <PrerenderedMarkupProvider value={{ 'quiz-footer': <p>the footer as built</p> }}>
      <Prerendered name="quiz-footer" />
    </PrerenderedMarkupProvider>,
  )
  // The entry reads the slots before React takes the root over and replaces what it shows.
  const kept = keptMarkup(page)
  page.replaceChildren()
  document.body.append(page)
  const { createRoot } = await import('react-dom/client')
  const root = createRoot(page)
  await act(() =>
    root.render(
      <KeptMarkupProvider value={kept}>
        <Prerendered name="quiz-footer" data-testid="footer" />
        <Prerendered name="quiz-header" data-testid="header" />
      </KeptMarkupProvider>,
    ),
  )
  expect(screen.getByTestId('footer')).toContainHTML('<p>the footer as built</p>')
  // A slot the page did not arrive with stays empty.
  expect(screen.getByTestId('header')).toBeEmptyDOMElement()
  root.unmount()
  page.remove()
})
