import type { Hex } from 'viem'
import { z } from 'zod'
import type { DescribeContext } from '../describeRequest'
import type { FrameContext } from '../FrameContext'
import { chainOf } from './chainOf'
import { nodeRequest } from './nodeRequest'

const hexResult = z.string().regex(/^0x([0-9a-fA-F]{2})*$/)

/**
 * Token symbols, decimals and names for the approval view, read on the chain it describes.
 * @example await describeRequest(request, describeOn(ctx, scope.chainId))
 */
export function describeOn(
  ctx: Pick<FrameContext, 'config' | 'api'>,
  chainId: number,
): DescribeContext {
  return {
    chain: chainOf(ctx, chainId),
    chains: ctx.config.chains,
    read: async (to, data) =>
      hexResult.parse(await nodeRequest(ctx, chainId, 'eth_call', [{ to, data }, 'latest'])) as Hex,
  }
}
