import { type ClassValue, clsx } from 'clsx'

/**
 * Joins class names. No tailwind-merge: it would add about 8.5 kB (gzip) to the quiz's JavaScript
 * (its budget counts every script of its one wave: testing/budgets.ts), and no component here passes two classes for the same property (a caller's
 * `className` only adds to a component's own).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs)
}
