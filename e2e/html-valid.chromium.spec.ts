/**
 * Valid HTML: every page the build wrote, as served, and the quiz's question and results screens
 * as the browser has them once React has drawn them, pass html-validate's `standard` rules (the
 * HTML specification; no style rules). Here rather than in Vitest: this run has the build
 * already, and only a browser draws the quiz's later screens. html-validate stays at 10: 11
 * needs Node 22.
 */
import { expect, type Page, test } from '@playwright/test'
import { HtmlValidate } from 'html-validate'
import { quizIntro, quizQuestions } from '../src/content/quiz'
import { sitePages } from '../src/pages'

const validator = new HtmlValidate({ extends: ['html-validate:standard'] })

async function expectValid(html: string, screen: string) {
  const report = await validator.validateString(html, screen)
  const errors = report.results.flatMap((result) =>
    result.messages.map((message) => `${message.ruleId}: ${message.message} (${message.selector})`),
  )
  expect(errors, `${screen}`).toEqual([])
}

const rendered = (page: Page) =>
  page.evaluate(() => `<!doctype html>\n${document.documentElement.outerHTML}`)

test('every built page is valid HTML', async ({ request }) => {
  for (const { url } of sitePages) {
    await expectValid(await (await request.get(url)).text(), url)
  }
})

test("the quiz's question and results screens are valid HTML", async ({ page }) => {
  await page.goto('/quiz')
  await page.getByRole('button', { name: quizIntro.start, exact: true }).click()
  await expect(page.getByRole('heading', { name: quizQuestions[0]?.text })).toBeVisible()
  await expectValid(await rendered(page), '/quiz, a question')
  for (const question of quizQuestions) {
    await expect(page.getByRole('heading', { name: question.text })).toBeVisible()
    await page.getByRole('button', { name: question.options[0]?.label, exact: true }).click()
  }
  await expect(page.getByRole('timer').first()).toBeVisible()
  await expectValid(await rendered(page), '/quiz, the results')
})
