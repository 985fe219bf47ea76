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

/**
 * What the two are to the brand, said wherever they endorse it (the VSL's expert card, the
 * advertorial's reviewer and endorsement, the quiz's profiles, the results' hosts): they are not
 * independent, a material connection a reader must be told of (16 CFR 255.5; docs/claims.md).
 */
export const castConnection = `${cast.doctor.shortName} is CellWise Health’s medical advisor and hosts its masterclass with its founder, ${cast.cohost.name}.`

/**
 * The doctor's role with the same disclosure in it, where the page has said it whole already (the
 * advertorial's byline): under her quote and over her endorsement, one line where the role stood,
 * not a sentence after it (round 10: "…hosts its masterclass with its founder, Daniel Brooks"
 * three times within 6,000 px read as pasted).
 */
export const castHostRole = 'Medical advisor and masterclass co-host, CellWise Health'

/**
 * The cast's names as no line may split them ('Rachel Morgan', 'Daniel Brooks'): the build holds
 * each whole (build/typeset-html.ts); a title before ('Dr.') and letters after (', MD') stand apart.
 */
export const castNames = Object.values(cast).map(({ name }) =>
  name.replace(/^Dr\. /, '').replace(/, [A-Z]+$/, ''),
)
