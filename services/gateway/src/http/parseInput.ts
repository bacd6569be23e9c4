import type { z } from 'zod'
import { GatewayError } from '../errors/GatewayError'

/**
 * Validates one request part with zod; the first problem becomes an INVALID_PARAMS error that
 * names the parameter.
 * @example
 * const query = parseInput(balanceQuerySchema, c.req.query(), 'query')
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  where: 'query' | 'path' | 'body',
): z.output<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const name = issue?.path.length ? ` '${issue.path.join('.')}'` : ''
  throw new GatewayError('INVALID_PARAMS', {
    message: `Invalid ${where} parameter${name}: ${issue?.message ?? 'invalid value'}`,
  })
}
