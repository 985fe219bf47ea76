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
 * The same, short, where the page has said it whole already (the advertorial's byline) and her
 * role, "Medical advisor, CellWise Health", stands right above it (the advertorial's quote and
 * endorsement): said three times whole it read as pasted (round 7's review).
 */
export const castConnectionShort = `She hosts its masterclass with its founder, ${cast.cohost.name}.`

/**
 * The cast's names as no line may split them ('Rachel Morgan', 'Daniel Brooks'): the build holds
 * each whole (build/typeset-html.ts); a title before ('Dr.') and letters after (', MD') stand apart.
 */
export const castNames = Object.values(cast).map(({ name }) =>
  name.replace(/^Dr\. /, '').replace(/, [A-Z]+$/, ''),
)
