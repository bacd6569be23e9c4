import { z } from 'zod'
import { defineMethod, type RpcMethod } from '../rpc/defineMethod'
import { commitmentConfigSchema } from '../rpc/rpcSchemas'

const slotsPerEpoch = 432_000n
const noParams = z.tuple([])
const commitmentOnly = z.tuple([commitmentConfigSchema.optional()])

/** getSlot, getBlockHeight, getEpochInfo, getGenesisHash, getVersion, getHealth, getRecentPrioritizationFees. */
export const clusterMethods: Record<string, RpcMethod> = {
  getSlot: defineMethod(commitmentOnly, (_, chain) => chain.slot()),
  // Every slot holds a block here, so block height and slot are the same number.
  getBlockHeight: defineMethod(commitmentOnly, (_, chain) => chain.slot()),
  getEpochInfo: defineMethod(commitmentOnly, (_, chain) => {
    const slot = chain.slot()
    return {
      absoluteSlot: slot,
      blockHeight: slot,
      epoch: slot / slotsPerEpoch,
      slotIndex: slot % slotsPerEpoch,
      slotsInEpoch: slotsPerEpoch,
      transactionCount: null,
    }
  }),
  getGenesisHash: defineMethod(noParams, (_, chain) => chain.genesisHash),
  getVersion: defineMethod(noParams, () => ({ 'solana-core': '2.2.0', 'feature-set': 0 })),
  getHealth: defineMethod(noParams, () => 'ok'),
  getRecentPrioritizationFees: defineMethod(
    z.tuple([z.array(z.string()).max(128).optional()]),
    () => [],
  ),
}
