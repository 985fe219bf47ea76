import { photoOf } from '@/content/photos'
import type { Testimonial } from '@/content/sales-types'

/** The fixed words on every testimonial card. */
export const testimonialLabels = {
  verified: 'Verified buyer',
  rating: 'Rated 5 out of 5 stars',
  /**
   * Over each card's result, at the story's size: what it is, the person's own change, not the
   * kit's doing, and not what a buyer can generally expect (16 CFR 255.2(b), review 18: the one
   * note by the grid was all that qualified a result printed large on every card). Counsel's
   * words: '(not typical)' pending their approval, with the note (counsel/register.ts,
   * 'results-vary').
   */
  result: 'After their own changes (not typical):',
  age: 'Age',
  /** Names the row of stories a phone scrolls sideways. */
  carousel: 'Customer stories, side by side: scroll for more',
  /** Its controls on a phone; `position` once the page's script runs, `swipe` until then. */
  previous: 'Previous story',
  next: 'Next story',
  position: '{n} of {total}',
  swipe: 'Swipe for more stories',
} as const

/**
 * Over the stories, read before them, the performance a buyer can generally expect (16 CFR 255.2(b): "results
 * vary" alone does not cure a result line that implies the kit caused it): from the kit itself, no
 * change at all; each card's result is labelled as the person's own change.
 */
export const testimonialsNote =
  'The kit itself treats nothing: each change was that person’s own, and results vary.'

/**
 * Customer stories as the customers told them. Their results are their own words,
 * not offer figures; every card says 'Verified' and the pages say results vary. Each card shows
 * the customer's initial until the brand makes their photo set (`npm run photo -- karen <file>`).
 */
export const testimonials = {
  karen: {
    id: 'karen',
    name: 'Karen M.',
    age: 54,
    state: 'Ohio',
    quote:
      'For years my doctor said my labs were fine. My CellWise report showed high inflammation markers and a heavy toxic load, and the consultation gave me a plan I could actually follow.',
    result: 'Energy up 300% in 6 weeks',
    photo: photoOf('karen', 'Photograph of Karen M.'),
  },
  robert: {
    id: 'robert',
    name: 'Robert T.',
    age: 61,
    state: 'Texas',
    quote:
      'I was one checkup away from a prediabetes diagnosis and had no idea. Seeing what was happening inside my cells is what finally got me to change how I eat and sleep.',
    result: 'A1C from 6.1 to 5.4 in 3 months',
    photo: photoOf('robert', 'Photograph of Robert T.'),
  },
  denise: {
    id: 'denise',
    name: 'Denise L.',
    age: 47,
    quote:
      'The brain fog scared me most. I would lose words in the middle of meetings. Knowing what was driving it made the changes feel worth it, and my own doctor was glad I brought the report in.',
    result: 'Afternoon brain fog gone in 8 weeks',
    photo: photoOf('denise', 'Photograph of Denise L.'),
  },
  michael: {
    id: 'michael',
    name: 'Michael R.',
    age: 58,
    state: 'Florida',
    quote:
      'I had given up on the weight around my middle. Diet, gym, nothing moved it. The report explained why, and the practitioner on my call was straight with me about what to do first.',
    result: 'Lost 18 lbs in 4 months',
    photo: photoOf('michael', 'Photograph of Michael R.'),
  },
  susan: {
    id: 'susan',
    name: 'Susan P.',
    age: 63,
    state: 'Arizona',
    quote:
      'Everything came in one box, the instructions were simple, and the finger prick was over in seconds. It was the first time anyone looked past ‘your numbers are normal.’',
    result: 'Off afternoon energy drinks for good',
    photo: photoOf('susan', 'Photograph of Susan P.'),
  },
  linda: {
    id: 'linda',
    name: 'Linda K.',
    age: 51,
    state: 'Georgia',
    quote:
      'My mother has type 2 diabetes and I was sure I was next. The test showed me where I stood years before my regular bloodwork would have, and I still had time to turn it around.',
    result: 'Fasting glucose from 109 to 92 in 10 weeks',
    photo: photoOf('linda', 'Photograph of Linda K.'),
  },
} as const satisfies Record<string, Testimonial>
