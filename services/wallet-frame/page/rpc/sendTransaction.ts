import { createWalletClient, custom, defineChain, type Hex } from 'viem'
import { z } from 'zod'
import { describeRequest, type TransactionRequestParams } from '../describeRequest'
import { FrameRequestError } from '../FrameRequestError'
import { activeAccount } from './activeAccount'
import { addressSchema } from './addressSchema'
import { approveAndSendCalls } from './approveAndSendCalls'
import { approveRequest } from './approveRequest'
import { assertOwn } from './assertOwn'
import { chainOf } from './chainOf'
import { describeOn } from './describeOn'
import { nodeRequest } from './nodeRequest'
import type { RequestScope } from './RequestScope'
import type { RpcContext } from './RpcContext'
import { refuseWalletContractCalls } from './refuseWalletContractCalls'

const quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/)
const txSchema = z.object({
  from: addressSchema.optional(),
  to: addressSchema.nullable().optional(),
  value: quantity.optional(),
  data: z
    .string()
    .regex(/^0x([0-9a-fA-F]{2})*$/)
    .optional(),
  input: z
    .string()
    .regex(/^0x([0-9a-fA-F]{2})*$/)
    .optional(),
  gas: quantity.optional(),
})

/**
 * eth_sendTransaction([tx]) after approval, on the chain the request arrived on (`scope`): as
 * the smart account or the delegated EOA (EIP-7702), one user operation through the bundler
 * (calls only, no contract creation),
 * its network fee shown in the approval (paid by the site where it sponsors it);
 * as the EOA, signed here and sent through the service's RPC proxy. A call to the wallet's own
 * contracts is refused before the visitor is asked (`refuseWalletContractCalls`). Resolves with
 * the transaction hash.
 * @example const hash = await sendTransaction(context, [{ from, to, value: '0x1' }], scope)
 */
export async function sendTransaction(context: RpcContext, params: unknown[], scope: RequestScope) {
  const { ctx } = context
  const { chainId } = scope
  const parsed = txSchema.safeParse(params[0])
  if (!parsed.success) throw new FrameRequestError('Invalid transaction')
  const tx = parsed.data
  const own = tx.from
    ? await assertOwn(context, tx.from, chainId)
    : await activeAccount(context, chainId)
  const chain = chainOf(ctx, chainId)
  const data = tx.data ?? tx.input
  const shown: TransactionRequestParams = { to: tx.to, value: tx.value, data, gas: tx.gas }
  // A SimpleAccount (or Simple7702Account) calls; it does not create contracts.
  if (own.type !== 'eoa' && !tx.to) throw new FrameRequestError('Invalid transaction')
  await refuseWalletContractCalls(ctx, context.validatorOf, own.eoa, chainId, [{ to: tx.to, data }])
  const on = describeOn(ctx, chainId, own.owned)
  const description = await describeRequest({ kind: 'transaction', tx: shown }, on)
  const call = tx.to && {
    to: tx.to as Hex,
    ...(tx.value && { value: BigInt(tx.value) }),
    ...(data && { data: data as Hex }),
  }
  if (own.type !== 'eoa' && call) {
    const calls = [call]
    const sent = await approveAndSendCalls(
      ctx,
      (shown) => approveRequest(ctx, shown, scope.signal),
      description,
      on.chain,
      { eoa: own.eoa, chainId, calls, type: own.type },
    )
    // The bundle's transaction succeeds even when the operation's call reverted inside it: its
    // hash alone would read as done to the page (a swap 'complete' with nothing swapped).
    if (!sent.success)
      throw new FrameRequestError(
        `The transaction reverted on chain; only its network fee was paid (${sent.transactionHash})`,
      )
    return sent.transactionHash
  }
  await approveRequest(ctx, description, scope.signal)
  return ctx.keys.withAccount(own.eoa, async (account) => {
    const client = createWalletClient({
      account,
      chain: defineChain({
        id: chainId,
        name: chain.name,
        nativeCurrency: chain.nativeCurrency,
        rpcUrls: { default: { http: [] } },
      }),
      transport: custom({
        request: ({ method, params: p }) =>
          nodeRequest(ctx, chainId, method, p as unknown[] | undefined),
      }),
    })
    return client.sendTransaction({
      to: tx.to ?? null,
      ...(tx.value && { value: BigInt(tx.value) }),
      ...(data && { data: data as Hex }),
      ...(tx.gas && { gas: BigInt(tx.gas) }),
    } as Parameters<typeof client.sendTransaction>[0])
  })
}
