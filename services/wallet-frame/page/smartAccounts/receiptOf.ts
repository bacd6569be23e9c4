import type { Hex } from 'viem'
import { z } from 'zod'
import { requestNode } from '../requestNode'
import { bundlerPath } from './bundlerPath'
import type { SmartAccountState } from './SmartAccountState'

const hexSchema = z.string().regex(/^0x[0-9a-fA-F]*$/)
const receiptSchema = z
  .object({
    success: z.boolean(),
    receipt: z.object({
      transactionHash: hexSchema,
      blockHash: hexSchema,
      blockNumber: hexSchema,
      gasUsed: hexSchema,
      status: hexSchema,
      logs: z.array(
        z.object({ address: hexSchema, data: hexSchema, topics: z.array(hexSchema) }).loose(),
      ),
    }),
  })
  .loose()
  .nullable()

/**
 * The bundler's receipt of a user operation (`eth_getUserOperationReceipt`), null while it is
 * not bundled.
 * @example const receipt = await receiptOf(state, 8453, userOpHash)
 */
export async function receiptOf(state: SmartAccountState, chainId: number, userOpHash: Hex) {
  return receiptSchema.parse(
    await requestNode(state.api, bundlerPath(state, chainId), 'eth_getUserOperationReceipt', [
      userOpHash,
    ]),
  )
}
