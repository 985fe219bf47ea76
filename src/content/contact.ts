import { company } from '@/config/page-settings'

/**
 * The provider's address: refunds under the guarantee go to it, and every page's footer gives it
 * as the way to reach the people who run the site. The company's email (src/config/settings.ts,
 * set at build time), named here so the copy reads it without the rest of the company.
 */
export const contactEmail = company.email

/**
 * The company's postal address as every page writes it: a house number held to its street ('2150 /
 * Mission Street' at 375, rquiz19), a ZIP code to its state ('CA / 94110' on paper, round 13) and a
 * two-word part after a comma whole ('Suite / 400,' at 320, review 32).
 */
export const postalAddress = company.address.map((line) =>
  line
    .replace(/(?<=^\d+) /, '\u00a0')
    .replace(/ (?=\d{5}\b)/g, '\u00a0')
    .replace(/(?<=, [^\s,]+) (?=[^\s,]+(?:,|$))/g, '\u00a0'),
)
