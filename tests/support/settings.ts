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
