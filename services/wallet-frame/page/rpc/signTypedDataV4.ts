import { hashTypedData } from 'viem'
import { z } from 'zod'
import { describeRequest } from '../describeRequest'
import { FrameRequestError } from '../FrameRequestError'
import { refuseAccountTypedData } from '../refuseAccountTypedData'
import { approveRequest } from './approveRequest'
import { assertOwn } from './assertOwn'
import { describeOn } from './describeOn'
import type { RequestScope } from './RequestScope'
import type { RpcContext } from './RpcContext'

/**
 * eth_signTypedData_v4([from, typedData]) after approval: the smart account's ERC-1271
 * signature, or the EOA's, delegated (EIP-7702) or not (which refuses typed data addressed to
 * the account itself, see `refuseAccountTypedData`) — for the chain and account the request arrived on (`scope`).
 * @example const signature = await signTypedDataV4(context, [address, JSON.stringify(typedData)], scope)
 */
export async function signTypedDataV4(context: RpcContext, params: unknown[], scope: RequestScope) {
  const { ctx } = context
  const { chainId } = scope
  const [from, raw] = params
  const own = await assertOwn(context, from, chainId)
  let typedData: unknown
  try {
    typedData = typeof raw === 'string' ? JSON.parse(raw) : raw
  } catch {
    throw new FrameRequestError('Invalid typed data')
  }
  const parsed = z
    .object({
      types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
      primaryType: z.string(),
      domain: z.record(z.string(), z.unknown()).optional(),
      message: z.record(z.string(), z.unknown()),
    })
    .safeParse(typedData)
  if (!parsed.success) throw new FrameRequestError('Invalid typed data')
  // The delegated EOA signs with the same key as the plain one: the same refusals.
  if (own.type !== 'smartAccount') await refuseAccountTypedData(ctx, own.eoa, parsed.data, chainId)
  await approveRequest(
    ctx,
    await describeRequest({ kind: 'typedData', typedData }, describeOn(ctx, chainId)),
    scope.signal,
  )
  if (own.type === 'smartAccount') {
    const hash = hashTypedData(parsed.data as Parameters<typeof hashTypedData>[0])
    return ctx.smartAccounts.signHash(own.eoa, chainId, hash)
  }
  return ctx.keys.withAccount(own.eoa, (account) =>
    account.signTypedData(parsed.data as Parameters<typeof account.signTypedData>[0]),
  )
}
