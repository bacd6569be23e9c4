/**
 * One JSON-RPC call to a network's node, however it travels (the network's own RPC URL, a
 * library's transport): resolves the call's `result`, rejects with the node's error.
 * @example
 * const request: RpcRequest = (method, params) => requestNetworkRpc(devnet, method, params)
 */
export type RpcRequest = (method: string, params: readonly unknown[]) => Promise<unknown>
