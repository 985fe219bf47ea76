/**
 * The sample report of findings stays within the spec's terms (the product decisions, "What is sold,
 * shown"): cellular inflammation, neurotoxic stress and the report-of-findings consultation, with
 * no lab analyte, range, unit or accreditation the spec does not name; nobody's result (no figure,
 * no quiz tier). That it is labelled a sample is tests/sales.test.tsx's; its layout (text a phone can read) is e2e/kit.spec.ts.
 */
import { describe, expect, test } from 'vitest'
import { sampleReport, testMeasures } from '../src/content/sales-common'

/** Every string a visitor reads in the report (and in what the test measures beside it). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}
const copy = [...strings(sampleReport), ...strings(testMeasures)].join('\n')

/** What a lab report would name and the spec does not: analytes, ranges, units, accreditations. */
const forbidden = [
  // Analytes and markers by name.
  /\bCRP\b/i,
  /\bIL-?\d/i,
  /\bTNF/i,
  /homocysteine/i,
  /\bHbA1c\b/i,
  /glucose/i,
  /insulin/i,
  /cortisol/i,
  /glutathione/i,
  /\b8-OHdG\b/i,
  /\b(mercury|lead|arsenic|cadmium|aluminium|aluminum)\b/i,
  /\b(ferritin|cholesterol|triglycerides?|vitamin)\b/i,
  // Ranges and reference values.
  /\brange\b/i,
  /\breference\b/i,
  /\bnormal\b/i,
  /\boptimal\b/i,
  /\bwithin limits\b/i,
  // Units, and any figure at all: a sample is nobody's measurement.
  /\d/,
  /%/,
  /\b(mg|µg|ug|ng|pg|mmol|µmol|umol|nmol|IU|dL|mL)\b/i,
  // Accreditations and approvals.
  /\bCLIA\b/,
  /\bCAP\b/,
  /\bISO\b/,
  /accredit/i,
  /certified/i,
  /FDA/i,
]

/** The quiz's risk tiers (spec): a sample must not read as anyone's tier. */
const tierWords = [/\blow risk\b/i, /\bmoderate\b/i, /\bhigh risk\b/i]

describe('the sample report of findings', () => {
  test.each(forbidden.map((pattern) => [String(pattern), pattern] as const))(
    'names nothing a lab report would and the spec does not: %s',
    (_, pattern) => {
      expect(copy).not.toMatch(pattern)
    },
  )

  test.each(tierWords.map((pattern) => [String(pattern), pattern] as const))(
    'reads as nobody’s quiz tier: %s',
    (_, pattern) => {
      expect(copy).not.toMatch(pattern)
    },
  )

  test('reports on the spec’s two measures and ends in the consultation', () => {
    expect(sampleReport.findings.map((finding) => finding.title)).toEqual([
      'Cellular inflammation',
      'Neurotoxic stress',
    ])
    expect(sampleReport.nextSteps.title).toMatch(/consultation/i)
  })
})
