import type { RiskTier } from '@machines/quiz/quiz.rules'
import { quizFigures } from '@/content/quiz-figures'

/**
 * The results' band's tone follows the tier: calm for a low score, alarm only for a high one
 * (./countdown-banner.tsx; the waiting screens' band, src/components/quiz/results-pending-markup.tsx).
 */
export const bandTones: Record<RiskTier, string> = {
  low: 'border-b border-brand-100 bg-brand-50 text-brand-900',
  moderate: 'bg-brand-900 text-white',
  high: 'bg-danger-700 text-white',
}

/**
 * The band's tones for a drawing of no one tier, each tier's under its `tier-*` variant (the
 * section's `data-tier`). Where none is set (a resumed tab's outline, drawn before the scoring has
 * loaded) a tone of no tier: the waiting shapes' sand with the brand's ink, so a high score's band
 * does not show a calm tier's colours first and then turn red (review 37).
 */
export const bandTonesByTier = [
  'bg-sand-200 text-brand-900',
  ...(['low', 'moderate', 'high'] as const).flatMap((tier) =>
    bandTones[tier].split(' ').map((name) => `tier-${tier}:${name}`),
  ),
].join(' ')

/**
 * The band's room on a phone, the same on the wait and the results, so that nothing moves as they
 * land. With a start the brand set, the results' band can take three lines there (the label, the
 * start's date, who has registered: 'FREE MASTERCLASS / Wed, Jan 16, 2030, 12:00 am (your time) /
 * 212 people registered by Nov 22' at 320 and 375), set solid into 51 px they read as one block
 * (review 43): it then has the room of three lines at a readable spacing, its lines centred in it.
 */
export const bandRoom = quizFigures.masterclass.startsAt
  ? {
      height: 'max-sm:h-[4.25rem]',
      minHeight: 'max-sm:min-h-[4.25rem]',
      lines: 'max-sm:leading-snug',
    }
  : { height: 'max-sm:h-[3.1875rem]', minHeight: '', lines: '' }
