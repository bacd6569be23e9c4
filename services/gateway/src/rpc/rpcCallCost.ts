/**
 * Tokens a call of each method takes from the RPC proxy's bucket when it is not 1: the calls
 * that make the node execute code or scan blocks (a gas-capped `eth_call` or `eth_estimateGas`,
 * an `eth_getLogs` over up to `maxLogBlockRange` blocks) cost the node far more than
 * `eth_chainId`. `rpc.methodCosts` in the config overrides or extends it.
 * @example RPC_METHOD_COSTS.eth_call // 5
 */
export const RPC_METHOD_COSTS: Readonly<Record<string, number>> = {
  eth_call: 5,
  eth_estimateGas: 5,
  eth_getLogs: 5,
}

/**
 * Tokens one item of a request takes: its method's cost in `costs`, else 1 (also for an item
 * that is no call, which is answered with an error without reaching the node).
 * @example
 * rpcCallCost({ jsonrpc: '2.0', id: 1, method: 'eth_call', params: [] }, RPC_METHOD_COSTS) // 5
 */
export function rpcCallCost(item: unknown, costs: Readonly<Record<string, number>>): number {
  const method =
    item !== null && typeof item === 'object' ? (item as { method?: unknown }).method : undefined
  // Own keys only: a method named `constructor` must not read the object's prototype.
  if (typeof method !== 'string' || !Object.hasOwn(costs, method)) return 1
  return costs[method] ?? 1
}
