/** 18000 -> '18,000'. Not toLocaleString: server and browser must print the same. */
export function groupThousands(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * '2026-11-24' -> 'Nov 24, 2026': the one way the pages write a day, as their (American) readers
 * do. Not Intl: server and browser must print the same.
 */
export function formatDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number)
  return `${months[(month ?? 1) - 1]} ${day}, ${year}`
}

/**
 * The accreditation as the pages say it, from the accreditor's short name (VITE_LAB_ACCREDITATION):
 * 'CLIA-certified'; an accreditor that accredits rather than certifies, 'CAP-accredited'.
 */
export const accredited = (accreditation: string): string =>
  `${accreditation}-${/^clia$/i.test(accreditation) ? 'certified' : 'accredited'}`
