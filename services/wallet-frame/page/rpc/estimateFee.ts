import type { Hex } from 'viem'
import { numberToHex } from 'viem'
import { parseChainId } from '../../src/shared/parseChainId'
import type { FrameContext } from '../FrameContext'
import { FrameRequestError } from '../FrameRequestError'
import { assertOwn } from './assertOwn'
import { chainOf } from './chainOf'

/**
 * ESTIMATE_FEE: what a transaction from the visitor's active account will cost, when that account
 * is the smart account — the whole user operation the frame would send for it, deployment
 * included, as the chain will charge it (`smartAccounts.estimateCalls`); null for the EOA, whose
 * plain transaction the page prices on the node. Asks nothing of the visitor and needs no key.
 * @example const answer = await estimateFee({ ctx, address }, { chainId: 31337, from: smart, to, value: '0x1' })
 */
export async function estimateFee(
  context: { ctx: Pick<FrameContext, 'config' | 'smartAccounts'>; address: () => Promise<string> },
  payload: {
    chainId: number | string
    from: string
    to: string
    value?: string | undefined
    data?: string | undefined
  },
): Promise<{ fee: Hex; gas: Hex; gasPrice: Hex } | null> {
  const chainId = parseChainId(payload.chainId)
  if (chainId === undefined) throw new FrameRequestError('Chain is not supported')
  chainOf(context.ctx, chainId)
  const own = await assertOwn(context, payload.from, chainId)
  if (own.type !== 'smartAccount') return null
  const { fee, gas, gasPrice } = await context.ctx.smartAccounts.estimateCalls(own.eoa, chainId, [
    {
      to: payload.to as Hex,
      ...(payload.value !== undefined && { value: BigInt(payload.value) }),
      ...(payload.data !== undefined && { data: payload.data as Hex }),
    },
  ])
  return { fee: numberToHex(fee), gas: numberToHex(gas), gasPrice: numberToHex(gasPrice) }
}
