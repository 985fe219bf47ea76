/**
 * Quiz components join classes with clsx, not `cn()`: tailwind-merge would add about 8.5 kB
 * (gzip) to the first-load JavaScript of /quiz, whose budget is 100 kB. So nothing here passes
 * two classes for the same property; a caller's `className` only adds to a component's own.
 */
export { clsx as cx } from 'clsx'
