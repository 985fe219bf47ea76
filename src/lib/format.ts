/** 18000 -> '18,000'. Not toLocaleString: server and browser must print the same. */
export function groupThousands(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}
