import { custom, type Hex, hexToBigInt } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { z } from 'zod'
import { requestNode } from '../requestNode'
import { bundlerPath } from './bundlerPath'
import { clientOf } from './clientOf'
import type { SmartAccountState } from './SmartAccountState'
import { viemChainOf } from './viemChainOf'

const gasPriceSchema = z.object({
  fast: z.object({
    maxFeePerGas: z.string().regex(/^0x[0-9a-fA-F]+$/),
    maxPriorityFeePerGas: z.string().regex(/^0x[0-9a-fA-F]+$/),
  }),
})

/**
 * A bundler client of the chain through the service's bundler route, priced at the bundler's own
 * gas price.
 * @example const bundler = bundlerOf(state, 8453)
 */
export function bundlerOf(state: SmartAccountState, chainId: number) {
  const path = bundlerPath(state, chainId)
  const send = (method: string, params?: readonly unknown[]) =>
    requestNode(state.api, path, method, params)
  return createBundlerClient({
    chain: viemChainOf(state, chainId),
    client: clientOf(state, chainId),
    // The frame's devnets mine at once; a public chain answers within a few polls.
    pollingInterval: 500,
    transport: custom({
      request: ({ method, params }) => send(method, params as unknown[] | undefined),
    }),
    userOperation: {
      // The bundler's own price (pimlico_getUserOperationGasPrice), as it will accept it.
      estimateFeesPerGas: async () => {
        const { fast } = gasPriceSchema.parse(await send('pimlico_getUserOperationGasPrice', []))
        return {
          maxFeePerGas: hexToBigInt(fast.maxFeePerGas as Hex),
          maxPriorityFeePerGas: hexToBigInt(fast.maxPriorityFeePerGas as Hex),
        }
      },
    },
  })
}
