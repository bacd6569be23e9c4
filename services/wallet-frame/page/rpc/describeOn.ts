import type { Hex } from 'viem'
import { z } from 'zod'
import { contractNamesOf } from '../contractNamesOf'
import type { DescribeContext } from '../describeRequest'
import type { FrameContext } from '../FrameContext'
import { chainOf } from './chainOf'
import { nodeRequest } from './nodeRequest'

const hexResult = z.string().regex(/^0x([0-9a-fA-F]{2})*$/)

/**
 * What the approval view reads on the chain it describes: token symbols, decimals and names,
 * whether an address has code,
 * the contracts the operator named there, and the visitor's own addresses (`own`, where known).
 * @example await describeRequest(request, describeOn(ctx, scope.chainId, [eoa, smart]))
 */
export function describeOn(
  ctx: Pick<FrameContext, 'config' | 'api'>,
  chainId: number,
  own?: readonly string[],
): DescribeContext {
  return {
    chain: chainOf(ctx, chainId),
    chains: ctx.config.chains,
    read: async (to, data) =>
      hexResult.parse(await nodeRequest(ctx, chainId, 'eth_call', [{ to, data }, 'latest'])) as Hex,
    codeAt: async (address) =>
      hexResult.parse(await nodeRequest(ctx, chainId, 'eth_getCode', [address, 'latest'])) as Hex,
    names: contractNamesOf(ctx.config, chainId),
    ...(own && { own }),
  }
}
