/**
 * The quiz's results on paper: the visitor's record for their doctor, printed to PDF by
 * Chromium and read back with pdfjs-dist. One page, on Letter and on A4 with a browser's usual
 * margins: the record's own head first (no site header above it), a blank line for the name, the day and time taken (when the results were reached; the
 * time as the visitor's browser writes it, with its zone: a British visitor's 24-hour clock in
 * Berlin here), the score, the tier on the scoring key, what
 * drove it and then the visitor's priority at the drivers' size, all eight questions with the
 * answer given, who is behind the assessment and the site's address; no countdown, no
 * masterclass, no button. Chromium only: the other engines here cannot print to PDF.
 */
import { expect, type Page, test } from '@playwright/test'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { readSettings } from '../src/config/settings'
import { quizQuestions } from '../src/content/quiz'
import { quizResults } from '../src/content/quiz-results'
import { widths } from './engines/fixtures'
import { keptQuizScript } from './support/early-taps'

test.use({ viewport: widths.phone, locale: 'en-GB', timezoneId: 'Europe/Berlin' })

/** The company as the build under test read it, from the same env. */
const { company } = readSettings(process.env).settings

/** The results were reached at this moment (Berlin's time), so the record's date and time are known. */
const reached = new Date('2026-11-24T14:30:00+01:00')

/** Opens the results of a quiz with `answers` (the options' values, 1-3) given, at `reached`. */
async function resultsAfter(page: Page, answers: readonly number[]) {
  await page.clock.install({ time: reached })
  await page.addInitScript(keptQuizScript(answers))
  await page.goto('/quiz')
  await page.clock.resume()
  await expect(page.getByRole('timer').first()).toBeVisible()
}

/** A run of text in the printed page and the height of its letters (pt). */
interface Run {
  text: string
  size: number
}

/**
 * The page printed to PDF: its number of pages, its text (lines joined by a space) and its runs
 * of text with their sizes.
 */
async function printed(page: Page, format: 'Letter' | 'A4') {
  const pdf = await page.pdf({
    format,
    printBackground: true,
    margin: { top: '0.5in', right: '0.5in', bottom: '0.5in', left: '0.5in' },
  })
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise
  const lines: string[] = []
  const runs: Run[] = []
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent()
    for (const item of content.items) {
      if (!('str' in item)) continue
      lines.push(item.str + (item.hasEOL ? ' ' : ''))
      if (item.str.trim()) runs.push({ text: item.str, size: Math.round(item.height * 10) / 10 })
    }
  }
  return { pages: document.numPages, text: lines.join('').replace(/\s+/g, ' '), runs }
}

/** The size of the first run that holds `part`. */
function sizeOf(runs: readonly Run[], part: string) {
  const run = runs.find(({ text }) => text.includes(part))
  if (!run) throw new Error(`Nothing printed holds "${part}"`)
  return run.size
}

/**
 * Two records, written out by hand from the spec's questions and the content: a low score
 * (every answer the lightest) and a high one. The parts every record holds follow.
 */
const records = [
  {
    tier: 'low',
    answers: [1, 1, 1, 1, 1, 1, 1, 1],
    /** A line of what drove the score, which the priority follows at its size. */
    driver: 'None of your answers weighed much',
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
    driver: 'Waking up tired, even after eight hours of sleep',
    holds: [
      'High Risk Score: 24/24',
      'You May Be at High Risk for Metabolic Dysfunction',
      'What drove your score',
      'Waking up tired, even after eight hours of sleep',
      'Almost every day you wake up tired, however long you slept.',
      'Your priority: Getting your energy, focus and long-term health back is “Extremely urgent” for you',
      'How often do you feel tired, even after a full night’s sleep? Almost every day',
      'Have you or a close family member been diagnosed with type 2 diabetes, prediabetes or insulin resistance? Yes, myself',
      'How important is it for you to reclaim your energy, focus and long-term health right now? Extremely urgent',
    ],
  },
] as const

/**
 * What every record holds: name and date-of-birth lines left blank (the date line follows), the day and
 * time, the scoring key, the company, its contact and the site's address (the test build sets
 * none, so the page's own origin).
 */
const everyRecord = (origin: string) => [
  'Name: Date of birth: Taken on November 24, 2026 at 14:30 CET · Scoring: each answer 1–3 points, 8–24 in all.',
  'Low 8–10',
  'Moderate 11–18',
  'High 19–24',
  company.name,
  company.email,
  `Online at ${origin}`,
]

for (const { tier, answers, driver, holds } of records) {
  test(`a ${tier} score prints as one page: the record's head first, a name line, the day and time, the score on the scoring key, what drove it then the priority at its size, the eight answers, the company and the site; no countdown, masterclass or button`, async ({
    page,
    baseURL,
  }) => {
    await resultsAfter(page, answers)
    for (const format of ['Letter', 'A4'] as const) {
      const { pages, text, runs } = await printed(page, format)
      expect(pages, `${format} pages`).toBe(1)
      // The record's own head first: no site header above it, at an edge of its own.
      expect(text.trim(), 'the record’s head first').toMatch(
        new RegExp(`^${quizResults.record.heading}`),
      )
      const origin = new URL(baseURL ?? '').origin
      for (const part of [...holds, ...everyRecord(origin)]) expect(text, format).toContain(part)
      const priority = 'Your priority'
      expect(text.indexOf(priority), 'the priority after the drivers').toBeGreaterThan(
        text.indexOf(driver),
      )
      expect(sizeOf(runs, priority), "the priority at the drivers' size").toBe(sizeOf(runs, driver))
      // As printed: a word joiner ('long-term', src/content/quiz.ts) draws nothing on paper.
      for (const question of quizQuestions)
        expect(text, format).toContain(question.text.replaceAll('\u2060', ''))
      // Its m:ss, not the time taken or the site's port.
      const others = text.replace('at 14:30', '').replace(origin, '')
      expect(others, 'no countdown').not.toMatch(/\d:\d\d|STARTS IN|closes in/i)
      expect(text, 'no masterclass').not.toMatch(/masterclass|seat/i)
      expect(text, 'no button').not.toMatch(/Reserve|Save or print|Energy Back/)
      expect(text, 'no anonymous chip beside the name line').not.toMatch(/anonymous/i)
      // Typeset as on screen: curly quotes and apostrophes, an en dash in every range (the phone
      // number's hyphen aside).
      expect(
        text.replace(company.phone ?? '', ''),
        'no straight quote, no hyphen in a range',
      ).not.toMatch(/["']|\d-\d/)
    }
  })
}
