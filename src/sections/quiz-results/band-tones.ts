import type { RiskTier } from '@machines/quiz/quiz.rules'

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
