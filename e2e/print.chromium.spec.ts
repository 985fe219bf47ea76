/**
 * The quiz's results on paper (print media, emulated in Chromium): the visitor's record for
 * their doctor. The score, the tier and what drove it, and all eight of their answers (each
 * question with the option chosen), with no countdown and nothing to click. Chromium only: the
 * other engines here cannot emulate print media.
 */
import { expect, test } from '@playwright/test'
import { quizIntro, quizQuestions } from '../src/content/quiz'
import { quizResults } from '../src/content/quiz-results'
import { widths } from './engines/fixtures'

test.use({ viewport: widths.phone })

test('printed results: score, tier, what drove it and every answer; no countdown or button', async ({
  page,
}) => {
  await page.goto('/quiz')
  await page.getByRole('button', { name: quizIntro.start, exact: true }).click()
  for (const question of quizQuestions) {
    await expect(page.getByRole('heading', { name: question.text })).toBeVisible()
    await page.getByRole('button', { name: question.options[2]?.label, exact: true }).click()
  }
  await expect(page.getByRole('timer').first()).toBeVisible()
  const answers = page.getByRole('region', { name: quizResults.drivers.answersHeading })
  await expect(answers, 'the answers are for paper only').toBeHidden()

  await page.emulateMedia({ media: 'print' })
  const visible = (selector: string) =>
    page.evaluate(
      (css) =>
        [...document.querySelectorAll<HTMLElement>(css)].filter(
          (element) => element.offsetWidth > 0 && element.offsetHeight > 0,
        ).length,
      selector,
    )
  expect(await visible('[role=timer]'), 'countdowns').toBe(0)
  expect(await visible('a[href], button'), 'links and buttons').toBe(0)
  await expect(page.getByText('High Risk Score: 24/24')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(quizResults.tiers.high.title)
  await expect(page.getByRole('heading', { name: quizResults.drivers.heading })).toBeVisible()
  await expect(answers.getByRole('listitem')).toHaveText(
    quizQuestions.map((question) => `${question.text}${question.options[2]?.label}`),
  )
})
