import { company } from '@/config/page-settings'

/**
 * The provider's address: refunds under the guarantee go to it, and every page's footer gives it
 * as the way to reach the people who run the site. The company's email (src/config/settings.ts,
 * set at build time), named here so the copy reads it without the rest of the company.
 */
export const contactEmail = company.email
