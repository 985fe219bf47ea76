/** The comparison lab/compare-plugin.ts embeds in the machines page, or none. */
declare module 'virtual:machines-compare' {
  const comparison: import('./compare').Comparison | null
  export default comparison
}
