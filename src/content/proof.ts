import { proof } from '@/config/proof'
import type { ReviewScore } from '@/config/setting-rules'
import { groupThousands } from '@/lib/format'

/**
 * The brand's own proof as the pages say it, each line only when the brand set what it states
 * (src/config/proof.ts): never invented, and with none set the pages read as the spec's copy.
 * Each line is a claim in the register (src/content/claims.ts), its setting the record.
 */

/** 'CLIA-certified'; an accreditor that accredits rather than certifies: 'CAP-accredited'. */
const accredited = (accreditation: string) =>
  `${accreditation}-${/^clia$/i.test(accreditation) ? 'certified' : 'accredited'}`

/** The laboratory, where the kit is shown: who tests the sample and how to check it. */
export const labLine = proof.lab && {
  text: `Your sample is tested by ${proof.lab.name}, a ${accredited(proof.lab.accreditation)} laboratory`,
  // A no-break space keeps the number with its 'No.'; the line may still wrap before it.
  number: `${proof.lab.accreditation} No.\u00a0${proof.lab.accreditationId}`,
}

/**
 * Who tests the sample, as /terms and /privacy say it: the laboratory's line when the brand named
 * it (the register's own words), else the spec's unnamed partner.
 */
export const sampleTestedBy = labLine
  ? `${labLine.text}.`
  : 'Your sample is tested by our partner laboratory.'

/** 'Rated 4.7 out of 5 on Trustpilot, from 1,234 reviews'. */
export function reviewLineOf(reviews: ReviewScore): string {
  const count = `${groupThousands(reviews.count)} ${reviews.count === 1 ? 'review' : 'reviews'}`
  return `Rated ${reviews.score} out of ${reviews.scale} on ${reviews.source}, from ${count}`
}

/**
 * The review platform's score, above the testimonials, in the hero's star row and the slim order
 * bar: the day it was read, and the platform's page when the brand gave it (VITE_REVIEWS_URL).
 */
export const reviewLine = proof.reviews && {
  text: reviewLineOf(proof.reviews),
  asOf: proof.reviews.asOf,
  href: proof.reviewsUrl,
}
