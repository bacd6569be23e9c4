import { isKnownRpcMethod } from '@portico/common'
import { numberToHex } from 'viem'
import { z } from 'zod'
import { ACTION_NOT_ALLOWED, RPC_NOT_ALLOWED } from '../src/shared/frameMessages'
import { parseChainId } from '../src/shared/parseChainId'
import { type CallsFrame, createCallsHandler } from './createCallsHandler'
import { createPermissionsHandler } from './createPermissionsHandler'
import { createSolanaRpcHandler, type SolanaRpcFrame } from './createSolanaRpcHandler'
import type { ApprovalDescription } from './describeRequest'
import { FrameRequestError } from './FrameRequestError'
import { activeAccount } from './rpc/activeAccount'
import { approveRequest } from './rpc/approveRequest'
import { chainOf } from './rpc/chainOf'
import type { ChainWatch } from './rpc/createChainWatch'
import { describeOn } from './rpc/describeOn'
import { nodeRequest } from './rpc/nodeRequest'
import { personalSign } from './rpc/personalSign'
import type { RequestScope } from './rpc/RequestScope'
import type { RpcContext, RpcFrame } from './rpc/RpcContext'
import { sendTransaction } from './rpc/sendTransaction'
import { signTypedDataV4 } from './rpc/signTypedDataV4'
import { createValidatorLookup } from './smartSessions/createValidatorLookup'
import type { SmartSessionFrame } from './smartSessions/SmartSessionEnv'

/**
 * The parts of the frame the RPC_REQUEST handler hands on to its methods, all that its signing
 * actions, EIP-5792 calls, smart sessions and Solana requests take (each method takes fewer: a
 * read goes to the node with the service API alone); the chain comes from the
 * {@link ChainWatch}, so that only a switch made through it changes the chain a request is on.
 * @example const frame: RpcHandlerFrame = ctx
 */
export type RpcHandlerFrame = RpcFrame & CallsFrame & SmartSessionFrame & SolanaRpcFrame

/**
 * The RPC_REQUEST handler: the spec §7 allowlist (anything else is 'Requested RPC call is not
 * allowed'), account and chain answers from the frame, reads through the service's RPC proxy,
 * and personal_sign / eth_signTypedData_v4 / eth_sendTransaction only after the visitor approves
 * in the frame's own view (Decline: 'User rejected the request.'). Each request is read on the
 * chain the frame is on when it arrives and signed for that chain; a chain switch withdraws the
 * approvals still open. wallet_switchEthereumChain switches like SWITCH_NETWORK. With the smart
 * account active (createSmartAccounts), the accounts are the smart account, eth_sendTransaction
 * is sent as a user operation through the bundler and signatures are the account's ERC-1271
 * ones (ERC-6492 while it is not deployed); EIP-5792 batches go through createCallsHandler.
 * Calls to the wallet's own contracts are refused (session keys go through
 * wallet_grantPermissions only).
 * @example
 * const rpc = createRpcHandler(context, { address, chains: createChainWatch(context) })
 * await rpc({ method: 'eth_chainId' })
 */
export function createRpcHandler(
  ctx: RpcHandlerFrame,
  deps: { address: () => Promise<string>; chains: ChainWatch },
) {
  const { address, chains } = deps
  const validatorOf = createValidatorLookup(ctx)
  const context: RpcContext = { ctx, address, validatorOf }
  const active = (chainId: number) => activeAccount(context, chainId)
  const approve = (description: ApprovalDescription, signal: AbortSignal) =>
    approveRequest(ctx, description, signal)

  const calls = createCallsHandler(ctx, {
    active,
    approve,
    describeOn: (chainId, own) => describeOn(ctx, chainId, own),
    validatorOf,
  })
  const permissions = createPermissionsHandler(ctx, {
    active,
    approve,
    chainOf: (chainId) => chainOf(ctx, chainId),
    validatorOf,
  })
  const solana = createSolanaRpcHandler(ctx, address)

  const sign = {
    personal_sign: (params: unknown[], scope: RequestScope) => personalSign(context, params, scope),
    eth_signTypedData_v4: (params: unknown[], scope: RequestScope) =>
      signTypedDataV4(context, params, scope),
    eth_sendTransaction: (params: unknown[], scope: RequestScope) =>
      sendTransaction(context, params, scope),
  }

  return async (payload: {
    method: string
    params?: unknown
    chainId?: number | string | undefined
  }) => {
    // Read once, as the request arrives: what it is shown on and signed for.
    const scope = chains.scope()
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
      chains.setChainId(chainId)
      return null
    }
    // EIP-1193's connect call: the account is already chosen by the login, so it reads like eth_accounts.
    if (method === 'eth_requestAccounts') return [(await active(scope.chainId)).address]
    if (!isKnownRpcMethod(method)) throw new FrameRequestError(RPC_NOT_ALLOWED, 'RPC_NOT_ALLOWED')
    if (method === 'eth_accounts') return [(await active(scope.chainId)).address]
    if (method === 'eth_chainId') return numberToHex(scope.chainId)
    if (method in calls) return calls[method as keyof typeof calls](params, scope)
    if (method in permissions) return permissions[method as keyof typeof permissions](params, scope)
    if (method in sign) return sign[method as keyof typeof sign](params, scope)
    if (method.startsWith('solana_')) return solana(payload)
    // Allowed by the spec but not offered by this wallet yet (4337 methods).
    if (!method.startsWith('eth_') || method.includes('UserOperation'))
      throw new FrameRequestError(ACTION_NOT_ALLOWED)
    const chainId = payload.chainId === undefined ? scope.chainId : parseChainId(payload.chainId)
    if (chainId === undefined) throw new FrameRequestError('Chain is not supported')
    chainOf(ctx, chainId)
    return nodeRequest(ctx, chainId, method, params)
  }
}
