/**
 * Polls `url` until any HTTP response comes back (any status counts: the server is up).
 *
 * @example
 * await waitForHttp('http://127.0.0.1:8787/', { timeoutMs: 20_000 })
 */
export async function waitForHttp(
  url: string,
  { timeoutMs = 30_000, intervalMs = 50, signal }: WaitForHttpOptions = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let lastError: unknown
  while (Date.now() < deadline) {
    signal?.throwIfAborted()
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      await response.body?.cancel()
      return
    } catch (error) {
      lastError = error
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`, { cause: lastError })
}

/**
 * Options of {@link waitForHttp}.
 * @example
 * await waitForHttp(url, { timeoutMs: 5_000 } satisfies WaitForHttpOptions)
 */
export type WaitForHttpOptions = { timeoutMs?: number; intervalMs?: number; signal?: AbortSignal }
