import { hashMessage, isHex } from 'viem'
import { describeRequest } from '../describeRequest'
import { FrameRequestError } from '../FrameRequestError'
import { approveRequest } from './approveRequest'
import { assertOwn } from './assertOwn'
import { describeOn } from './describeOn'
import type { RequestScope } from './RequestScope'
import type { RpcContext } from './RpcContext'

/**
 * personal_sign([message, from]) after approval: the smart account's ERC-1271 signature, or the
 * EOA's — for the chain and account the request arrived on (`scope`), which the view shows.
 * @example const signature = await personalSign(context, ['hello', address], scope)
 */
export async function personalSign(context: RpcContext, params: unknown[], scope: RequestScope) {
  const { ctx } = context
  const { chainId } = scope
  const [message, from] = params
  if (typeof message !== 'string') throw new FrameRequestError('Invalid message')
  const own = await assertOwn(context, from, chainId)
  await approveRequest(
    ctx,
    await describeRequest({ kind: 'message', message }, describeOn(ctx, chainId)),
    scope.signal,
  )
  const toSign = isHex(message) ? { raw: message } : message
  if (own.type === 'smartAccount')
    return ctx.smartAccounts.signHash(own.eoa, chainId, hashMessage(toSign))
  return ctx.keys.withAccount(own.eoa, (account) => account.signMessage({ message: toSign }))
}
