import { expect, test } from '@playwright/test'
import { notFoundCopy } from '../src/content/site'

test('an unknown path gets the not-found page with status 404 and logs the path', async ({
  page,
}) => {
  const warnings: string[] = []
  page.on('console', (message) => warnings.push(message.text()))
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: notFoundCopy.title })).toBeVisible()
  await expect(page.getByRole('link', { name: notFoundCopy.homeLink })).toHaveAttribute('href', '/')
  await expect.poll(() => warnings.some((text) => text.includes('/no-such-page'))).toBe(true)
})
