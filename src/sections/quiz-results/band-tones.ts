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
 * section's `data-tier`), the moderate tier's where none is set (a resumed tab's outline).
 */
export const bandTonesByTier = [
  bandTones.moderate,
  ...(['low', 'high'] as const).flatMap((tier) =>
    bandTones[tier].split(' ').map((name) => `tier-${tier}:${name}`),
  ),
].join(' ')
