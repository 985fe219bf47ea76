import { type BuildEnv, type ReadSetting, readSettings, rules } from '@/config/settings'

/**
 * The company behind the pages, as every footer and the terms state it. Each detail can be
 * overridden at build time with a VITE_COMPANY_ variable (docs/deployment.md); the defaults are
 * the brand's placeholders until its own are set.
 */
export function companyOf(setting: ReadSetting) {
  return {
    /** The legal entity that runs the site and sells the kit. */
    legalName: setting('VITE_COMPANY_NAME', rules.name, 'CellWise Health, Inc.'),
    /** Its postal address, line by line. */
    address: setting('VITE_COMPANY_ADDRESS', rules.address, [
      '2150 Mission Street, Suite 400',
      'San Francisco, CA 94110',
      'United States',
    ]),
    /** Where visitors write to it; refunds under the guarantee are asked for here too. */
    email: setting('VITE_COMPANY_EMAIL', rules.email, 'support@cellwisehealth.com'),
    /** A phone number to call it on, shown only when set. */
    phone: setting('VITE_COMPANY_PHONE', rules.phone, ''),
  } as const
}

type Company = ReturnType<typeof companyOf>

export const companyFrom = (env: BuildEnv) => readSettings(env, companyOf)

/** The company build/build.ts read and checked, given to its bundles as it is (Vite's `define`). */
declare const __BUILT_COMPANY__: Company | undefined

// As src/config/links.ts: a bundle carries the build's values; elsewhere the env is read.
export const company =
  typeof __BUILT_COMPANY__ === 'object' ? __BUILT_COMPANY__ : companyFrom(import.meta.env ?? {})
