/**
 * The sample report of findings stays within the spec's terms (the product decisions, "What is sold,
 * shown"): cellular inflammation, neurotoxic stress and the report-of-findings consultation, with
 * no lab analyte, range, unit or accreditation the spec does not name; nobody's result (no figure,
 * no quiz tier). That it is labelled a sample is tests/sales.test.tsx's; its layout (text a phone can read) is e2e/kit.spec.ts.
 */
import { expect, test } from 'vitest'
import { sampleReport, testMeasures } from '../src/content/sales-common'
import { stringsIn } from './support/strings-in'

/** Every string a visitor reads in the report (and in what the test measures beside it). */
const copy = [...stringsIn({ sampleReport, testMeasures }, '')].map(([, text]) => text).join('\n')

/** What a lab report would name and the spec does not, and a quiz tier: none is in the report. */
const forbidden: [what: string, pattern: RegExp][] = [
  [
    'an analyte',
    /\bCRP\b|\bIL-?\d|\bTNF|homocysteine|\bHbA1c\b|glucose|insulin|cortisol|glutathione|\b8-OHdG\b/i,
  ],
  [
    'a metal, lipid or vitamin',
    /\b(mercury|lead|arsenic|cadmium|aluminium|aluminum|ferritin|cholesterol|triglycerides?|vitamin)\b/i,
  ],
  ['a range or reference value', /\b(range|reference|normal|optimal|within limits)\b/i],
  // A sample is nobody's measurement.
  ['a unit or any figure', /\d|%|\b(mg|µg|ug|ng|pg|mmol|µmol|umol|nmol|IU|dL|mL)\b/i],
  ['an accreditor', /\b(CLIA|CAP|ISO)\b/],
  ['an accreditation or approval', /accredit|certified|FDA/i],
  // The quiz's risk tiers (spec): a sample must not read as anyone's tier.
  ['a quiz tier', /\b(low risk|moderate|high risk)\b/i],
]

test.each(forbidden)('the sample report names no %s', (_, pattern) => {
  expect(copy).not.toMatch(pattern)
})

test('the sample report is on the spec’s two measures and ends in the consultation', () => {
  expect(sampleReport.findings.map((finding) => finding.title)).toEqual([
    'Cellular inflammation',
    'Neurotoxic stress',
  ])
  expect(sampleReport.nextSteps.title).toMatch(/consultation/i)
})
