import { expect, vi } from 'vitest'

/**
 * Stubs `fetch` with a gateway that knows eip155:1 and no token balances, and records every
 * request's URL. `forcedBalanceReads()` counts the token balance reads past the gateway's cache
 * (`forceUpdate=true`); `waitForForcedBalanceRead()` waits for the first. Undo with
 * `vi.unstubAllGlobals()`.
 * @example
 * const gateway = stubBalanceGateway()
 * await portico.sendTransaction({ to, value: 1n })
 * await gateway.waitForForcedBalanceRead()
 */
export function stubBalanceGateway() {
  const requests: string[] = []
  vi.stubGlobal('fetch', async (input: string | URL) => {
    const url = String(input)
    requests.push(url)
    const body = url.includes('/supported-chains') ? { http: ['eip155:1'] } : { balances: [] }
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  })
  const forcedBalanceReads = () =>
    requests.filter((url) => url.includes('/balance') && url.includes('forceUpdate=true')).length
  return {
    requests,
    forcedBalanceReads,
    waitForForcedBalanceRead: () =>
      vi.waitFor(
        () => expect(forcedBalanceReads()).toBeGreaterThan(0),
        // The rules chunk loads on first use: slow on a busy machine.
        { timeout: 10_000 },
      ),
  }
}
