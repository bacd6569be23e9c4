import { expectedReceivedMessage, VALIDATION_MESSAGES } from './validationMessages'

/**
 * The part of a zod issue the spec §8 sentences depend on: its code, the type it expected and
 * the value it got (zod hands the value to an error map, not to the finished issue).
 * @example
 * const issue: ValidationIssueInput = { code: 'invalid_type', expected: 'string', input: 1 }
 */
export type ValidationIssueInput = { code: string; expected?: unknown; input?: unknown }

/** Names of received values in the words the sentences use (`null`, `array`, not `object`). */
function typeName(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number' && Number.isNaN(value)) return 'nan'
  return typeof value
}

/**
 * A zod error map giving every issue one of the spec §8 validation sentences: a missing value is
 * 'Required', a value of the wrong type 'Expected X, received Y', anything else 'Invalid input'.
 * Pass it per parse (`{ error: validationIssueMessage }`); a schema's own message still wins.
 * @example
 * z.string().safeParse(1, { error: validationIssueMessage }).error?.issues[0]?.message
 * // 'Expected string, received number'
 */
export function validationIssueMessage(issue: ValidationIssueInput): string {
  // Nothing where a value belongs, whatever the schema wanted there (a type, a literal, one of).
  if (issue.input === undefined) return VALIDATION_MESSAGES.required
  if (issue.code !== 'invalid_type' || typeof issue.expected !== 'string')
    return VALIDATION_MESSAGES.invalidInput
  return expectedReceivedMessage(issue.expected, typeName(issue.input))
}
