/**
 * On each real host (Cloudflare Pages' runtime, nginx with the generated configuration), a visitor
 * from an ad plays the quiz to its result, and the masterclass link keeps the ad's campaign.
 * A visitor follows the footer to the terms and privacy pages. What the hosts answer over HTTP is
 * tests/hosts.test.ts. In Chromium only: a smoke run per host,
 * on another origin than the suite's, which WebKit's driver reaches only through its proxy.
 */
import { expect, test } from '@playwright/test'
import { hostNames, type RunningHost, startHost, testPort } from '../build/hosts'
import { quizIntro, quizQuestions } from '../src/content/quiz'
import { quizResults } from '../src/content/quiz-results'
import { privacyPage, siteFooter } from '../src/content/site'
import { termsPage } from '../src/content/terms'

const campaign = { utm_source: 'ad', utm_campaign: 'spring', gclid: 'abc' }

for (const name of hostNames) {
  test.describe(name, () => {
    let host: RunningHost
    test.beforeAll(async () => {
      host = await startHost(name, testPort(name))
    })
    test.afterAll(() => host.stop())

    test('a quiz played to its result keeps the campaign on the masterclass link', async ({
      page,
    }) => {
      await page.goto(`${host.origin}/quiz?${new URLSearchParams(campaign)}`)
      await page.getByRole('button', { name: quizIntro.start, exact: true }).click()
      for (const question of quizQuestions) {
        await expect(page.getByRole('heading', { name: question.text })).toBeVisible()
        await page.getByRole('button', { name: question.options[2].label, exact: true }).click()
      }
      // Every answer the highest: the high-risk result.
      await expect(page.getByRole('heading', { name: quizResults.tiers.high.title })).toBeVisible()
      // The way to register under the score and in the closing card: each keeps the campaign.
      const links = await page
        .getByRole('link', { name: quizResults.buttons.reserve, exact: true })
        .all()
      expect(links.length).toBeGreaterThan(0)
      for (const link of links) {
        const href = new URL((await link.getAttribute('href')) ?? '')
        expect(Object.fromEntries(href.searchParams)).toMatchObject(campaign)
        await expect(link).toHaveAttribute('target', '_blank')
      }
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
