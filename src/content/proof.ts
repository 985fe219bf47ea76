import { proof } from '@/config/page-settings'
import type { ReviewScore } from '@/config/setting-rules'
import { accredited, groupThousands } from '@/lib/format'

/**
 * The brand's own proof as the pages say it, each line only when the brand set what it states
 * (src/config/settings.ts): never invented, and with none set the pages read as the spec's copy.
 * Each line is a claim in the register (counsel/register.ts), its setting the record.
 */

/** The laboratory, where the kit is shown: who tests the sample and how to check it. */
const {
  labName: name,
  labAccreditation: accreditation,
  labAccreditationId: accreditationId,
} = proof
/** The laboratory: the schema sets its three settings all or none. */
export const lab =
  name && accreditation && accreditationId ? { name, accreditation, accreditationId } : null

/**
 * The laboratory's accreditation as its line ends: 'a CLIA-certified laboratory', its 'a' held to
 * the word after it by a no-break space wherever it shows, so no line ends on it ('Clinical
 * Laboratories, a / CLIA-certified laboratory.' in /terms at 320 and 375, review 45).
 */
const labTail = lab && `a\u00a0${accredited(lab.accreditation)} laboratory`

export const labLine = lab &&
  labTail && {
    text: `Your sample is tested by ${lab.name}, ${labTail}`,
    /** The laboratory's name, held whole where shown (round 11). */
    name: lab.name,
    /** Its last words, held where shown (round 10, Gecko: '…Laboratories, a / CLIA-certified…'). */
    tail: labTail,
    /**
     * The number a reader can look up, with every naming of the laboratory below the first screen
     * (each page's order boxes, the advertorial's kit steps: where a visitor who came by a link or
     * the slim bar decides); the first screen's compact proof (the heroes', the advertorial's
     * byline box) names the laboratory without it (round 16b: beside one price and not the next).
     * A no-break space keeps the number with its 'No.'; the line may still wrap before it.
     */
    number: `${lab.accreditation} No.\u00a0${lab.accreditationId}`,
  }

/**
 * The laboratory's name and its line's end, each whole where /terms and /privacy name it (a box
 * each, wrapped within itself where wider than the line: the whole name held by a span ran out of
 * a 280 px line), so neither the name nor 'a CLIA-certified laboratory.' splits ('Laboratories,
 * a / CLIA-certified laboratory.' at 375, review 25).
 */
export const labUnits = labLine ? [`${labLine.name},`, `${labLine.tail}.`] : []

/**
 * Who tests the sample, as /terms and /privacy say it: the laboratory's line when the brand named
 * it (the register's own words), else the spec's unnamed partner.
 */
export const sampleTestedBy = labLine
  ? `${labLine.text}.`
  : 'Your sample is tested by our partner laboratory.'

/**
 * The score in the register's words ('Rated 4.7 out of 5 on Trustpilot, from 1,234 reviews'),
 * short, beside stars or in a slim line ('4.7 on Trustpilot, 1,234 reviews'), and naming what was
 * reviewed where the page is not about the kit (the quiz: 'The CellWise kit: 4.7 on …'), so a
 * kit's score never reads as the assessment's or the masterclass's.
 */
function reviewWords({ score, scale, source, count }: ReviewScore) {
  const reviews = `${groupThousands(count)} ${count === 1 ? 'review' : 'reviews'}`
  const rating = `${score} on ${source}`
  const short = `${rating}, ${reviews}`
  return {
    text: `Rated ${score} out of ${scale} on ${source}, from ${reviews}`,
    short,
    kit: `The CellWise kit: ${short}`,
    /**
     * The phrases held on one line where shown: the score with its platform ('4.7 on /
     * Trustpilot' parted them, round 11) and the count with its noun ('1,234 / reviews').
     */
    held: [rating, reviews],
  }
}

/**
 * The review platform's score, short wherever a sales page shows it (the heroes' star rows, above
 * the testimonials, beside each price, the slim order bar: one form, issue 72), its stars saying
 * 'Rated 4.7 out of 5' to a reader; naming the kit on the quiz. The full sentence is the
 * register's record. With the day it was read, and the platform's page when the brand gave it
 * (VITE_REVIEWS_URL; linked from the sales pages' heroes and last offers only, never the quiz).
 */
export const reviewLine = proof.reviews && {
  ...reviewWords(proof.reviews),
  asOf: proof.reviews.asOf,
  href: proof.reviewsUrl,
}

/**
 * The score's star mark, itself a claim (counsel/register.ts): only with the review score it
 * marks (one gold star, the figure in the words beside it), its accessible name what it says.
 * Unset, no star: a gold one beside a count of people would read as a score nobody gave.
 */
export const heroStars = proof.reviews && {
  label: `Rated ${proof.reviews.score} out of ${proof.reviews.scale}`,
}
