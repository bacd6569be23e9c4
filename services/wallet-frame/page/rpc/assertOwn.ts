import { type Hex, isAddressEqual } from 'viem'
import { FrameRequestError } from '../FrameRequestError'
import { activeAccount } from './activeAccount'
import { addressSchema } from './addressSchema'
import type { AccountContext } from './RpcContext'

/**
 * The active account on `chainId` when `candidate` is its address, else 'The address is not the
 * connected account'.
 * @example const own = await assertOwn(context, from, 31337)
 */
export async function assertOwn(context: AccountContext, candidate: unknown, chainId: number) {
  const own = await activeAccount(context, chainId)
  if (
    typeof candidate !== 'string' ||
    !addressSchema.safeParse(candidate).success ||
    !isAddressEqual(candidate as Hex, own.address as Hex)
  ) {
    throw new FrameRequestError('The address is not the connected account')
  }
  return own
}
