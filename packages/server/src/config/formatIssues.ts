import type { z } from 'zod'

/**
 * Zod's issues as `path: message` lines, one per issue (`(root)` for the object itself).
 * @example
 * formatIssues(result.error.issues) // ['port: Invalid input: expected number, received string']
 */
export function formatIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const path = issue.path.map(String).join('.')
    return `${path || '(root)'}: ${issue.message}`
  })
}
