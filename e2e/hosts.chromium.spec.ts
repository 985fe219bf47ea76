/**
 * On each real host (Cloudflare Pages' runtime, nginx with the generated configuration), a visitor
 * plays the quiz to its result, and follows the footer to the terms and privacy pages: the pages'
 * scripts, styles and chunks run as the host serves them, under its headers. What the hosts answer
 * over HTTP (landing URLs with an ad's campaign included) is tests/hosts.test.ts. In Chromium
 * only: a smoke run per host, on another origin than the suite's, which WebKit's driver reaches
 * only through its proxy.
 */
import { expect, test } from '@playwright/test'
import { hostNames, type RunningHost, startHost, testPort } from '../ops/hosts'
import { privacyPage } from '../src/content/privacy'
import { quizQuestions } from '../src/content/quiz'
import { quizIntro } from '../src/content/quiz-intro'
import { quizResults } from '../src/content/quiz-results'
import { siteFooter } from '../src/content/site'
import { termsPage } from '../src/content/terms'

for (const name of hostNames) {
  test.describe(name, () => {
    let host: RunningHost
    test.beforeAll(async () => {
      host = await startHost(name, testPort(name))
    })
    test.afterAll(() => host.stop())

    test('a visitor plays the quiz to its result', async ({ page }) => {
      await page.goto(`${host.origin}/quiz`)
      await page.getByRole('button', { name: quizIntro.start, exact: true }).click()
      for (const question of quizQuestions) {
        await expect(page.getByRole('heading', { name: question.text })).toBeVisible()
        await page.getByRole('button', { name: question.options[2].label, exact: true }).click()
      }
      // Every answer the highest: the high-risk result, its chunk served by the host.
      await expect(page.getByRole('heading', { name: quizResults.tiers.high.title })).toBeVisible()
    })

    test('the footer leads to the terms and the privacy page, each at its own address', async ({
      page,
    }) => {
      await page.goto(`${host.origin}/`)
      for (const [name, heading, path] of [
        [siteFooter.termsLink, termsPage.heading, '/terms'],
        [siteFooter.privacyLink, privacyPage.heading, '/privacy'],
      ]) {
        await page.getByRole('link', { name, exact: true }).click()
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        expect(new URL(page.url()).pathname).toBe(path)
      }
    })
  })
}
