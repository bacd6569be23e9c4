import { type output, safeParse } from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import { ValidationError } from './ValidationError'
import { validationIssueMessage } from './validationIssueMessage'

/**
 * Parse `value` with `schema` at one of the kit's edges: the data, or a ValidationError whose
 * sentences are the spec §8 ones ('Required', 'Invalid input', 'Expected X, received Y'). A
 * schema's own messages (a refinement's sentence) are kept. Takes zod/mini schemas (the kit's) and
 * classic ones alike.
 * @example
 * const event = validate(appEventSchema, message) // throws ValidationError on a bad message
 */
export function validate<S extends $ZodType>(schema: S, value: unknown): output<S> {
  const result = safeParse(schema, value, { error: validationIssueMessage })
  if (result.success) return result.data
  throw new ValidationError({
    problems: result.error.issues.map(({ path, message }) => ({ path, message })),
  })
}
