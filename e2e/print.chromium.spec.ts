/**
 * The quiz's results on paper: the visitor's record for their doctor, printed to PDF by
 * Chromium and read back with pdf.js. One page, on Letter and on A4 with a browser's usual
 * margins: the day, the score, the tier on the scoring key, what drove it and the visitor's
 * priority, all eight questions with the answer given, and who is behind the assessment; no
 * countdown, no masterclass, no button. Chromium only: the other engines here cannot print to PDF.
 */
import { expect, type Page, test } from '@playwright/test'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { readSettings } from '../src/config/settings'
import { quizQuestions } from '../src/content/quiz'
import { widths } from './engines/fixtures'
import { keptQuizScript } from './support/quiz'

test.use({ viewport: widths.phone })

/** The company as the build under test read it, from the same env. */
const { company } = readSettings(process.env).settings

/** The page's clock says this day, so the record's date is known. */
const today = new Date('2026-11-24T10:00:00')

/** Opens the results of a quiz the tab kept with `answers` (the options' values, 1-3) given. */
async function resultsAfter(page: Page, answers: readonly number[]) {
  await page.clock.install({ time: today })
  await page.addInitScript(keptQuizScript(answers))
  await page.goto('/quiz')
  await page.clock.resume()
  await expect(page.getByRole('timer').first()).toBeVisible()
}

/** The page printed to PDF: its number of pages and its text, lines joined by a space. */
async function printed(page: Page, format: 'Letter' | 'A4') {
  const pdf = await page.pdf({
    format,
    printBackground: true,
    margin: { top: '0.5in', right: '0.5in', bottom: '0.5in', left: '0.5in' },
  })
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise
  const lines: string[] = []
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent()
    for (const item of content.items) {
      if ('str' in item) lines.push(item.str + (item.hasEOL ? ' ' : ''))
    }
  }
  return { pages: document.numPages, text: lines.join('').replace(/\s+/g, ' ') }
}

/**
 * Two records, written out by hand from the spec's questions and the content: a low score
 * (every answer the lightest) and a high one. The parts every record holds follow.
 */
const records = [
  {
    tier: 'low',
    answers: [1, 1, 1, 1, 1, 1, 1, 1],
    holds: [
      'High Risk Score: 8/24',
      'You May Be at Low Risk',
      'What drove your score',
      'None of your answers weighed much',
      'Your priority: Getting your energy, focus and long-term health back is “Not urgent” for you',
      'How often do you feel tired, even after a full night’s sleep? Rarely',
      'How important is it for you to reclaim your energy, focus and long-term health right now? Not urgent',
    ],
  },
  {
    tier: 'high',
    answers: [3, 3, 3, 3, 3, 3, 3, 3],
    holds: [
      'High Risk Score: 24/24',
      'You May Be at High Risk for Metabolic Dysfunction',
      'What drove your score',
      'Waking up tired, even after eight hours of sleep',
      'You answered “Almost every day”',
      'Your priority: Getting your energy, focus and long-term health back is “Extremely urgent” for you',
      'How often do you feel tired, even after a full night’s sleep? Almost every day',
      'Have you or a close family member been diagnosed with type 2 diabetes, prediabetes or insulin resistance? Yes, myself',
      'How important is it for you to reclaim your energy, focus and long-term health right now? Extremely urgent',
    ],
  },
] as const

/** What every record holds: the day, the scoring key, the company and its contact. */
const everyRecord = [
  'Taken on November 24, 2026',
  'Low 8–10',
  'Moderate 11–18',
  'High 19–24',
  company.legalName,
  company.email,
]

for (const { tier, answers, holds } of records) {
  test(`a ${tier} score prints as one page: the day, the score on the scoring key, what drove it, the eight answers, the company; no countdown, masterclass or button`, async ({
    page,
  }) => {
    await resultsAfter(page, answers)
    for (const format of ['Letter', 'A4'] as const) {
      const { pages, text } = await printed(page, format)
      expect(pages, `${format} pages`).toBe(1)
      for (const part of [...holds, ...everyRecord]) expect(text, format).toContain(part)
      for (const question of quizQuestions) expect(text, format).toContain(question.text)
      expect(text, 'no countdown').not.toMatch(/\d:\d\d|STARTS IN|closes in/i)
      expect(text, 'no masterclass').not.toMatch(/masterclass|seat/i)
      expect(text, 'no button').not.toMatch(/Reserve|Save or print|Energy Back/)
    }
  })
}
