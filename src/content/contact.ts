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

/**
 * The address's parts, each held whole in running text and wrapped within itself only where wider
 * than a line (a document's `units`): its lines, the street with its suite and the city with its
 * state and ZIP ('Suite 400, San / Francisco, CA 94110' in Chromium and '2150 Mission / Street' in
 * WebKit at 375, review 29; 'Suite 400,' alone between the street and the city at 320, review 32).
 * At 320 the street's line is wider than a line of running text: it breaks before its suite.
 * From sm a line's comma-parted pieces are held instead (`WithUnits`, document-page.tsx): a whole
 * line pushed down left 'United States.' alone at 1280 (review 33); from lg they run as text, held
 * by their own no-break spaces alone (/privacy's Questions, review 40).
 */
export const addressParts = postalAddress
