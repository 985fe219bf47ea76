import type { SettingName } from '@/config/settings'

/**
 * The setting that dates each scarcity or social-proof figure. Its own module, with no schema in
 * it: the claims register, which the server bundle carries, cites these names.
 */
export const datedFigureVariables = {
  kitsLeftThisMonth: 'VITE_KITS_LEFT_THIS_MONTH',
  kitsLeftAtPrice: 'VITE_KITS_LEFT_AT_PRICE',
  claimedPercent: 'VITE_CLAIMED_PERCENT',
  offerExpiresInHours: 'VITE_OFFER_EXPIRES_IN_HOURS',
  peopleTested: 'VITE_PEOPLE_TESTED',
  storiesShared: 'VITE_STORIES_SHARED',
  assessmentsTaken: 'VITE_ASSESSMENTS_TAKEN',
  startedToday: 'VITE_STARTED_TODAY',
  masterclassRegistered: 'VITE_MASTERCLASS_REGISTERED',
  masterclassSpotsLeft: 'VITE_MASTERCLASS_SPOTS_LEFT',
} as const satisfies Record<string, SettingName>
