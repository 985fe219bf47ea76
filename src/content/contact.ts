/**
 * The provider's address: refunds under the guarantee go to it, and every page's footer gives it
 * as the way to reach the people who run the site. A module of its own, so the quiz can show it
 * without bundling the offer.
 */
export const contactEmail = 'support@cellwisehealth.com'
