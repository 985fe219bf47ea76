/** The part of Lighthouse CI's assertion engine the budget tests use (the package has no types). */
declare module '@lhci/utils/src/assertions.js' {
  export interface AssertionResult {
    auditId: string
    name: string
    level: 'warn' | 'error'
    actual: number
    expected: number
    url: string
  }
  export function getAllAssertionResults(
    options: { assertMatrix?: unknown[]; assertions?: Record<string, unknown> },
    lhrs: unknown[],
  ): AssertionResult[]
}
