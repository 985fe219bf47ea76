import { type BuildEnv, readSettings, SettingsError } from '@/config/settings'

/** The build's clock in the settings tests. */
export const now = new Date('2026-11-25T12:00:00Z')

/** The problems `env` is refused with, one per line, or [] when it is read. */
export function problemsOf(env: BuildEnv, at = now): readonly string[] {
  try {
    readSettings(env, at)
  } catch (error) {
    if (error instanceof SettingsError) return error.problems
    throw error
  }
  return []
}

/** The brand's proof settings: a laboratory named, a review score read on a day. */
export const proofSet = {
  VITE_LAB_NAME: 'Northfield Clinical Laboratories',
  VITE_LAB_ACCREDITATION: 'CLIA',
  VITE_LAB_ACCREDITATION_ID: '05D2081496',
  VITE_REVIEWS: 'Trustpilot|4.7|1,234@2026-11-20',
  VITE_REVIEWS_URL: 'https://www.trustpilot.com/review/cellwisehealth.example',
} as const
