import type { z } from 'zod'
import type { LocalSolanaChain } from '../chain/createLocalSolanaChain'

/**
 * One JSON-RPC method: the zod schema of its params (a tuple) and what it does with them.
 * @example
 * const getSlot = defineMethod(z.tuple([commitmentConfigSchema.optional()]), (_, chain) => chain.slot())
 */
export type RpcMethod = {
  params: z.ZodType
  run: (params: never, chain: LocalSolanaChain) => unknown
}

/**
 * Types a method's handler by its params schema.
 * @example
 * defineMethod(z.tuple([addressSchema]), ([address], chain) => chain.getAccount(address))
 */
export function defineMethod<S extends z.ZodType>(
  params: S,
  run: (params: z.output<S>, chain: LocalSolanaChain) => unknown,
): RpcMethod {
  return { params, run: run as RpcMethod['run'] }
}

/**
 * The `{ context, value }` wrapper of methods that say at which slot they read.
 * @example
 * withContext(chain, 42n) // { context: { slot, apiVersion }, value: 42n }
 */
export function withContext(chain: LocalSolanaChain, value: unknown) {
  return { context: { apiVersion: '2.2.0', slot: chain.slot() }, value }
}
