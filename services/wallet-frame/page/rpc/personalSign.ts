import { hashMessage, isHex } from 'viem'
import { describeRequest } from '../describeRequest'
import { FrameRequestError } from '../FrameRequestError'
import { approveRequest } from './approveRequest'
import { assertOwn } from './assertOwn'
import { describeOn } from './describeOn'
import type { RpcContext } from './RpcContext'

/**
 * personal_sign([message, from]) after approval: the smart account's ERC-1271 signature, or the
 * EOA's.
 * @example const signature = await personalSign(context, ['hello', address])
 */
export async function personalSign(context: RpcContext, params: unknown[]) {
  const { ctx } = context
  const [message, from] = params
  if (typeof message !== 'string') throw new FrameRequestError('Invalid message')
  const own = await assertOwn(context, from)
  await approveRequest(
    ctx,
    await describeRequest({ kind: 'message', message }, describeOn(ctx, ctx.chainId())),
  )
  const toSign = isHex(message) ? { raw: message } : message
  if (own.type === 'smartAccount')
    return ctx.smartAccounts.signHash(own.eoa, ctx.chainId(), hashMessage(toSign))
  return ctx.keys.withAccount(own.eoa, (account) => account.signMessage({ message: toSign }))
}
