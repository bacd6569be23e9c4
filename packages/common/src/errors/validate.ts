import type { z } from 'zod'
import { ValidationError } from './ValidationError'
import { validationIssueMessage } from './validationIssueMessage'

/**
 * Parse `value` with `schema` at one of the kit's edges: the data, or a ValidationError whose
 * sentences are the spec §8 ones ('Required', 'Invalid input', 'Expected X, received Y'). A
 * schema's own messages (a refinement's sentence) are kept.
 * @example
 * const event = validate(appEventSchema, message) // throws ValidationError on a bad message
 */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value, { error: validationIssueMessage })
  if (result.success) return result.data
  throw new ValidationError({
    problems: result.error.issues.map(({ path, message }) => ({ path, message })),
  })
}
