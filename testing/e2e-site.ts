import { join } from 'node:path'
import { rootDir, testDist } from '../build/build-dirs'
import { isLoopback } from '../src/config/setting-rules'

/**
 * Where the browser tests serve the site, and their build: in testDist, loading the video player
 * from a loopback stand-in (e2e/engines/video-host.ts), as not every driver intercepts requests.
 * An explicit SITE_DIST or VITE_ variable wins; no `.env` file is read (SITE_IGNORE_ENV_FILES,
 * build/settings.ts), so a developer's own settings never reach a test.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 4317)
const stubPort = Number(process.env.E2E_STUB_PORT ?? e2ePort + 1)
const stubOrigin = `http://127.0.0.1:${stubPort}`

export const testBuildEnv = {
  SITE_DIST: testDist,
  SITE_IGNORE_ENV_FILES: '1',
  VITE_VIDEO_SCRIPT_URL: `${stubOrigin}/player.js`,
} as const

/**
 * A second test build with every urgency claim set (src/config/settings.ts) and a long company
 * email, beside the first and served on its own port: e2e/urgency.spec.ts visits it. Its days
 * differ where one block states two figures (the testimonials' 'Figures from Nov 19–20, 2026').
 * It has the brand's own proof too (e2e/proof.spec.ts): a laboratory, a review score, and photo
 * sets of the doctor, the founder (both hosts, as a brand would photograph them), the author, Carol
 * (the story) and a customer made by `npm run photo` from
 * e2e/fixtures/test-photograph.svg into e2e/fixtures/photos/. And the site's own origin, which the
 * first build leaves unset.
 */
export const claimsDist = join(testDist, 'claims')
export const claimsPort = Number(process.env.E2E_CLAIMS_PORT ?? e2ePort + 2)

/** The masterclass's start in the claims build. */
export const claimsStartsAt = '2030-01-15T19:00:00-05:00'

export const claimsBuildEnv = {
  ...testBuildEnv,
  SITE_DIST: claimsDist,
  // Its own origin, as a deployment names it: canonical links, a sitemap and absolute pings.
  VITE_SITE_URL: `http://127.0.0.1:${claimsPort}`,
  VITE_MASTERCLASS_STARTS_AT: claimsStartsAt,
  VITE_KITS_LEFT_THIS_MONTH: '212@2026-11-24',
  VITE_KITS_LEFT_AT_PRICE: '19@2026-11-24',
  VITE_CLAIMED_PERCENT: '64@2026-11-24',
  // The offer ends 72 hours after the start of that day: 2026-11-27T00:00:00Z.
  VITE_OFFER_EXPIRES_IN_HOURS: '72@2026-11-24',
  VITE_PEOPLE_TESTED: '18,400@2026-11-24',
  VITE_STORIES_SHARED: '13,100@2026-11-23',
  VITE_ASSESSMENTS_TAKEN: '51,000@2026-11-24',
  VITE_STARTED_TODAY: '96@2026-11-23',
  // Under a thousand: 'Over 200', never 'Over 0'.
  VITE_MASTERCLASS_REGISTERED: '212@2026-11-22',
  VITE_MASTERCLASS_SPOTS_LEFT: '655@2026-11-22',
  // 47 characters, valid: it wraps in the footer rather than widen the page.
  VITE_COMPANY_EMAIL: 'customer.support.team@cellwisehealthlab.example',
  VITE_LAB_NAME: 'Northfield Clinical Laboratories',
  VITE_LAB_ACCREDITATION: 'CLIA',
  VITE_LAB_ACCREDITATION_ID: '05D2081496',
  VITE_REVIEWS: 'Trustpilot|4.7|1,234@2026-11-20',
  VITE_REVIEWS_URL: 'https://www.trustpilot.com/review/cellwisehealth.example',
  SITE_PHOTOS_DIR: join(rootDir, 'e2e/fixtures/photos'),
} as const

/** The port of a loopback URL (the build's stub host), or undefined for any other. */
export function loopbackPort(url: string): number | undefined {
  const parsed = new URL(url)
  if (!isLoopback(parsed.hostname)) return undefined
  return Number(parsed.port || (parsed.protocol === 'https:' ? 443 : 80))
}
