import { rpcRequest } from './rpcRequest'

/**
 * Polls `eth_chainId` until the node at `rpcUrl` answers, and returns the chain id it reports.
 *
 * @example
 * const chainId = await waitForRpc('http://127.0.0.1:8545', { timeoutMs: 5_000 })
 */
export async function waitForRpc(
  rpcUrl: string,
  { timeoutMs = 10_000, intervalMs = 25, signal }: WaitForRpcOptions = {},
): Promise<number> {
  const deadline = Date.now() + timeoutMs
  let lastError: unknown
  while (Date.now() < deadline) {
    signal?.throwIfAborted()
    try {
      const result = await rpcRequest(rpcUrl, 'eth_chainId', [], {
        signal: AbortSignal.timeout(1_000),
      })
      return Number(result)
    } catch (error) {
      lastError = error
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
  throw new Error(`${rpcUrl} did not answer eth_chainId within ${timeoutMs} ms`, {
    cause: lastError,
  })
}

/**
 * Options of {@link waitForRpc}.
 * @example
 * await waitForRpc(url, { timeoutMs: 5_000, intervalMs: 50 } satisfies WaitForRpcOptions)
 */
export type WaitForRpcOptions = {
  timeoutMs?: number
  intervalMs?: number
  signal?: AbortSignal
}
