import type { FrameContext } from '../FrameContext'

/**
 * What the RPC_REQUEST actions work with: the frame and the visitor's key address (the EOA).
 * @example const context: RpcContext = { ctx, address }
 */
export type RpcContext = { ctx: FrameContext; address: () => Promise<string> }
