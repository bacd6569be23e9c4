import { type $ZodType, type output, safeParse } from 'zod/v4/core'
import { GatewayError } from '../errors/GatewayError'

/**
 * Validates one request part with zod (the kit's zod/mini schemas and the gateway's classic ones
 * alike); the first problem becomes an INVALID_PARAMS error that names the parameter.
 * @example
 * const query = parseInput(balanceQuerySchema, c.req.query(), 'query')
 */
export function parseInput<S extends $ZodType>(
  schema: S,
  input: unknown,
  where: 'query' | 'path' | 'body',
): output<S> {
  const result = safeParse(schema, input)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const name = issue?.path.length ? ` '${issue.path.join('.')}'` : ''
  throw new GatewayError('INVALID_PARAMS', {
    message: `Invalid ${where} parameter${name}: ${issue?.message ?? 'invalid value'}`,
  })
}
