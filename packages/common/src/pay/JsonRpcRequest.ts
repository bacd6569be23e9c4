/**
 * One JSON-RPC call to a chain's node: the method and its params in, the answer's `result` out
 * (an error answer throws). The payment readers take it so that they read the chain the same
 * way whoever calls them (the gateway through its viem clients, a site's server through fetch).
 * @example
 * const request: JsonRpcRequest = (method, params) => client.request({ method, params })
 */
export type JsonRpcRequest = (method: string, params: readonly unknown[]) => Promise<unknown>
