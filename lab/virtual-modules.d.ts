/** The comparison the machines page embeds (lab/vite.config.ts), or none. */
declare module 'virtual:machines-compare' {
  const comparison: import('./compare').Comparison | null
  export default comparison
}

/** The storyboard's pictures the machines page embeds (lab/vite.config.ts), or none. */
declare module 'virtual:storyboard-pictures' {
  const pictures: import('./pictures').LabPicture[]
  export default pictures
}
