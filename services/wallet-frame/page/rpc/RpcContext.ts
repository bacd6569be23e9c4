import type { Address } from 'viem'
import type { FrameContext } from '../FrameContext'

/**
 * The parts of the frame the signing and sending actions use: config and chains, the service
 * API, the key, the smart account, the approval view and who asks, and the log.
 * @example const frame: RpcFrame = ctx
 */
export type RpcFrame = Pick<
  FrameContext,
  'config' | 'api' | 'keys' | 'smartAccounts' | 'approvals' | 'dapp' | 'parentOrigin' | 'log'
>

/**
 * What the RPC_REQUEST actions work with: those parts of the frame, the visitor's key address
 * (the EOA) and the session validator of each chain.
 * @example const context: RpcContext = { ctx, address, validatorOf }
 */
export type RpcContext = {
  ctx: RpcFrame
  address: () => Promise<string>
  validatorOf: (chainId: number) => Promise<Address>
}

/**
 * What reading the active account needs: the smart accounts and the visitor's key address.
 * @example const own = await activeAccount({ ctx, address }, 31337)
 */
export type AccountContext = {
  ctx: Pick<FrameContext, 'smartAccounts'>
  address: () => Promise<string>
}
