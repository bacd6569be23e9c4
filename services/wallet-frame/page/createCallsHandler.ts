import { type Address, type Hex, numberToHex } from 'viem'
import { z } from 'zod'
import { parseChainId } from '../src/shared/parseChainId'
import { type ApprovalDescription, type DescribeContext, describeRequest } from './describeRequest'
import type { FrameContext } from './FrameContext'
import { FrameRequestError } from './FrameRequestError'
import { approveAndSendCalls } from './rpc/approveAndSendCalls'
import type { RequestScope } from './rpc/RequestScope'
import { refuseWalletContractCalls } from './rpc/refuseWalletContractCalls'
import type { AccountType } from './smartAccounts/AccountType'

const hexQuantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/)
// Spec §5: every call's `to` starts with 0x, its `data` is 0x-prefixed when present.
const callSchema = z.object({
  to: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Each call needs a `to` address starting with 0x'),
  data: z
    .string()
    .regex(/^0x([0-9a-fA-F]{2})*$/, 'Call data must be 0x-prefixed hex')
    .optional(),
  value: hexQuantity.optional(),
})
const sendCallsSchema = z.object({
  version: z.string().optional(),
  chainId: z.string().optional(),
  from: z.string().optional(),
  calls: z.array(callSchema).min(1).max(32),
  atomicRequired: z.boolean().optional(),
  capabilities: z.record(z.string(), z.unknown()).optional(),
})
const addressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/)

type Active = { eoa: string; type: AccountType; address: string; owned?: readonly string[] }

/**
 * The parts of the frame the EIP-5792 handler uses: the smart accounts, the configured wallet
 * contracts and the log; never the key itself (the smart account signs through its own call).
 * @example const frame: CallsFrame = ctx
 */
export type CallsFrame = Pick<FrameContext, 'smartAccounts' | 'config' | 'log'>

/**
 * EIP-5792 for the embedded wallet's smart account: `wallet_getCapabilities` (the address is
 * required, spec §5; atomic batches on the smart-account networks), `wallet_sendCalls` (each call
 * checked per §5, one approval with the operation's network fee — paid by the site where its
 * gateway's paymaster sponsors it — sent as one user operation; its id is the user operation's
 * hash)
 * and `wallet_getCallsStatus` (from the bundler's receipt). The delegated EOA (EIP-7702)
 * batches the same way, at its own address; the plain EOA has no batches: 'Action not
 * allowed'. A batch with any call to the wallet's own contracts is refused before the visitor
 * is asked (`refuseWalletContractCalls`). Each request stays on the chain and account it
 * arrived on (`scope`).
 * @example
 * const calls = createCallsHandler(ctx, { active, approve, describeOn, validatorOf })
 * await calls.wallet_sendCalls([{ calls: [{ to, value: '0x1' }] }], scope)
 */
export function createCallsHandler(
  ctx: CallsFrame,
  deps: {
    /** The active account on that chain. */
    active: (chainId: number) => Promise<Active>
    /** The approval view; withdrawn once `signal` aborts. */
    approve: (description: ApprovalDescription, signal: AbortSignal) => Promise<void>
    /** The chain a batch goes to, and how its token calls are read for the approval view. */
    describeOn: (chainId: number, own?: readonly string[]) => DescribeContext
    /** The session validator of a chain, one of the wallet's own contracts. */
    validatorOf: (chainId: number) => Promise<Address>
  },
) {
  // Which chain each batch went to, for its status (ids are user operation hashes).
  const sentOn = new Map<string, number>()

  return {
    async wallet_getCapabilities(params: unknown[], scope: RequestScope) {
      const [address, chainIds] = params
      if (typeof address !== 'string' || !addressSchema.safeParse(address).success)
        throw new FrameRequestError('wallet_getCapabilities requires an address parameter')
      const own = await deps.active(scope.chainId)
      const enabled = await ctx.smartAccounts.enabledNetworks().catch(() => [] as number[])
      // The addresses that batch on each chain: the smart account's, and the EOA's where it is
      // the active account and the chain has EIP-7702's contracts.
      const smart = await Promise.all(
        enabled.map(async (chainId) => ({
          chainId,
          addresses: [
            await ctx.smartAccounts.smartAddressOf(own.eoa, chainId),
            ...(own.type === 'eip7702' && (await ctx.smartAccounts.supportsEip7702(chainId))
              ? [own.eoa]
              : []),
          ],
        })),
      )
      const asked = Array.isArray(chainIds)
        ? new Set(chainIds.map((id) => parseChainId(String(id))))
        : undefined
      const capabilities: Record<string, { atomic: { status: 'supported' } }> = {}
      for (const entry of smart) {
        if (asked && !asked.has(entry.chainId)) continue
        if (!entry.addresses.some((own) => own.toLowerCase() === address.toLowerCase())) continue
        capabilities[numberToHex(entry.chainId)] = { atomic: { status: 'supported' } }
      }
      return capabilities
    },

    async wallet_sendCalls(params: unknown[], scope: RequestScope) {
      const { chainId } = scope
      const own = await deps.active(chainId)
      if (own.type === 'eoa') throw new FrameRequestError('Action not allowed')
      const parsed = sendCallsSchema.safeParse(params[0])
      if (!parsed.success)
        throw new FrameRequestError(parsed.error.issues[0]?.message ?? 'Invalid calls')
      const request = parsed.data
      if (request.chainId !== undefined && parseChainId(request.chainId) !== chainId)
        throw new FrameRequestError('Chain is not supported')
      if (request.from !== undefined && request.from.toLowerCase() !== own.address.toLowerCase())
        throw new FrameRequestError('The address is not the connected account')
      await refuseWalletContractCalls(ctx, deps.validatorOf, own.eoa, chainId, request.calls)
      const calls = request.calls.map((call) => ({
        to: call.to as Hex,
        ...(call.value !== undefined && { value: BigInt(call.value) }),
        ...(call.data !== undefined && { data: call.data as Hex }),
      }))
      const context = deps.describeOn(chainId, own.owned)
      const description = await describeRequest({ kind: 'calls', calls: request.calls }, context)
      // A page's `paymasterService` capability is not read: the site's own gateway decides who pays.
      const sent = await approveAndSendCalls(
        ctx,
        (shown) => deps.approve(shown, scope.signal),
        description,
        context.chain,
        { eoa: own.eoa, chainId, calls, type: own.type },
      )
      sentOn.set(sent.userOpHash.toLowerCase(), chainId)
      return { id: sent.userOpHash }
    },

    async wallet_getCallsStatus(params: unknown[], scope: RequestScope) {
      const [id] = params
      if (typeof id !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(id))
        throw new FrameRequestError('Invalid calls id')
      const chainId = sentOn.get(id.toLowerCase()) ?? scope.chainId
      const answer = await ctx.smartAccounts.receiptOf(chainId, id as Hex)
      const base = { version: '2.0.0', id, chainId: numberToHex(chainId), atomic: true }
      // EIP-5792 codes: 100 pending, 200 confirmed, 500 reverted on chain.
      if (!answer) return { ...base, status: 100 }
      const { receipt } = answer
      return {
        ...base,
        status: answer.success ? 200 : 500,
        receipts: [
          {
            logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
            status: answer.success ? '0x1' : '0x0',
            blockHash: receipt.blockHash,
            blockNumber: receipt.blockNumber,
            gasUsed: receipt.gasUsed,
            transactionHash: receipt.transactionHash,
          },
        ],
      }
    },
  }
}
