import { type Hex, isAddressEqual } from 'viem'
import { FrameRequestError } from '../FrameRequestError'
import { activeAccount } from './activeAccount'
import { addressSchema } from './addressSchema'
import type { RpcContext } from './RpcContext'

/**
 * The active account when `candidate` is its address, else 'The address is not the connected
 * account'.
 * @example const own = await assertOwn(context, from)
 */
export async function assertOwn(context: RpcContext, candidate: unknown) {
  const own = await activeAccount(context)
  if (
    typeof candidate !== 'string' ||
    !addressSchema.safeParse(candidate).success ||
    !isAddressEqual(candidate as Hex, own.address as Hex)
  ) {
    throw new FrameRequestError('The address is not the connected account')
  }
  return own
}
