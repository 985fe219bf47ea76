import { quizIntro } from '@/content/quiz-intro'
import type { PageMetaCopy } from '@/content/sales-types'
import { siteCopy } from '@/content/site'
import { vslVariants } from '@/content/vsl'

/** A way on from the not-found page: where it goes, what it says, and why a visitor would go. */
export interface NotFoundWay {
  href: string
  label: string
  why: string
  /** Words of `why` kept together where they fit a line (its closing phrase), if any. */
  held?: string
}

export interface NotFoundContent {
  meta: PageMetaCopy
  code: string
  title: string
  lede: string
  /** Words of `lede` kept together where they fit a line, if any. */
  ledeHeld?: string
  /** The pages a lost visitor can go to, the quiz first, then home (where the video is), each with its one line of why. */
  ways: readonly NotFoundWay[]
}

/**
 * The not-found page's words; its ways on say what the pages they lead to say of themselves (the
 * quiz's intro, the home page's description), so the page shows no claim: the video's own lines
 * carry two (its length, the doctor), so the way to it is the spec's 'Return to Home'.
 */
export const notFoundCopy = {
  meta: {
    title: `Page not found | ${siteCopy.brandName}`,
    description: `This page does not exist. Return to the ${siteCopy.brandName} home page.`,
  },
  code: '404',
  title: 'Oops! Page not found',
  lede: 'The page you asked for is not here. It may have moved, or the link may be mistyped.',
  // Balanced on a phone, 'not / here.' parted the first sentence's last words (375, review 46).
  ledeHeld: 'not here.',
  ways: [
    {
      href: '/quiz',
      label: 'Take the free metabolic quiz',
      why: `${quizIntro.score.points[0]}. ${quizIntro.score.points[2]}.`,
    },
    {
      href: '/',
      label: 'Return to Home',
      why: vslVariants.main.meta.description,
      // 'with a / one-on-one expert consultation.' parted the phrase at 320 (round 16); held from
      // 'with', the 1280 card's middle line was 'neurotoxic stress test' alone (round 16b), and
      // held from 'a', '…test with' (round 17): the name's last words, the lines balanced.
      held: 'expert consultation.',
    },
  ],
} as const satisfies NotFoundContent
