import { isKnownRpcMethod } from '@portico/common'
import {
  createWalletClient,
  custom,
  defineChain,
  type Hex,
  hashMessage,
  hashTypedData,
  isAddressEqual,
  isHex,
  numberToHex,
} from 'viem'
import { z } from 'zod'
import { createCallsHandler } from './createCallsHandler'
import { createPermissionsHandler } from './createPermissionsHandler'
import { createSolanaRpcHandler } from './createSolanaRpcHandler'
import {
  type ApprovalDescription,
  type DescribeContext,
  describeRequest,
  type TransactionRequestParams,
} from './describeRequest'
import type { FrameContext } from './FrameContext'
import {
  ACTION_NOT_ALLOWED,
  FrameRequestError,
  RPC_NOT_ALLOWED,
  USER_REJECTED_MESSAGE,
} from './FrameRequestError'
import { parseChainId } from './parseChainId'
import { refuseAccountTypedData } from './refuseAccountTypedData'
import { requestNode } from './requestNode'

const addressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const hexResult = z.string().regex(/^0x([0-9a-fA-F]{2})*$/)
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
 * The RPC_REQUEST handler: the spec §7 allowlist (anything else is 'Requested RPC call is not
 * allowed'), account and chain answers from the frame, reads through the service's RPC proxy,
 * and personal_sign / eth_signTypedData_v4 / eth_sendTransaction only after the visitor approves
 * in the frame's own view (Decline: 'User rejected the request.'). wallet_switchEthereumChain
 * switches like SWITCH_NETWORK. With the smart account active (createSmartAccounts), the accounts
 * are the smart account, eth_sendTransaction is sent as a user operation through the bundler and
 * signatures are the account's ERC-1271 ones (ERC-6492 while it is not deployed); EIP-5792 batches
 * go through createCallsHandler.
 * @example const rpc = createRpcHandler(context); await rpc({ method: 'eth_chainId' })
 */
export function createRpcHandler(ctx: FrameContext, address: () => Promise<string>) {
  const chainOf = (chainId: number) => {
    const chain = ctx.config.chains.find((c) => c.chainId === chainId)
    if (!chain) throw new FrameRequestError('Chain is not supported')
    return chain
  }

  const nodeRequest = (chainId: number, method: string, params: unknown[] | undefined) =>
    requestNode(ctx.api, `/rpc/v1?chainId=${chainId}`, method, params)

  // The account the page sees: the smart account where it is enabled and preferred, else the EOA.
  const active = async () => {
    const eoa = await address()
    const { active: account } = await ctx.smartAccounts.accountsOf(eoa, ctx.chainId())
    return { eoa, type: account.type, address: account.address }
  }

  // Token symbols, decimals and names for the approval view, read on the chain it describes.
  const describeOn = (chainId: number): DescribeContext => ({
    chain: chainOf(chainId),
    chains: ctx.config.chains,
    read: async (to, data) =>
      hexResult.parse(await nodeRequest(chainId, 'eth_call', [{ to, data }, 'latest'])) as Hex,
  })

  const approve = async (description: ApprovalDescription) => {
    if (
      !(await ctx.approvals.ask(
        description,
        ctx.dapp() ?? { name: ctx.parentOrigin, url: ctx.parentOrigin, icon: undefined },
      ))
    )
      throw new FrameRequestError(USER_REJECTED_MESSAGE)
  }

  const assertOwn = async (candidate: unknown) => {
    const own = await active()
    if (
      typeof candidate !== 'string' ||
      !addressSchema.safeParse(candidate).success ||
      !isAddressEqual(candidate as Hex, own.address as Hex)
    ) {
      throw new FrameRequestError('The address is not the connected account')
    }
    return own
  }

  const calls = createCallsHandler(ctx, { active, approve, describeOn })
  const permissions = createPermissionsHandler(ctx, { active, approve, chainOf })
  const solana = createSolanaRpcHandler(ctx, address)

  const sign = {
    async personal_sign(params: unknown[]) {
      const [message, from] = params
      if (typeof message !== 'string') throw new FrameRequestError('Invalid message')
      const own = await assertOwn(from)
      await approve(await describeRequest({ kind: 'message', message }, describeOn(ctx.chainId())))
      const toSign = isHex(message) ? { raw: message } : message
      if (own.type === 'smartAccount')
        return ctx.smartAccounts.signHash(own.eoa, ctx.chainId(), hashMessage(toSign))
      return ctx.keys.withAccount(own.eoa, (account) => account.signMessage({ message: toSign }))
    },
    async eth_signTypedData_v4(params: unknown[]) {
      const [from, raw] = params
      const own = await assertOwn(from)
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
      if (own.type === 'eoa') await refuseAccountTypedData(ctx, own.eoa, parsed.data)
      await approve(
        await describeRequest({ kind: 'typedData', typedData }, describeOn(ctx.chainId())),
      )
      if (own.type === 'smartAccount') {
        const hash = hashTypedData(parsed.data as Parameters<typeof hashTypedData>[0])
        return ctx.smartAccounts.signHash(own.eoa, ctx.chainId(), hash)
      }
      return ctx.keys.withAccount(own.eoa, (account) =>
        account.signTypedData(parsed.data as Parameters<typeof account.signTypedData>[0]),
      )
    },
    async eth_sendTransaction(params: unknown[]) {
      const parsed = txSchema.safeParse(params[0])
      if (!parsed.success) throw new FrameRequestError('Invalid transaction')
      const tx = parsed.data
      const own = tx.from ? await assertOwn(tx.from) : await active()
      const chainId = ctx.chainId()
      const chain = chainOf(chainId)
      const data = tx.data ?? tx.input
      const shown: TransactionRequestParams = { to: tx.to, value: tx.value, data, gas: tx.gas }
      // A SimpleAccount calls; it does not create contracts.
      if (own.type === 'smartAccount' && !tx.to) throw new FrameRequestError('Invalid transaction')
      await approve(await describeRequest({ kind: 'transaction', tx: shown }, describeOn(chainId)))
      if (own.type === 'smartAccount' && tx.to) {
        const sent = await ctx.smartAccounts.sendCalls(own.eoa, chainId, [
          {
            to: tx.to as Hex,
            ...(tx.value && { value: BigInt(tx.value) }),
            ...(data && { data: data as Hex }),
          },
        ])
        return sent.transactionHash
      }
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
              nodeRequest(chainId, method, p as unknown[] | undefined),
          }),
        })
        return client.sendTransaction({
          to: tx.to ?? null,
          ...(tx.value && { value: BigInt(tx.value) }),
          ...(data && { data: data as Hex }),
          ...(tx.gas && { gas: BigInt(tx.gas) }),
        } as Parameters<typeof client.sendTransaction>[0])
      })
    },
  }

  return async (payload: {
    method: string
    params?: unknown
    chainId?: number | string | undefined
  }) => {
    const { method } = payload
    const params = Array.isArray(payload.params)
      ? payload.params
      : payload.params === undefined
        ? []
        : [payload.params]
    if (method === 'wallet_switchEthereumChain') {
      const target = z.object({ chainId: z.string() }).safeParse(params[0])
      const chainId = target.success ? parseChainId(target.data.chainId) : undefined
      if (chainId === undefined) throw new FrameRequestError('Chain is not supported')
      chainOf(chainId)
      ctx.setChainId(chainId)
      return null
    }
    // EIP-1193's connect call: the account is already chosen by the login, so it reads like eth_accounts.
    if (method === 'eth_requestAccounts') return [(await active()).address]
    if (!isKnownRpcMethod(method)) throw new FrameRequestError(RPC_NOT_ALLOWED)
    if (method === 'eth_accounts') return [(await active()).address]
    if (method === 'eth_chainId') return numberToHex(ctx.chainId())
    if (method in calls) return calls[method as keyof typeof calls](params)
    if (method in permissions) return permissions[method as keyof typeof permissions](params)
    if (method in sign) return sign[method as keyof typeof sign](params)
    if (method.startsWith('solana_')) return solana(payload)
    // Allowed by the spec but not offered by this wallet yet (4337 methods).
    if (!method.startsWith('eth_') || method.includes('UserOperation'))
      throw new FrameRequestError(ACTION_NOT_ALLOWED)
    const chainId = payload.chainId === undefined ? ctx.chainId() : parseChainId(payload.chainId)
    if (chainId === undefined) throw new FrameRequestError('Chain is not supported')
    chainOf(chainId)
    return nodeRequest(chainId, method, params)
  }
}
