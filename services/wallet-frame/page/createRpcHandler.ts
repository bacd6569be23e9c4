import { isKnownRpcMethod } from '@portico/common'
import { numberToHex } from 'viem'
import { z } from 'zod'
import { ACTION_NOT_ALLOWED, RPC_NOT_ALLOWED } from '../src/shared/frameMessages'
import { parseChainId } from '../src/shared/parseChainId'
import { createCallsHandler } from './createCallsHandler'
import { createPermissionsHandler } from './createPermissionsHandler'
import { createSolanaRpcHandler } from './createSolanaRpcHandler'
import type { ApprovalDescription } from './describeRequest'
import type { FrameContext } from './FrameContext'
import { FrameRequestError } from './FrameRequestError'
import { activeAccount } from './rpc/activeAccount'
import { approveRequest } from './rpc/approveRequest'
import { chainOf } from './rpc/chainOf'
import { describeOn } from './rpc/describeOn'
import { nodeRequest } from './rpc/nodeRequest'
import { personalSign } from './rpc/personalSign'
import type { RpcContext } from './rpc/RpcContext'
import { sendTransaction } from './rpc/sendTransaction'
import { signTypedDataV4 } from './rpc/signTypedDataV4'

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
  const context: RpcContext = { ctx, address }
  const active = () => activeAccount(context)
  const approve = (description: ApprovalDescription) => approveRequest(ctx, description)

  const calls = createCallsHandler(ctx, {
    active,
    approve,
    describeOn: (chainId) => describeOn(ctx, chainId),
  })
  const permissions = createPermissionsHandler(ctx, {
    active,
    approve,
    chainOf: (chainId) => chainOf(ctx, chainId),
  })
  const solana = createSolanaRpcHandler(ctx, address)

  const sign = {
    personal_sign: (params: unknown[]) => personalSign(context, params),
    eth_signTypedData_v4: (params: unknown[]) => signTypedDataV4(context, params),
    eth_sendTransaction: (params: unknown[]) => sendTransaction(context, params),
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
      chainOf(ctx, chainId)
      ctx.setChainId(chainId)
      return null
    }
    // EIP-1193's connect call: the account is already chosen by the login, so it reads like eth_accounts.
    if (method === 'eth_requestAccounts') return [(await active()).address]
    if (!isKnownRpcMethod(method)) throw new FrameRequestError(RPC_NOT_ALLOWED, 'RPC_NOT_ALLOWED')
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
    chainOf(ctx, chainId)
    return nodeRequest(ctx, chainId, method, params)
  }
}
