/**
 * Two utilities for one CSS property on one element, under the same variants (`font-semibold
 * font-normal`, `w-fit w-full`): the stylesheet's order picks the winner, not the class list's, so
 * the one a component added to override the other may lose without a sign (the price boxes' score
 * stayed semibold; the footer's current-page mark never applied from round 17 to 41). `cn()` joins
 * class names and does not merge them (src/lib/cn.ts: tailwind-merge costs the quiz's script
 * budget); this holds the same rule at build time instead, over every page's built HTML and the
 * quiz's results (drawn only in the browser, rendered for the check), with
 * tailwind-merge's own table of which utilities conflict. A class marked important (`font-normal!`)
 * is a deliberate override and conflicts with nothing.
 */
import { decodeHTML } from 'entities'
import { extendTailwindMerge } from 'tailwind-merge'

/** tailwind-merge, told the utilities of src/styles.css's own (@utility). */
const merge = extendTailwindMerge({
  extend: {
    classGroups: {
      'font-size': [{ 'text-fit': [(value: string) => /^\[[\d.]+\]$/.test(value)] }],
      p: [{ 'p-fit': [(value: string) => /^\d+(\.\d+)?$/.test(value)] }],
      px: [{ 'px-fit': [(value: string) => /^\d+(\.\d+)?$/.test(value)] }],
      'grid-cols': [{ 'cols-fit': [(value: string) => /^\d+$/.test(value)] }],
    },
  },
})

/**
 * Each element's conflicting utilities in `html`, once per distinct class list: the classes
 * tailwind-merge would drop (the earlier of each conflicting pair) and the element's whole list.
 */
export function classConflicts(html: string): { dropped: string[]; classes: string }[] {
  const found = new Map<string, { dropped: string[]; classes: string }>()
  for (const [, attribute = ''] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const classes = decodeHTML(attribute).trim().split(/\s+/).filter(Boolean)
    const kept = new Set(merge(classes.join(' ')).split(' '))
    const dropped = classes.filter((name) => !kept.has(name) && !name.endsWith('!'))
    if (dropped.length > 0) found.set(classes.join(' '), { dropped, classes: classes.join(' ') })
  }
  return [...found.values()]
}

/** Why a page's HTML has a class that loses to another for its property, or undefined. */
export function classConflictRisk(html: string): string | undefined {
  const conflicts = classConflicts(html)
  if (conflicts.length === 0) return undefined
  const lines = conflicts.map(
    ({ dropped, classes }) => `  ${dropped.join(', ')} in class="${classes}"`,
  )
  return `an element has two utilities for one property, and the stylesheet's order, not the class list's, picks which applies (build/class-conflicts.ts): drop the one that loses, or mark the override important (\`font-normal!\`):\n${lines.join('\n')}`
}
