import type { z } from 'zod'
import { RelayRpcError } from '../rpc/RelayRpcError'
import type { MethodCall, RelayServices } from './RelayServices'

/**
 * A relay JSON-RPC method: validates its params, then runs.
 * @example
 * const result = await handler.run(services, call, request.params)
 */
export type RelayMethodHandler = {
  /** The result, or a promise of it; throws (or rejects) a RelayRpcError for bad params. */
  run(services: RelayServices, call: MethodCall, params: unknown): unknown
}

/**
 * Build a {@link RelayMethodHandler} from a params schema and a handler; bad params become
 * `-32602 Invalid params` with the zod issues as details.
 * @example
 * export const unsubscribe = defineMethod(unsubscribeParamsSchema, (services, call, params) => true)
 */
export function defineMethod<Params>(
  schema: z.ZodType<Params>,
  handle: (services: RelayServices, call: MethodCall, params: Params) => unknown,
): RelayMethodHandler {
  return {
    run(services, call, params) {
      const parsed = schema.safeParse(params)
      if (!parsed.success) {
        const details = parsed.error.issues
          .map((issue) => `${issue.path.join('.') || 'params'}: ${issue.message}`)
          .join('; ')
        throw new RelayRpcError('INVALID_PARAMS', { details })
      }
      return handle(services, call, parsed.data)
    },
  }
}
