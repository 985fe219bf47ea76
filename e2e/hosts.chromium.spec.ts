/**
 * On each real host (Cloudflare Pages' runtime, nginx with the generated configuration), a visitor
 * plays the quiz to its result: the page's scripts, styles and chunks run as the host serves them,
 * under its headers. What the hosts answer over HTTP (every page at its address, landing URLs with
 * an ad's campaign included) is tests/hosts.test.ts; the footer's links to them,
 * tests/pages.test.tsx. In Chromium only: a smoke run per host, on another origin than the
 * suite's, which WebKit's driver reaches only through its proxy.
 */
import { expect, test } from '@playwright/test'
import { hostNames, startHost, testPort } from '../ops/hosts'
import { quizQuestions } from '../src/content/quiz'
import { quizIntro } from '../src/content/quiz-intro'
import { quizResults } from '../src/content/quiz-results'

for (const name of hostNames) {
  test(`${name}: a visitor plays the quiz to its result`, async ({ page }) => {
    const host = await startHost(name, testPort(name))
    try {
      await page.goto(`${host.origin}/quiz`)
      await page.getByRole('button', { name: quizIntro.start, exact: true }).click()
      for (const question of quizQuestions) {
        await expect(page.getByRole('heading', { name: question.text })).toBeVisible()
        await page.getByRole('button', { name: question.options[2].label, exact: true }).click()
      }
      // Every answer the highest: the high-risk result, its chunk served by the host.
      await expect(page.getByRole('heading', { name: quizResults.tiers.high.title })).toBeVisible()
    } finally {
      await host.stop()
    }
  })
}
