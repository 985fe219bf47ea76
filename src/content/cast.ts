import type { Person } from '@/content/sales-types'

/**
 * The two people who speak for CellWise, the same on every page: the doctor and the co-presenter.
 * They present the video briefing, stand behind the articles and the quiz, and host the free
 * masterclass. Their names, titles and portraits are written here and nowhere else.
 */
export const cast = {
  doctor: {
    name: 'Dr. Rachel Morgan, MD',
    shortName: 'Dr. Morgan',
    credentials: 'Board-certified in internal medicine · Integrative and functional medicine',
    role: 'Medical advisor, CellWise Health',
    portrait: {
      src: '/images/sales/expert-portrait.svg',
      alt: 'Illustrated portrait of Dr. Rachel Morgan in a white coat with a stethoscope',
      width: 320,
      height: 320,
    },
  },
  cohost: {
    name: 'Daniel Brooks',
    shortName: 'Daniel',
    credentials: 'Founder of CellWise Health · Co-presenter of the video briefing and masterclass',
    role: 'Founder, CellWise Health',
    portrait: {
      src: '/images/sales/founder-portrait.svg',
      alt: 'Illustrated portrait of Daniel Brooks, founder of CellWise Health',
      width: 320,
      height: 320,
    },
  },
} as const satisfies Record<'doctor' | 'cohost', Person & { shortName: string }>
