import { z } from 'zod'
import { UpstreamError } from '../errors/UpstreamError'

/**
 * Validates one node answer with `schema`. An answer of another shape is an `UpstreamError`
 * naming the call and what was wrong, so the indexer's log says which node answer to look at
 * instead of a bare list of zod issues.
 * @example
 * const header = parseRpcAnswer(rpcBlockHeaderSchema, answer, 'eth_getBlockByNumber(0x5, false)')
 */
export function parseRpcAnswer<Schema extends z.ZodType>(
  schema: Schema,
  answer: unknown,
  call: string,
): z.output<Schema> {
  const parsed = schema.safeParse(answer)
  if (parsed.success) return parsed.data
  throw new UpstreamError(
    'UPSTREAM_RPC_ERROR',
    `${call} answered in an unexpected shape: ${z.prettifyError(parsed.error).replaceAll('\n', ' ')}`,
  )
}
